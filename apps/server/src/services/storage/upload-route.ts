import { spaceSchema, storageRoutes } from '@topoforge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import { caller, targetPath } from './shard-routes.js';
import { ensureRoom, keepWithinQuota, openSpaceFor, wireUsage } from './space-access.js';

/** The form's fields before the file, and the file part itself (@fastify/multipart's iterator). */
export async function firstFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'storage-not-multipart');
  const fields: Record<string, string> = {};
  // The name as sent (preservePath), so a name with a path in it is refused (storage-path-unsafe), not cut.
  for await (const part of request.parts({ preservePath: true })) {
    if (part.type === 'file') return { fields, file: part };
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  throw new HttpError(400, 'storage-no-file');
}

/**
 * commonUpload/uploadMultipartFile (002 §7: form data file): the file is streamed into the space, limited
 * to STORAGE_UPLOAD_MAX_MB; its size is known only once received, so the quota is checked for room
 * before and for the real size after (the file is removed when it did not fit).
 */
export function registerUploadRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, ctx, storageRoutes.uploadFile, async ({ request, user }) => {
    const { fields, file } = await firstFile(request);
    const space = spaceSchema.safeParse(fields.space ?? 'personal');
    if (!space.success) {
      throw new HttpError(400, 'invalid-request', {
        where: 'body',
        field: 'space',
        problem: space.error.issues[0]?.message ?? 'invalid',
      });
    }
    const opened = await openSpaceFor(ctx, caller(user), space.data);
    const path = targetPath(fields.folder ?? '/', file.filename);
    await ensureRoom(ctx, opened, 1);
    const entry = await opened.storage.put(path, file.file, { maxBytes: ctx.config.storage.uploadMaxBytes });
    const usage = await keepWithinQuota(ctx, opened, path, entry.size);
    return { entry, usage: wireUsage(usage) };
  });
}
