import type { ProgramReport } from '@topoforge/contract';
import type { Authenticator } from './auth/auth-user.js';
import type { ServerConfig } from './config.js';

/**
 * What routes get from the app: settings and the shared services, built once in buildApp. Routes take
 * the parts they need (registerXRoutes(app, ctx)); tests build a real one through buildApp.
 */
export interface AppContext {
  readonly config: ServerConfig;
  readonly auth: Authenticator;
  readonly programs: ProgramReport;
}
