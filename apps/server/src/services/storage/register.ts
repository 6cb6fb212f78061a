import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { expireCertificates } from '../../kernel/storage/certificates.js';
import { registerCertificateRoutes } from './certificate-routes.js';
import { registerDownloadRoute } from './download-route.js';
import { registerFileRoutes } from './file-routes.js';
import { expireUploads } from './shard-upload.js';
import { registerShardRoutes } from './shard-routes.js';
import { registerUploadRoute } from './upload-route.js';

/** How often unfinished shard uploads are looked for (at most; a short TTL looks more often). */
const EXPIRY_EVERY_MS = 10 * 60_000;

/**
 * Cloud storage (issue 23 item 3): the shard and single-file uploads, the spaces' files, the quota call.
 * Its routes sit in a scope of their own, where multipart forms and raw part bodies are accepted (the rest
 * of the API takes JSON only) with body limits of their own.
 */
export async function registerStorageService(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const settings = ctx.config.storage;
  await app.register(async (scope) => {
    // One byte over the limit, so our own check answers (storage-too-large, with the limit) instead of busboy's.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: settings.uploadMaxBytes + 1, files: 1, fields: 10 },
    });
    // A part's body is handed over as the request stream: storePart streams it to disk and counts it.
    scope.addContentTypeParser(
      'application/octet-stream',
      { bodyLimit: settings.partMaxBytes },
      (_request, payload, done) => done(null, payload),
    );
    registerShardRoutes(scope, ctx);
    registerUploadRoute(scope, ctx);
    registerFileRoutes(scope, ctx);
    registerDownloadRoute(scope, ctx);
    registerCertificateRoutes(scope, ctx);
  });
  const sweep = (): void => {
    Promise.all([
      expireUploads(ctx.db, ctx.config.dataDir, settings.uploadTtlMs),
      expireCertificates(ctx.db, ctx.config.dataDir),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'expiring storage uploads failed'));
  };
  const timer = setInterval(sweep, Math.min(EXPIRY_EVERY_MS, settings.uploadTtlMs));
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
