import type { HealthResponse } from '@topoforge/contract';
import { HEALTH_PATH, healthResponseSchema } from '@topoforge/contract';
import { getJson } from './client';

export const fetchHealth = (signal?: AbortSignal): Promise<HealthResponse> =>
  getJson(HEALTH_PATH, healthResponseSchema, signal);
