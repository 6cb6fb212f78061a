import { z } from 'zod';
import { defineRoute } from './route-spec.js';

/**
 * The public site's content (spec 002 §1, §2.1, §7 admin-service): notices of the rotating banner, news
 * and the administrator-filled pages (the university/training pages, by key). Administrators write it;
 * visitors read only what is published. Nothing is shipped pre-filled.
 */
export const ADMIN_SERVICE_BASE = '/cgi/admin-service';
const BASE = ADMIN_SERVICE_BASE;
const GROUP = 'admin-service';

/** Spec 002 §9: lists default to 20 a page, first page 1. */
export const CONTENT_PAGE_SIZE = 20;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 1000;
export const CONTENT_BODY_MAX = 100_000;
export const NOTICE_TEXT_MAX = 500;

/**
 * Links an administrator may give: a path of this site ('/…', not '//host' nor '/\\host', which browsers
 * read as '//host') or an http(s) address — never
 * `javascript:` or other schemes, since visitors' browsers follow them.
 */
export const SAFE_LINK = /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\]+[^\s\\]*)$/i;
/** Page keys are what the route names: /hzw-university/<key>. */
export const PAGE_KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const linkField = z
  .string()
  .trim()
  .max(2048)
  .regex(SAFE_LINK, 'a path of this site (/…) or an http(s) address')
  .nullable()
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
const idField = z.coerce.number().int().positive();
const idBody = z.object({ id: idField });
const publishBody = z.object({ id: idField, published: z.boolean() });
const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(CONTENT_PAGE_SIZE),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  published: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeBodySchema = z.object({
  id: idField.optional(),
  title: text(CONTENT_TITLE_MAX),
  text: text(NOTICE_TEXT_MAX),
  link: linkField,
  published: z.boolean().default(false),
  sortOrder: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type NoticeBody = z.input<typeof noticeBodySchema>;

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published: z.boolean(),
  /** When it was first published (ISO-8601); null while it never was. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsSchema>;
/** A list row: no body. */
export const newsRowSchema = newsSchema.omit({ body: true });
export type NewsRow = z.infer<typeof newsRowSchema>;

export const newsBodySchema = z.object({
  id: idField.optional(),
  title: text(CONTENT_TITLE_MAX),
  summary: z.string().trim().max(CONTENT_SUMMARY_MAX).default(''),
  /** Plain text; paragraphs are separated by blank lines. The web client shows it as text, never as HTML. */
  body: text(CONTENT_BODY_MAX),
  published: z.boolean().default(false),
});
export type NewsBody = z.input<typeof newsBodySchema>;

export const newsPageSchema = z.object({
  records: z.array(newsRowSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;
/** The administrators' list carries the bodies, which they edit. */
export const newsAdminPageSchema = newsPageSchema.extend({ records: z.array(newsSchema) });
export type NewsAdminPage = z.infer<typeof newsAdminPageSchema>;

export const sitePageSchema = z.object({
  key: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageBodySchema = z.object({
  key: z.string().trim().regex(PAGE_KEY, 'lower-case letters, digits, - and _ (at most 64)'),
  title: text(CONTENT_TITLE_MAX),
  body: text(CONTENT_BODY_MAX),
});
export type SitePageBody = z.input<typeof sitePageBodySchema>;

const DONE = z.object({ done: z.literal(true) });
const NOT_FOUND =
  'An id or key that does not exist (or, for visitors, is not published): 404 content-not-found.';

export const noticeListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/notice/getNoticeList`,
  group: GROUP,
  summary: 'Published notices of the rotating banner, in their order (002 §1)',
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(noticeSchema) },
});

export const newsListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/config/getNewsList`,
  group: GROUP,
  summary: 'Published news, newest first, paged (002 §7; size 20, page 1 by default)',
  access: 'anonymous',
  query: pageQuery,
  answer: { kind: 'json', data: newsPageSchema },
});

export const newsDetailRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/config/getNewsDetail`,
  group: GROUP,
  summary: 'One published news item with its body',
  description: NOT_FOUND,
  access: 'anonymous',
  query: z.object({ id: idField }),
  answer: { kind: 'json', data: newsSchema },
});

export const sitePageRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/page/getPage`,
  group: GROUP,
  summary: 'An administrator-filled page by key (the university/training pages); null when not filled',
  access: 'anonymous',
  query: z.object({ key: z.string().regex(PAGE_KEY, 'a page key') }),
  answer: { kind: 'json', data: sitePageSchema.nullable() },
});

const adminRoute = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path: `${BASE}/${path}`,
    group: GROUP,
    summary,
    description: `Administrators only (403 otherwise). ${NOT_FOUND}`,
    access: 'admin',
    body,
    answer: { kind: 'json', data: DONE },
  });

export const noticeAdminListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/notice/admin/list`,
  group: GROUP,
  summary: 'Every notice, published or not (administrators)',
  access: 'admin',
  answer: { kind: 'json', data: z.array(noticeSchema) },
});
export const noticeSaveRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/notice/admin/save`,
  group: GROUP,
  summary: 'Create a notice, or update the one with `id` (administrators)',
  description: `Administrators only (403 otherwise). ${NOT_FOUND}`,
  access: 'admin',
  body: noticeBodySchema,
  answer: { kind: 'json', data: noticeSchema },
});
export const noticePublishRoute = adminRoute(
  'notice/admin/publish',
  'Publish or withdraw a notice',
  publishBody,
);
export const noticeDeleteRoute = adminRoute('notice/admin/delete', 'Delete a notice', idBody);

export const newsAdminListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/news/admin/list`,
  group: GROUP,
  summary: 'Every news item with its body, published or not, newest change first, paged (administrators)',
  access: 'admin',
  query: pageQuery,
  answer: { kind: 'json', data: newsAdminPageSchema },
});
export const newsSaveRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/news/admin/save`,
  group: GROUP,
  summary: 'Create a news item, or update the one with `id` (administrators)',
  description: `The first publication sets publishedAt; withdrawing keeps it. ${NOT_FOUND}`,
  access: 'admin',
  body: newsBodySchema,
  answer: { kind: 'json', data: newsSchema },
});
export const newsPublishRoute = adminRoute(
  'news/admin/publish',
  'Publish or withdraw a news item',
  publishBody,
);
export const newsDeleteRoute = adminRoute('news/admin/delete', 'Delete a news item', idBody);

export const sitePageAdminListRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/page/admin/list`,
  group: GROUP,
  summary: 'Every filled page (administrators)',
  access: 'admin',
  answer: { kind: 'json', data: z.array(sitePageSchema) },
});
export const sitePageSaveRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/page/admin/save`,
  group: GROUP,
  summary: 'Fill or replace the page with `key` (administrators)',
  access: 'admin',
  body: sitePageBodySchema,
  answer: { kind: 'json', data: sitePageSchema },
});
export const sitePageDeleteRoute = adminRoute(
  'page/admin/delete',
  'Empty the page with `key` (administrators)',
  z.object({ key: z.string().regex(PAGE_KEY, 'a page key') }),
);

export const CONTENT_ROUTES = [
  noticeListRoute,
  newsListRoute,
  newsDetailRoute,
  sitePageRoute,
  noticeAdminListRoute,
  noticeSaveRoute,
  noticePublishRoute,
  noticeDeleteRoute,
  newsAdminListRoute,
  newsSaveRoute,
  newsPublishRoute,
  newsDeleteRoute,
  sitePageAdminListRoute,
  sitePageSaveRoute,
  sitePageDeleteRoute,
] as const;
