import { HEALTH_ROUTE } from '../health.js';
import type { ApiRouteSpec } from './route-spec.js';

/**
 * Every HTTP call of the server, in the order docs/api.md lists them. The server registers exactly these
 * (a test checks), and docs/api.md and the OpenAPI document at /cgi/docs are generated from them.
 */
export const API_ROUTES: readonly ApiRouteSpec[] = [HEALTH_ROUTE];
