import type { ProgramReport } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import type { Authenticator } from './auth/auth-user.js';
import type { Database } from './db/schema.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { JobStore } from './jobs/job-store.js';
import type { ServerConfig } from './config.js';

/**
 * What routes get from the app: settings and the shared services, built once in buildApp. Routes take
 * the parts they need (registerXRoutes(app, ctx)); tests build a real one through buildApp.
 */
export interface AppContext {
  readonly config: ServerConfig;
  readonly auth: Authenticator;
  /** The configured database (SQLite or PostgreSQL), migrated; closed when the app closes. */
  readonly db: Kysely<Database>;
  /** Where the job pool records its jobs (the `jobs` table). */
  readonly jobStore: JobStore;
  /** Runs the heavy calls (typing, parameters, charges, 3D generation) off the event loop; closed with the app. */
  readonly jobs: JobRunner;
  /** HMAC key of the access tokens (TOKEN_SECRET or DATA_DIR/token-secret). */
  readonly tokenKey: Uint8Array;
  readonly programs: ProgramReport;
}
