import type { HealthResponse, ProgramReport } from '@topoforge/contract';
import { HEALTH_PATH, healthResponseSchema } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import { validAnswer } from '../../http/send-valid.js';

export interface HealthDeps {
  readonly name: string;
  readonly version: string;
  /** Found once at start-up: probing programs per request would make the probe cost a process spawn. */
  readonly programs: ProgramReport;
  /** Milliseconds since the epoch at which the server started. */
  readonly startedAt: number;
  readonly now?: () => number;
}

/** GET /cgi/health: liveness plus what this server can do (which external programs it found). */
export function registerHealthRoute(app: FastifyInstance, deps: HealthDeps): void {
  const now = deps.now ?? Date.now;
  app.get(HEALTH_PATH, async (): Promise<HealthResponse> => {
    return validAnswer(healthResponseSchema, {
      status: 'ok',
      name: deps.name,
      version: deps.version,
      uptimeSeconds: Math.max(0, Math.round((now() - deps.startedAt) / 1000)),
      programs: deps.programs,
    });
  });
}
