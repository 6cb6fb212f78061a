import type { ProgramReport } from '@topoforge/contract';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { detectPrograms } from '@topoforge/engines';
import type { AppContext } from './app-context.js';
import { noTokenAuthenticator } from './auth/no-token-authenticator.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerWebApp } from './http/web-app.js';
import { registerDocsRoute } from './routes/docs.js';
import { registerHealthRoute } from './routes/general-service/health.js';
import { PRODUCT_NAME, readServerVersion } from './server-info.js';

export interface AppOverrides {
  /** Skip probing the external programs (tests that need a fixed report). */
  readonly programs?: ProgramReport;
  /** Told of every route as it is registered (the contract test compares them with API_ROUTES). */
  readonly onRoute?: (method: string, url: string) => void;
}

/**
 * Builds the whole HTTP app without listening, so tests can start a real server on port 0 and `main.ts`
 * stays a few lines. External programs are probed here, once.
 */
export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const startedAt = Date.now();
  const app = Fastify({ logger: { level: config.logLevel } });
  installErrorHandler(app);
  const onRoute = overrides.onRoute;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute(method, route.url);
    });
  }

  const programs =
    overrides.programs ?? (await detectPrograms(config.programs, (message) => app.log.warn(message)));
  app.log.info({ programs }, 'external programs');

  const ctx: AppContext = { config, auth: noTokenAuthenticator, programs };
  registerHealthRoute(app, ctx, { name: PRODUCT_NAME, version: readServerVersion(), programs, startedAt });
  // Builder and platform routes (one line per group).
  void ctx;
  registerDocsRoute(app, { title: PRODUCT_NAME, version: readServerVersion() });
  await registerWebApp(app, config.webRoot);
  return app;
}
