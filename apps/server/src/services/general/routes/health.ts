import type { ProgramReport } from '@topoforge/contract';
import { HEALTH_ROUTE } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../kernel/http/api-route.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';

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
export function registerHealthRoute(app: FastifyInstance, routeDeps: RouteDeps, deps: HealthDeps): void {
  const now = deps.now ?? Date.now;
  registerApiRoute(app, routeDeps, HEALTH_ROUTE, () => ({
    status: 'ok' as const,
    name: deps.name,
    version: deps.version,
    uptimeSeconds: Math.max(0, Math.round((now() - deps.startedAt) / 1000)),
    programs: deps.programs,
  }));
}
