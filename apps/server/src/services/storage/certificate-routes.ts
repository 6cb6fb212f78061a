import { CERTIFICATE_MAX_BYTES, storageRoutes } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { RateRule } from '../../kernel/rate-limit/rate-limiter.js';
import { createRateLimiter } from '../../kernel/rate-limit/rate-limiter.js';
import { readCertificate, storeCertificate } from '../../kernel/storage/certificates.js';
import { caller } from './shard-routes.js';
import { firstFile } from './upload-route.js';

/** Anonymous image uploads per client address: a registration needs at most 9, retries included. */
export const PUBLIC_UPLOAD_LIMIT: RateRule = { limit: 30, windowMs: 60 * 60_000 };

/** commonUpload/uploadFilePublicGetUrl (002 §7, the registration's certificate images) and reading one back. */
export function registerCertificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.db);
  registerApiRoute(app, ctx, storageRoutes.uploadPublic, async ({ request }) => {
    const hit = await limiter.hit(`public-upload:ip:${request.ip}`, PUBLIC_UPLOAD_LIMIT);
    if (!hit.allowed) throw new HttpError(429, 'storage-too-many-uploads', { seconds: hit.retryAfter });
    const { file } = await firstFile(request);
    const limited = async function* () {
      let seen = 0;
      for await (const chunk of file.file as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > CERTIFICATE_MAX_BYTES)
          throw new HttpError(413, 'storage-too-large', { limit: CERTIFICATE_MAX_BYTES });
        yield chunk;
      }
    };
    return storeCertificate(ctx.db, ctx.config.dataDir, file.filename, limited());
  });

  registerApiRoute(app, ctx, storageRoutes.certificate, async ({ params, user }) => {
    const name = params.name ?? '';
    return { fileName: name, bytes: await readCertificate(ctx.db, ctx.config.dataDir, name, caller(user)) };
  });
}
