import {
  errorEnvelopeSchema,
  loginResultSchema,
  newsPageSchema,
  newsSchema,
  noticeSchema,
  okEnvelope,
  sitePageSchema,
} from '@topoforge/contract';
import { z } from 'zod';
import { expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

const NOT_FOUND = { found: false, version: null } as const;
const OPTIONS = { overrides: { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } } };
const PASSWORD = 'Correct_horse1';
const BASE = '/cgi/admin-service';

async function tokenOf(server: TestServer, username: string, admin: boolean): Promise<string> {
  await addUser({ username, password: PASSWORD, admin }, server.env);
  const response = await fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, type: 0 }),
  });
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

function call(server: TestServer, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body === undefined) return fetch(server.url(`${BASE}/${path}`), { headers });
  return fetch(server.url(`${BASE}/${path}`), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function data<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  expect(response.status).toBe(200);
  const envelope = okEnvelope(schema).parse(await response.json()) as { data: z.infer<T> };
  return envelope.data;
}

describeOnDatabases(
  'content (notices, news, pages)',
  (server) => {
    it('starts empty: no invented notices, news or pages', async () => {
      expect(await data(await call(server(), 'notice/getNoticeList'), z.array(noticeSchema))).toEqual([]);
      const news = await data(await call(server(), 'config/getNewsList'), newsPageSchema);
      expect(news).toEqual({ records: [], total: 0, current: 1, size: 20 });
      const page = await data(
        await call(server(), 'page/getPage?key=software-training'),
        sitePageSchema.nullable(),
      );
      expect(page).toBeNull();
    });

    it('refuses writes to visitors (401) and to users who are not administrators (403)', async () => {
      const note = { title: 'T', text: 'x' };
      expect((await call(server(), 'notice/admin/save', undefined, note)).status).toBe(401);
      const token = await tokenOf(server(), 'plain-user', false);
      expect((await call(server(), 'notice/admin/save', token, note)).status).toBe(403);
      expect((await call(server(), 'news/admin/list', token)).status).toBe(403);
    });

    it('shows visitors published notices only, in the administrators’ order', async () => {
      const admin = await tokenOf(server(), 'notice-admin', true);
      const save = (body: object) =>
        call(server(), 'notice/admin/save', admin, body).then((r) => data(r, noticeSchema));
      const second = await save({
        title: 'B',
        text: 'second',
        published: true,
        sortOrder: 2,
        link: '/news-realinfo/center',
      });
      await save({ title: 'A', text: 'first', published: true, sortOrder: 1, link: 'https://example.org/a' });
      const hidden = await save({ title: 'C', text: 'draft', sortOrder: 0 });
      const shown = await data(await call(server(), 'notice/getNoticeList'), z.array(noticeSchema));
      expect(shown.map((n) => n.title)).toEqual(['A', 'B']);
      expect(shown[1]?.link).toBe('/news-realinfo/center');
      await data(
        await call(server(), 'notice/admin/publish', admin, { id: hidden.id, published: true }),
        z.unknown(),
      );
      await data(await call(server(), 'notice/admin/delete', admin, { id: second.id }), z.unknown());
      const after = await data(await call(server(), 'notice/getNoticeList'), z.array(noticeSchema));
      expect(after.map((n) => n.title)).toEqual(['C', 'A']);
      expect(
        (await data(await call(server(), 'notice/admin/list', admin), z.array(noticeSchema))).length,
      ).toBe(2);
    });

    it('refuses links a browser must not follow (javascript:, protocol-relative)', async () => {
      const admin = await tokenOf(server(), 'link-admin', true);
      for (const link of [
        'javascript:alert(1)',
        '//evil.example/x',
        '/\\evil.example/x',
        'data:text/html,x',
      ]) {
        const response = await call(server(), 'notice/admin/save', admin, { title: 'x', text: 'y', link });
        expect(response.status).toBe(400);
        expect(errorEnvelopeSchema.parse(await response.json()).code).toBe('invalid-request');
      }
    });

    it('publishes news: visitors page through published items, newest first, and read one', async () => {
      const admin = await tokenOf(server(), 'news-admin', true);
      const save = (body: object) =>
        call(server(), 'news/admin/save', admin, body).then((r) => data(r, newsSchema));
      const draft = await save({ title: 'Draft', body: 'not yet' });
      expect(draft.publishedAt).toBeNull();
      const first = await save({ title: 'First', summary: 's1', body: 'one', published: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await save({ title: 'Second', body: 'two\n\n<script>x</script>', published: true });
      const page = await data(await call(server(), 'config/getNewsList?current=1&size=1'), newsPageSchema);
      expect(page.total).toBe(2);
      expect(page.records.map((r) => r.title)).toEqual(['Second']);
      expect(page.records[0]).not.toHaveProperty('body');
      const next = await data(await call(server(), 'config/getNewsList?current=2&size=1'), newsPageSchema);
      expect(next.records.map((r) => r.title)).toEqual(['First']);
      const read = await data(await call(server(), `config/getNewsDetail?id=${second.id}`), newsSchema);
      expect(read.body).toBe('two\n\n<script>x</script>');
      const missing = await call(server(), `config/getNewsDetail?id=${draft.id}`);
      expect(missing.status).toBe(404);
      expect(errorEnvelopeSchema.parse(await missing.json()).code).toBe('content-not-found');
      // Withdrawing and re-publishing keeps the first publication date.
      await call(server(), 'news/admin/publish', admin, { id: first.id, published: false });
      expect((await call(server(), `config/getNewsDetail?id=${first.id}`)).status).toBe(404);
      await call(server(), 'news/admin/publish', admin, { id: first.id, published: true });
      const again = await data(await call(server(), `config/getNewsDetail?id=${first.id}`), newsSchema);
      expect(again.publishedAt).toBe(first.publishedAt);
      const all = await data(await call(server(), 'news/admin/list', admin), newsPageSchema);
      expect(all.total).toBe(3);
      await data(await call(server(), 'news/admin/delete', admin, { id: draft.id }), z.unknown());
      expect((await call(server(), 'news/admin/delete', admin, { id: draft.id })).status).toBe(404);
    });

    it('fills, replaces and empties a page by key', async () => {
      const admin = await tokenOf(server(), 'page-admin', true);
      const fill = (body: object) => call(server(), 'page/admin/save', admin, body);
      await data(await fill({ key: 'software-training', title: 'Training', body: 'v1' }), sitePageSchema);
      await data(await fill({ key: 'software-training', title: 'Training', body: 'v2' }), sitePageSchema);
      const page = await data(
        await call(server(), 'page/getPage?key=software-training'),
        sitePageSchema.nullable(),
      );
      expect(page?.body).toBe('v2');
      expect((await fill({ key: 'Bad Key', title: 'x', body: 'y' })).status).toBe(400);
      await data(await call(server(), 'page/admin/delete', admin, { key: 'software-training' }), z.unknown());
      const gone = await data(
        await call(server(), 'page/getPage?key=software-training'),
        sitePageSchema.nullable(),
      );
      expect(gone).toBeNull();
    });
  },
  OPTIONS,
);
