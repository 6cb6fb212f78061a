import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Serves the provider's endpoints (discovery, authorize, token, userinfo, JWKS, revocation …) under the
 * issuer's path. Fastify hands the raw request over untouched: no body parser runs in this scope (the
 * library reads the body itself), and the path is given to it without the mount prefix, as a mounted
 * Koa/Express app would see it (originalUrl keeps the whole, for the URLs it builds).
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, issuer: string): Promise<void> {
  const prefix = new URL(issuer).pathname.replace(/\/+$/, '');
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = (
      request: { raw: { url?: string; originalUrl?: string } },
      reply: { hijack(): void; raw: unknown },
    ) => {
      const raw = request.raw;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(prefix.length) || '/';
      reply.hijack();
      callback(raw as never, reply.raw as never);
    };
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: prefix, handler });
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: `${prefix}/*`, handler });
  });
}
