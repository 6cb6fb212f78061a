import type {
  NewsAdminPage,
  NewsBody,
  Notice,
  NoticeBody,
  SitePage,
  SitePageBody,
} from '@topoforge/contract';
import {
  newsAdminListRoute,
  newsDeleteRoute,
  newsAdminPageSchema,
  newsPublishRoute,
  newsSaveRoute,
  newsSchema,
  noticeAdminListRoute,
  noticeDeleteRoute,
  noticePublishRoute,
  noticeSaveRoute,
  noticeSchema,
  sitePageAdminListRoute,
  sitePageDeleteRoute,
  sitePageSaveRoute,
  sitePageSchema,
} from '@topoforge/contract';
import { z } from 'zod';
import { getJson, postJson } from '../../../api/client';

const DONE = z.unknown();

/** The administrators' content calls (services/content); failures show through the API client's toasts. */
export const adminApi = {
  notices: (signal: AbortSignal): Promise<Notice[]> =>
    getJson(noticeAdminListRoute.path, z.array(noticeSchema), signal),
  saveNotice: (body: NoticeBody) => postJson(noticeSaveRoute.path, body, noticeSchema),
  publishNotice: (id: number, published: boolean) =>
    postJson(noticePublishRoute.path, { id, published }, DONE),
  deleteNotice: (id: number) => postJson(noticeDeleteRoute.path, { id }, DONE),
  news: (current: number, signal: AbortSignal): Promise<NewsAdminPage> =>
    getJson(newsAdminListRoute.path, newsAdminPageSchema, signal, { current: String(current), size: '20' }),
  saveNews: (body: NewsBody) => postJson(newsSaveRoute.path, body, newsSchema),
  publishNews: (id: number, published: boolean) => postJson(newsPublishRoute.path, { id, published }, DONE),
  deleteNews: (id: number) => postJson(newsDeleteRoute.path, { id }, DONE),
  pages: (signal: AbortSignal): Promise<SitePage[]> =>
    getJson(sitePageAdminListRoute.path, z.array(sitePageSchema), signal),
  savePage: (body: SitePageBody) => postJson(sitePageSaveRoute.path, body, sitePageSchema),
  deletePage: (key: string) => postJson(sitePageDeleteRoute.path, { key }, DONE),
};
