import type { Notice } from '@topoforge/contract';
import {
  noticeAdminListRoute,
  noticeDeleteRoute,
  noticeListRoute,
  noticePublishRoute,
  noticeSaveRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { ContentDb, ContentNoticesTable } from './tables.js';
import { contentDb, isoOf, mustExist } from './tables.js';

const wire = (row: Selectable<ContentNoticesTable>): Notice => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: row.link,
  published: Number(row.published) === 1,
  sortOrder: row.sort_order,
  updatedAt: isoOf(row.updated_at),
});

/** Published notices first by their order, then oldest first, so an administrator's order is kept. */
async function listNotices(db: ContentDb, publishedOnly: boolean): Promise<Notice[]> {
  let query = db.selectFrom('content_notices').selectAll();
  if (publishedOnly) query = query.where('published', '=', 1);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map(wire);
}

async function noticeById(db: ContentDb, id: number): Promise<Notice> {
  const row = await db.selectFrom('content_notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'content-not-found', { what: 'notice', id });
  return wire(row);
}

/** GET notices for the banner; the administrators' list, save, publish and delete (002 §1). */
export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = contentDb(ctx.db);
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, noticeListRoute, () => listNotices(db, true));
  registerApiRoute(app, deps, noticeAdminListRoute, () => listNotices(db, false));
  registerApiRoute(app, deps, noticeSaveRoute, async ({ body }) => {
    const values = {
      title: body.title,
      text: body.text,
      link: body.link,
      published: body.published ? 1 : 0,
      sort_order: body.sortOrder,
      updated_at: Date.now(),
    };
    if (body.id === undefined) {
      const made = await db
        .insertInto('content_notices')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return noticeById(db, made.id);
    }
    const changed = await db
      .updateTable('content_notices')
      .set(values)
      .where('id', '=', body.id)
      .executeTakeFirst();
    mustExist(changed.numUpdatedRows, 'notice', body.id);
    return noticeById(db, body.id);
  });
  registerApiRoute(app, deps, noticePublishRoute, async ({ body }) => {
    const changed = await db
      .updateTable('content_notices')
      .set({ published: body.published ? 1 : 0, updated_at: Date.now() })
      .where('id', '=', body.id)
      .executeTakeFirst();
    mustExist(changed.numUpdatedRows, 'notice', body.id);
    return { done: true as const };
  });
  registerApiRoute(app, deps, noticeDeleteRoute, async ({ body }) => {
    const gone = await db.deleteFrom('content_notices').where('id', '=', body.id).executeTakeFirst();
    mustExist(gone.numDeletedRows, 'notice', body.id);
    return { done: true as const };
  });
}
