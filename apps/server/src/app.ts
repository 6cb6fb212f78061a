import type { ProgramReport } from '@topoforge/contract';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './kernel/config.js';
import { detectPrograms } from '@topoforge/engines';
import type { AppContext } from './kernel/app-context.js';
import { loadTokenKey } from './kernel/auth/token-secret.js';
import { tokenAuthenticator } from './kernel/auth/token-authenticator.js';
import { kyselyJobStore } from './kernel/jobs/job-rows.js';
import { openDatabase } from './kernel/db/open-database.js';
import { registerAuthRoutes } from './services/auth/register.js';
import type { WeChatProvider } from './kernel/wechat/provider.js';
import { registerGeneralRoutes } from './services/general/register.js';
import { BUILDER_JOBS } from './services/builder/jobs/builder-jobs.js';
import { registerBuilderService } from './services/builder/register.js';
import { registerUserCenterRoutes } from './services/user-center/register.js';
import { registerOAuthService } from './services/oauth/register.js';
import { registerPotentialsService } from './services/potentials/register.js';
import { registerContentService } from './services/content/register.js';
import { registerReferenceAdminService } from './services/reference-admin/register.js';
import { registerStorageService } from './services/storage/register.js';
import { registerResearchGroupService } from './services/research-groups/register.js';
import { registerMembershipService } from './services/membership/register.js';
import { registerNotificationService } from './services/notifications/register.js';
import { registerCatalogueService } from './services/catalogue/register.js';
import { registerUserProfileService } from './services/user-profile/register.js';
import { registerHpcAgentService } from './services/hpc-agent/register.js';
import { closeListenerFirst } from './kernel/http/close-listener-first.js';
import { installErrorHandler } from './kernel/http/error-handler.js';
import { registerWebApp } from './kernel/http/web-app.js';
import type { LogStream } from './kernel/http/log-redaction.js';
import { serverLoggerOptions } from './kernel/http/log-redaction.js';
import { registerSecurityHeaders } from './kernel/http/security-headers.js';
import fastifyCookie from '@fastify/cookie';
import { chooseJobRunner } from './kernel/jobs/choose-runner.js';
import { recoverJobs } from './kernel/jobs/recover-jobs.js';
import { installRateLimitExpiry } from './kernel/rate-limit/expiry.js';
import { registerDocsRoute } from './services/general/routes/docs.js';
import { registerHealthRoute } from './services/general/routes/health.js';
import { registerReferenceDataRoutes } from './services/general/routes/reference-data.js';
import { PRODUCT_NAME, readServerVersion } from './kernel/server-info.js';

const BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface AppOverrides {
  /** Skip probing the external programs (tests that need a fixed report). */
  readonly programs?: ProgramReport;
  /** Told of every route as it is registered (the contract test compares them with API_ROUTES). */
  readonly onRoute?: (method: string, url: string) => void;
  /** Where a missing LIBRARY_DIR is built from (default Debian's chemical-structures); null: never build it. */
  readonly librarySource?: string | null;
  /** Where log lines go instead of standard output (tests that read the log). */
  readonly logStream?: LogStream;
  /** WeChat login through this provider (API tests: WeChat's servers are out of reach from a test). */
  readonly wechatProvider?: WeChatProvider;
}

/**
 * Builds the whole HTTP app without listening, so tests can start a real server on port 0 and `main.ts`
 * stays a few lines. External programs are probed here, once.
 */
export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const startedAt = Date.now();
  // The request log shows no credential: `?access_token=` values are redacted, headers are not logged.
  const logger = serverLoggerOptions(config.logLevel, overrides.logStream);
  // A 1 MB structure (the spec's upload limit) grows when JSON-escaped and may come with a Hessian; routes
  // that take larger payloads (topology downloads) raise this themselves.
  // trustProxy (TRUST_PROXY): request.ip is the client behind the named proxies, for the rate limits.
  // return503OnClosing off: a request that reached us before the listener closed is served (or fails as
  // its job is stopped), not refused with a bare 503 while the close waits for the jobs.
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
  });
  installErrorHandler(app);
  // On close, new connections are refused at once (a proxy sends them to another replica), then jobs stop.
  closeListenerFirst(app);
  // CSP, nosniff, Referrer-Policy … on every answer (kernel/http/security-headers.ts).
  await registerSecurityHeaders(app);
  // The session and CSRF cookies of kernel/auth/session-cookie.ts (read by the authenticator).
  await app.register(fastifyCookie);
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
  installRateLimitExpiry(app, db);
  const tokenKey = await loadTokenKey(config.tokenSecret, config.dataDir);
  const auth = tokenAuthenticator({ db, key: tokenKey, premiumLevels: config.premiumLevels });
  const jobStore = kyselyJobStore(db);
  // Before any job runs: jobs a crashed server left unfinished are marked, their programs and temp dirs removed.
  const recovered = await recoverJobs(db);
  if (recovered.interrupted > 0) app.log.warn({ recovered }, 'jobs interrupted by the previous server stop');
  // Worker threads here, or Slurm jobs when an administrator set JOB_RUNNER=slurm (kernel/jobs/runner-settings.ts).
  const jobs = chooseJobRunner(config, [BUILDER_JOBS], jobStore, app.log);
  if (config.jobRunner.kind === 'slurm')
    app.log.info({ jobRunner: config.jobRunner }, 'builder jobs run on Slurm');
  // preClose runs before the server waits for open requests: running jobs are stopped (worker threads
  // terminated, programs killed), so it need not wait.
  app.addHook('preClose', () => jobs.close());
  const ctx: AppContext = { config, auth, db, jobStore, jobs, tokenKey, programs };
  registerHealthRoute(app, ctx, { name: PRODUCT_NAME, version: readServerVersion(), programs, startedAt });
  // One line per service (apps/server/src/services/<service>/register.ts).
  registerAuthRoutes(app, ctx, { wechat: overrides.wechatProvider });
  registerUserCenterRoutes(app, ctx);
  await registerOAuthService(app, ctx);
  registerGeneralRoutes(app, ctx);
  registerContentService(app, ctx);
  registerReferenceAdminService(app, ctx);
  await registerStorageService(app, ctx);
  registerResearchGroupService(app, ctx);
  registerMembershipService(app, ctx);
  registerNotificationService(app, ctx);
  registerCatalogueService(app, ctx);
  registerUserProfileService(app, ctx);
  registerHpcAgentService(app, ctx);
  await registerPotentialsService(app, ctx);
  await registerBuilderService(app, ctx, { librarySource: overrides.librarySource });
  registerReferenceDataRoutes(app, ctx);
  registerDocsRoute(app, { title: PRODUCT_NAME, version: readServerVersion() });
  await registerWebApp(app, config.webRoot);
  return app;
}
