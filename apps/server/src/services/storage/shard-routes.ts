import { storageRoutes } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../kernel/app-context.js';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import { spacePathSegments } from '../../kernel/storage/safe-path.js';
import { createUpload, endUpload, findUpload, joinedParts, storePart } from './shard-upload.js';
import { ensureRoom, keepWithinQuota, openSpaceFor, wireUsage } from './space-access.js';

/** Routes of `access: 'user'` always have a caller (api-route refuses others with 401 first). */
export const caller = (user: AuthUser | null): AuthUser => {
  if (!user) throw new HttpError(401, 'unauthorized');
  return user;
};

/** The target path of a file named `name` in `folder`, both checked (a name cannot hold a '/'). */
export function targetPath(folder: string, name: string): string {
  if (name.includes('/') || spacePathSegments(name).length !== 1) {
    throw new HttpError(400, 'storage-path-unsafe', { path: name });
  }
  return `/${[...spacePathSegments(folder), name].join('/')}`;
}

/** getUploadFileKey, uploadMultipartFileByPart, mergeShardUpload (002 §7 shardUpload). */
export function registerShardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const settings = ctx.config.storage;
  registerApiRoute(app, ctx, storageRoutes.uploadKey, async ({ query, user }) => {
    const me = caller(user);
    const expected = Math.ceil(query.fileSize / query.partSize);
    if (query.partSize > settings.partMaxBytes) {
      throw new HttpError(400, 'storage-part-too-large', { limit: settings.partMaxBytes });
    }
    if (expected !== query.partCount) {
      throw new HttpError(400, 'storage-shard-plan', { ...query, expected });
    }
    const opened = await openSpaceFor(ctx, me, query.space);
    const path = targetPath(query.folder, query.fileName);
    if (
      await opened.storage.stat(path).then(
        () => true,
        () => false,
      )
    ) {
      throw new HttpError(409, 'storage-exists', { path });
    }
    // Before any byte is sent: a file that cannot fit is refused now, not after minutes of uploading.
    await ensureRoom(ctx, opened, query.fileSize);
    const createdAt = Date.now();
    const key = await createUpload(ctx.db, {
      ownerKind: opened.owner.kind,
      ownerId: opened.owner.id,
      userId: me.id,
      folder: query.folder,
      fileName: query.fileName,
      fileSize: query.fileSize,
      partSize: query.partSize,
      partCount: query.partCount,
      createdAt,
    });
    return {
      key,
      partSize: query.partSize,
      partCount: query.partCount,
      expiresAt: createdAt + settings.uploadTtlMs,
    };
  });

  registerApiRoute(app, ctx, storageRoutes.uploadPart, async ({ query, user, request }) => {
    const upload = await findUpload(ctx.db, query.key, caller(user).id, settings.uploadTtlMs);
    if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/octet-stream') {
      throw new HttpError(415, 'storage-octet-stream');
    }
    const length = request.headers['content-length'];
    const declared = length === undefined ? undefined : Number(length);
    const received = await storePart(
      ctx.config.dataDir,
      upload,
      query.partNumber,
      request.body as Readable,
      declared,
    );
    return { key: upload.key, partNumber: query.partNumber, received };
  });

  registerApiRoute(app, ctx, storageRoutes.merge, async ({ body, user }) => {
    const me = caller(user);
    const upload = await findUpload(ctx.db, body.key, me.id, settings.uploadTtlMs);
    const space = upload.ownerKind === 'user' ? 'personal' : `group:${upload.ownerId}`;
    // Membership is checked again: a member removed from the group meanwhile cannot finish the upload.
    const opened = await openSpaceFor(ctx, me, space);
    const path = targetPath(upload.folder, upload.fileName);
    const entry = await opened.storage.put(path, await joinedParts(ctx.config.dataDir, upload));
    await endUpload(ctx.db, ctx.config.dataDir, upload.key);
    const usage = await keepWithinQuota(ctx, opened, path, entry.size);
    return { entry, usage: wireUsage(usage) };
  });
}
