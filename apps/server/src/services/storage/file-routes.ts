import { storageRoutes } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { refreshUsage, setSpaceQuota, spaceUsage } from '../../kernel/storage/quota.js';
import { openSpace } from '../../kernel/storage/open-space.js';
import { normalSpacePath, spacePathSegments } from '../../kernel/storage/safe-path.js';
import { caller } from './shard-routes.js';
import { openSpaceFor, spacesOf, usageOf, wireUsage } from './space-access.js';

/** The spaces, folder listing, delete, move, new folder and the administrators' quota call. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, ctx, storageRoutes.spaces, ({ user }) => spacesOf(ctx, caller(user)));

  registerApiRoute(app, ctx, storageRoutes.list, async ({ query, user }) => {
    const opened = await openSpaceFor(ctx, caller(user), query.space);
    const folder = normalSpacePath(spacePathSegments(query.folder));
    const entries = await opened.storage.list(folder);
    return { space: opened.space, folder, entries, usage: wireUsage(await usageOf(ctx, opened)) };
  });

  registerApiRoute(app, ctx, storageRoutes.remove, async ({ body, user }) => {
    const opened = await openSpaceFor(ctx, caller(user), body.space);
    await opened.storage.remove(body.path);
    await refreshUsage(ctx.db, opened.owner, opened.storage);
    return wireUsage(await usageOf(ctx, opened));
  });

  registerApiRoute(app, ctx, storageRoutes.move, async ({ body, user }) => {
    const opened = await openSpaceFor(ctx, caller(user), body.space);
    return opened.storage.move(body.from, body.to);
  });

  registerApiRoute(app, ctx, storageRoutes.makeFolder, async ({ body, user }) => {
    const opened = await openSpaceFor(ctx, caller(user), body.space);
    return opened.storage.makeFolder(body.path);
  });

  registerApiRoute(app, ctx, storageRoutes.setQuota, async ({ body }) => {
    const owner = { kind: body.kind, id: body.id };
    await setSpaceQuota(ctx.db, owner, body.quotaMb === null ? null : Math.floor(body.quotaMb * 1_048_576));
    const usage = await spaceUsage(
      ctx.db,
      ctx.config.storage,
      owner,
      openSpace(ctx.config.dataDir, owner),
      0,
    );
    return wireUsage(usage);
  });
}
