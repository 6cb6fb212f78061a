import type { NewsAdminPage, NewsItem } from '@topoforge/contract';
import {
  newsAdminListRoute,
  newsDeleteRoute,
  newsDetailRoute,
  newsListRoute,
  newsPublishRoute,
  newsSaveRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { ContentDb, ContentNewsTable } from './tables.js';
import { contentDb, isoOf, mustExist } from './tables.js';

const wire = (row: Selectable<ContentNewsTable>): NewsItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  published: Number(row.published) === 1,
  publishedAt: row.published_at === null ? null : isoOf(row.published_at),
  updatedAt: isoOf(row.updated_at),
});

interface Paging {
  readonly current: number;
  readonly size: number;
}

/** Visitors: published items, newest publication first. Administrators: all, newest change first. */
async function listNews(db: ContentDb, paging: Paging, publishedOnly: boolean): Promise<NewsAdminPage> {
  let base = db.selectFrom('content_news');
  if (publishedOnly) base = base.where('published', '=', 1);
  const counted = await base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(publishedOnly ? 'published_at' : 'updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset((paging.current - 1) * paging.size)
    .execute();
  return {
    // Visitors' list rows go without the body (the route's schema drops it); administrators edit it.
    records: rows.map(wire),
    total: Number(counted.n),
    current: paging.current,
    size: paging.size,
  };
}

async function newsById(db: ContentDb, id: number, publishedOnly: boolean): Promise<NewsItem> {
  let query = db.selectFrom('content_news').selectAll().where('id', '=', id);
  if (publishedOnly) query = query.where('published', '=', 1);
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, 'content-not-found', { what: 'news', id });
  return wire(row);
}

/** Publishing sets published_at the first time only: a withdrawn and re-published item keeps its date. */
async function setPublished(db: ContentDb, id: number, published: boolean, now: number): Promise<bigint> {
  const changed = await db
    .updateTable('content_news')
    .set({
      published: published ? 1 : 0,
      published_at: published ? sql<number>`coalesce(published_at, ${now})` : sql<number>`published_at`,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return changed.numUpdatedRows;
}

/** The news calls of 002 §7 (getNewsList) with the detail, and the administrators' calls. */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = contentDb(ctx.db);
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, newsListRoute, ({ query }) => listNews(db, query, true));
  registerApiRoute(app, deps, newsDetailRoute, ({ query }) => newsById(db, query.id, true));
  registerApiRoute(app, deps, newsAdminListRoute, ({ query }) => listNews(db, query, false));
  registerApiRoute(app, deps, newsSaveRoute, async ({ body }) => {
    const now = Date.now();
    const values = { title: body.title, summary: body.summary, body: body.body, updated_at: now };
    let id = body.id;
    if (id === undefined) {
      const made = await db
        .insertInto('content_news')
        .values({ ...values, published: 0, published_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = made.id;
    } else {
      const changed = await db
        .updateTable('content_news')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst();
      mustExist(changed.numUpdatedRows, 'news', id);
    }
    await setPublished(db, id, body.published, now);
    return newsById(db, id, false);
  });
  registerApiRoute(app, deps, newsPublishRoute, async ({ body }) => {
    mustExist(await setPublished(db, body.id, body.published, Date.now()), 'news', body.id);
    return { done: true as const };
  });
  registerApiRoute(app, deps, newsDeleteRoute, async ({ body }) => {
    const gone = await db.deleteFrom('content_news').where('id', '=', body.id).executeTakeFirst();
    mustExist(gone.numDeletedRows, 'news', body.id);
    return { done: true as const };
  });
}
