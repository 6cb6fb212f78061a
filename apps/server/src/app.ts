import type { ProgramReport } from '@topoforge/contract';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { detectPrograms } from '@topoforge/engines';
import type { AppContext } from './app-context.js';
import { loadTokenKey } from './auth/token-secret.js';
import { tokenAuthenticator } from './auth/token-authenticator.js';
import { kyselyJobStore } from './db/job-rows.js';
import { openDatabase } from './db/open-database.js';
import { registerAuthRoutes } from './routes/auth-service/register.js';
import { registerTopfileRoutes } from './routes/topfile/register.js';
import { registerForceFieldRoutes } from './routes/forcefield/register.js';
import { registerUserCenterRoutes } from './routes/user-center-service/register.js';
import { registerConvertRoutes } from './convert/register-routes.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerWebApp } from './http/web-app.js';
import { createJobPool } from './jobs/job-pool.js';
import { registerChargeRoutes } from './routes/charge/charge.js';
import { registerDocsRoute } from './routes/docs.js';
import { registerHealthRoute } from './routes/general-service/health.js';
import { openLibrary } from './library/molecule-library.js';
import { prepareLibrary } from './library/prepare-library.js';
import { registerLibraryRoutes } from './routes/model/library.js';
import { PRODUCT_NAME, readServerVersion } from './server-info.js';

const BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface AppOverrides {
  /** Skip probing the external programs (tests that need a fixed report). */
  readonly programs?: ProgramReport;
  /** Told of every route as it is registered (the contract test compares them with API_ROUTES). */
  readonly onRoute?: (method: string, url: string) => void;
  /** Where a missing LIBRARY_DIR is built from (default Debian's chemical-structures); null: never build it. */
  readonly librarySource?: string | null;
}

/**
 * Builds the whole HTTP app without listening, so tests can start a real server on port 0 and `main.ts`
 * stays a few lines. External programs are probed here, once.
 */
export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const startedAt = Date.now();
  // A 1 MB structure (the spec's upload limit) grows when JSON-escaped and may come with a Hessian; routes
  // that take larger payloads (topology downloads) raise this themselves.
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: BODY_LIMIT_BYTES });
  installErrorHandler(app);
  // gzip/brotli for what compresses (scripts, styles, JSON, text): the wizard's first load drops from
  // about 1.5 MB to 0.5 MB. Zips and images are left as they are.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  const onRoute = overrides.onRoute;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute(method, route.url);
    });
  }

  const programs =
    overrides.programs ?? (await detectPrograms(config.programs, (message) => app.log.warn(message)));
  app.log.info({ programs }, 'external programs');

  const database = await openDatabase(config);
  // onClose hooks run last-added first: added here, the database closes after the services that use it.
  app.addHook('onClose', () => database.close());
  app.log.info(`database: ${database.dialect} ${database.location}`);
  const db = database.db;
  const tokenKey = await loadTokenKey(config.tokenSecret, config.dataDir);
  const auth = tokenAuthenticator({ db, key: tokenKey, premiumLevels: config.premiumLevels });
  if (overrides.librarySource !== null)
    await prepareLibrary(config.libraryDir, app.log, overrides.librarySource);
  const library = openLibrary(config.libraryDir);
  const jobStore = kyselyJobStore(db);
  const jobs = createJobPool({ size: config.jobPoolSize, store: jobStore, log: app.log });
  // preClose runs before the server waits for open requests: running jobs are killed, so it need not wait.
  app.addHook('preClose', () => jobs.close());
  const ctx: AppContext = { config, auth, db, jobStore, jobs, tokenKey, programs, library };
  registerHealthRoute(app, ctx, { name: PRODUCT_NAME, version: readServerVersion(), programs, startedAt });
  // Builder and platform routes (one line per group).
  registerAuthRoutes(app, ctx);
  registerUserCenterRoutes(app, ctx);
  registerTopfileRoutes(app, ctx);
  registerForceFieldRoutes(app, ctx);
  registerLibraryRoutes(app, ctx);
  registerConvertRoutes(app, ctx);
  registerChargeRoutes(app, ctx);
  void ctx;
  registerDocsRoute(app, { title: PRODUCT_NAME, version: readServerVersion() });
  await registerWebApp(app, config.webRoot);
  return app;
}
