import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { every } from '../../kernel/rate-limit/periodic.js';
import { deleteExpiredPayloads } from './adapter.js';
import { mountProvider } from './mount.js';
import { createProvider } from './provider.js';
import { registerAuthorizeRoutes } from './routes/authorize.js';
import { registerOAuthLoginRoute } from './routes/oauth-login.js';
import { oauthDb } from './tables.js';

const EXPIRY_INTERVAL_MS = 30 * 60_000;

/**
 * TopoForge as an OAuth 2 / OpenID Connect provider: the library's endpoints under the issuer
 * (PUBLIC_URL/oidc), the calls of the authorization panel under /cgi/auth-service, and a clean-up of
 * expired stored payloads every 30 minutes.
 */
export async function registerOAuthService(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const issuer = ctx.config.oauth.issuer;
  const provider = await createProvider({
    db: ctx.db,
    issuer,
    tokenKey: ctx.tokenKey,
    behindProxy: ctx.config.trustProxy !== false,
  });
  // The library reports its own errors as answers; its log line goes to ours (not to standard error).
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'oidc-provider error'));
  await mountProvider(app, provider, issuer);
  registerAuthorizeRoutes(app, ctx, provider);
  registerOAuthLoginRoute(app, ctx, provider);
  const expiry = every(
    EXPIRY_INTERVAL_MS,
    () => deleteExpiredPayloads(oauthDb(ctx.db)),
    (err) => app.log.warn({ err }, 'deleting expired OAuth payloads failed'),
  );
  app.addHook('onClose', () => expiry.stop());
}
