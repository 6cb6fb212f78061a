import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ASSET_PREFIX } from './web-app.js';

/**
 * The Content-Security-Policy of every answer (pages, assets and API alike), the tightest the web app
 * runs under (apps/web/e2e/security-headers.spec.ts opens the wizard, the sketcher and the viewer and
 * fails on any violation):
 * - scripts only from this origin; 'wasm-unsafe-eval' lets Ketcher's Indigo compile its WebAssembly
 *   (no 'unsafe-eval', no inline scripts);
 * - workers from this origin (Ketcher's Indigo worker) and blob: (NGL builds its worker from a blob);
 * - styles from this origin plus inline: Ant Design and Ketcher inject <style> elements at run time;
 * - images from this origin, data: (Ketcher's icons) and blob: (NGL and Ketcher image export);
 * - Ketcher's Indigo worker alone may also evaluate strings ('unsafe-eval'): Emscripten's embind builds
 *   its function wrappers with new Function(). A worker has no DOM, and its script's own answer carries
 *   the policy it runs under (INDIGO_WORKER), so the page keeps no eval;
 * - no plugins, no <base> elsewhere, forms post only here, and no other site may frame the app
 *   (frame-ancestors, and X-Frame-Options for older browsers).
 * No upgrade-insecure-requests: a server reached over plain HTTP (a LAN, the tests) must keep working;
 * HTTPS and HSTS are the reverse proxy's (docs/deploy.md).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'", 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

/** Vite's name of Ketcher's Indigo worker script (indigoWorker-<Ketcher's hash>-<content hash>.js). */
export const INDIGO_WORKER = new RegExp(`^${ASSET_PREFIX}assets/indigoWorker-[\\w-]+\\.js$`);

/** A policy as a header value, directives in the order given. */
export function policyText(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

const INDIGO_WORKER_POLICY = policyText({
  ...CONTENT_SECURITY_POLICY,
  'script-src': [...(CONTENT_SECURITY_POLICY['script-src'] ?? []), "'unsafe-eval'"],
});

/**
 * Registers @fastify/helmet for every route: the policy above, X-Content-Type-Options: nosniff,
 * Referrer-Policy: no-referrer, X-Frame-Options: DENY, Cross-Origin-Opener-Policy and
 * Cross-Origin-Resource-Policy same-origin. Strict-Transport-Security is left to the TLS-terminating
 * proxy, which knows whether the site is served over HTTPS at all.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  // After helmet's own onRequest hooks, which set the headers on the raw response.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (INDIGO_WORKER.test(path)) reply.raw.setHeader('content-security-policy', INDIGO_WORKER_POLICY);
    done();
  });
}
