import { PERSONAL_SPACE, SPACE_PAGES } from './space-pages.js';

/**
 * The pages the web app routes (apps/web/src/app/routes.tsx; a web test keeps the two in step). The server
 * answers these with its shell and status 200, every other page path with the same shell and status 404
 * (the app then draws its "not found" page): a crawler or a link checker sees that the page does not exist.
 */
export const AUTO_FF_PAGE = '/personal-space/auto-ff';

export const WEB_PAGES: readonly string[] = [
  '/',
  '/home',
  '/login',
  '/oauth-login',
  '/register',
  '/forget-password',
  '/phone-bind',
  '/consultation',
  '/news-realinfo',
  '/news-realinfo/center',
  '/news-realinfo/detail',
  '/hzw-university',
  '/hzw-university/:key',
  '/personal-space/admin/consultations',
  '/personal-space/admin/reference-lists',
  '/personal-space/admin/platform',
  '/personal-space/admin/news',
  '/personal-space/admin/notices',
  '/personal-space/admin/pages',
  AUTO_FF_PAGE,
  `${AUTO_FF_PAGE}/all-atom`,
  `${AUTO_FF_PAGE}/united-atom`,
  `${AUTO_FF_PAGE}/ion-liquid`,
  `${AUTO_FF_PAGE}/carbon-material`,
  `${AUTO_FF_PAGE}/mof-cof`,
  `${AUTO_FF_PAGE}/inorganic-crystals`,
  `${AUTO_FF_PAGE}/polymers`,
  `${AUTO_FF_PAGE}/multi-body`,
  `${AUTO_FF_PAGE}/reactive-force`,
  `${AUTO_FF_PAGE}/coarse`,
  PERSONAL_SPACE,
  ...SPACE_PAGES.map((page) => page.path).filter((path) => path !== AUTO_FF_PAGE),
];

/** A `:name` segment of a page (the university page's key) matches one segment of letters, digits, - or _. */
const PARAM_SEGMENT = /^[A-Za-z0-9_-]+$/;

function matchesPage(page: string, path: string): boolean {
  const want = page.toLowerCase().split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) =>
      segment.startsWith(':') ? PARAM_SEGMENT.test(got[i] ?? '') : segment === got[i],
    )
  );
}

/**
 * Whether a request path (query and hash left off) is one of WEB_PAGES, as React Router matches it:
 * letters in any case, one trailing slash allowed, percent-encoded letters decoded, `:name` segments.
 */
export function isWebPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return false;
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
  const lower = trimmed.toLowerCase();
  return WEB_PAGES.some((page) => matchesPage(page, lower));
}
