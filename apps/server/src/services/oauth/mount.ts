import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    const handler = (request: FastifyRequest, reply: FastifyReply): void => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(prefix.length) || '/';
      keepSecurityHeaders(reply);
      reply.hijack();
      callback(raw, reply.raw);
    };
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: prefix, handler });
    scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: `${prefix}/*`, handler });
  });
}

/**
 * A hijacked reply sends only what is on the raw response: the security headers every answer gets
 * (kernel/http/security-headers.ts) are copied there, so the library's pages carry them too (it adds the
 * hashes of its own inline scripts to the policy's script-src). The policy's form-action is dropped: the
 * form_post response mode answers the app with a form posted to the app's redirect URI, another origin.
 */
function keepSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    if (name.toLowerCase() !== 'content-security-policy') reply.raw.setHeader(name, value);
    else reply.raw.setHeader(name, withoutFormAction(String(value)));
  }
}

const withoutFormAction = (policy: string): string =>
  policy
    .split(';')
    .filter((d) => d.trim().split(/\s+/)[0]?.toLowerCase() !== 'form-action')
    .join(';');
