import type { NewsItem, NewsPage, Notice, SitePage } from '@topoforge/contract';
import {
  newsDetailRoute,
  newsListRoute,
  newsSchema,
  newsPageSchema,
  noticeListRoute,
  noticeSchema,
  sitePageRoute,
  sitePageSchema,
} from '@topoforge/contract';
import { z } from 'zod';
import { getJson } from '../../../api/client';

const NOTICES = z.array(noticeSchema);
const PAGE = sitePageSchema.nullable();

/** The banner's notices; a failure leaves the banner out rather than interrupting the page (quiet). */
export const fetchNotices = (signal: AbortSignal): Promise<Notice[]> =>
  getJson(noticeListRoute.path, NOTICES, signal, undefined, { quiet: true });

export const fetchNews = (current: number, size: number, signal: AbortSignal): Promise<NewsPage> =>
  getJson(newsListRoute.path, newsPageSchema, signal, { current: String(current), size: String(size) });

/** A missing or withdrawn item is a 404 the page shows as such (quiet: no toast on top). */
export const fetchNewsItem = (id: string, signal: AbortSignal): Promise<NewsItem> =>
  getJson(newsDetailRoute.path, newsSchema, signal, { id }, { quiet: true });

export const fetchSitePage = (key: string, signal: AbortSignal): Promise<SitePage | null> =>
  getJson(sitePageRoute.path, PAGE, signal, { key });
