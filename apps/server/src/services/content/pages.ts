import type { SitePage } from '@topoforge/contract';
import {
  sitePageAdminListRoute,
  sitePageDeleteRoute,
  sitePageRoute,
  sitePageSaveRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import type { ContentPagesTable } from './tables.js';
import { contentDb, isoOf, mustExist } from './tables.js';

const wire = (row: Selectable<ContentPagesTable>): SitePage => ({
  key: row.key,
  title: row.title,
  body: row.body,
  updatedAt: isoOf(row.updated_at),
});

/**
 * Pages administrators fill by key (the university/training pages of 002 §2.1). An unfilled key answers
 * null, not 404: the page exists in the site and shows its empty state.
 */
export function registerSitePageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = contentDb(ctx.db);
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, sitePageRoute, async ({ query }) => {
    const row = await db
      .selectFrom('content_pages')
      .selectAll()
      .where('key', '=', query.key)
      .executeTakeFirst();
    return row ? wire(row) : null;
  });
  registerApiRoute(app, deps, sitePageAdminListRoute, async () => {
    const rows = await db.selectFrom('content_pages').selectAll().orderBy('key').execute();
    return rows.map(wire);
  });
  registerApiRoute(app, deps, sitePageSaveRoute, async ({ body }) => {
    const row = { key: body.key, title: body.title, body: body.body, updated_at: Date.now() };
    await db
      .insertInto('content_pages')
      .values(row)
      .onConflict((c) =>
        c.column('key').doUpdateSet({ title: row.title, body: row.body, updated_at: row.updated_at }),
      )
      .execute();
    return wire(row);
  });
  registerApiRoute(app, deps, sitePageDeleteRoute, async ({ body }) => {
    const gone = await db.deleteFrom('content_pages').where('key', '=', body.key).executeTakeFirst();
    mustExist(gone.numDeletedRows, 'page', body.key);
    return { done: true as const };
  });
}
