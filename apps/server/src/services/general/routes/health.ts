import type { HealthProblem, ProgramReport } from '@topoforge/contract';
import { HEALTH_ROUTE } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../kernel/http/api-route.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { tempDirProblem } from '../../../kernel/config.js';

export interface HealthDeps {
  readonly name: string;
  readonly version: string;
  /** Found once at start-up: probing programs per request would make the probe cost a process spawn. */
  readonly programs: ProgramReport;
  /** Milliseconds since the epoch at which the server started. */
  readonly startedAt: number;
  readonly now?: () => number;
}

/**
 * What keeps a part of the server from working right now. Checked on each call (a stat and an access
 * check): the temp directory may vanish after start-up (a tmp cleaner), and every engine call needs it.
 */
function currentProblems(): HealthProblem[] {
  const tempDir = tempDirProblem();
  return tempDir === undefined ? [] : [{ code: 'temp-dir', message: tempDir }];
}

/**
 * GET /cgi/health: liveness plus what this server can do (which external programs it found), and
 * status 'degraded' with the problems when a part of it cannot work.
 */
export function registerHealthRoute(app: FastifyInstance, routeDeps: RouteDeps, deps: HealthDeps): void {
  const now = deps.now ?? Date.now;
  registerApiRoute(app, routeDeps, HEALTH_ROUTE, () => ({
    ...health(currentProblems()),
    name: deps.name,
    version: deps.version,
    uptimeSeconds: Math.max(0, Math.round((now() - deps.startedAt) / 1000)),
    programs: deps.programs,
  }));
}

const health = (problems: HealthProblem[]) =>
  problems.length === 0 ? { status: 'ok' as const } : { status: 'degraded' as const, problems };
