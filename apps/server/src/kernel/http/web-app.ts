import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@topoforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueAnswer, notFoundAnswer } from './errors.js';
import { languageOf } from './language.js';

/** Built assets live under this prefix (Vite's `base`); every other non-API path is a page of the app. */
export const ASSET_PREFIX = '/web/';
const API_PREFIX = '/cgi/';

/**
 * Serves the built web app: hashed assets under /web/ (cached for good), and index.html for any other GET
 * so that React Router can draw the page (SPA fallback): status 200 for the pages the app routes (the
 * contract's WEB_PAGES), 404 for any other. Unknown /cgi/ and /web/ paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = join(webRoot, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn(`web app not built (${indexFile} missing): run \`npm run build\``);

  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: ASSET_PREFIX,
    index: false,
    // Vite names files under assets/ by content hash, so they never change; anything else (favicon) may.
    cacheControl: false,
    setHeaders: (res, path) => {
      const immutable = path.startsWith(join(webRoot, 'assets'));
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const page = isPageRequest(request);
    // A path the app does not route gets the shell too (it draws "not found"), with status 404.
    if (page && built) return sendShell(reply.status(isWebPage(request.url) ? 200 : 404), webRoot);
    const lang = languageOf(request.headers['accept-language']);
    const answer = page
      ? catalogueAnswer(503, 'web-app-missing', {}, lang)
      : notFoundAnswer(request.method, request.url, lang);
    return reply.status(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith(API_PREFIX) && path !== '/cgi' && !path.startsWith(ASSET_PREFIX);
}

function sendShell(reply: FastifyReply, webRoot: string): FastifyReply {
  // index.html names the current asset hashes, so it must never be cached.
  return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot, { cacheControl: false });
}
