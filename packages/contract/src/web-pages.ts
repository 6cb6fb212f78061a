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
  '/register',
  '/forget-password',
  '/phone-bind',
  '/personal-space/admin/reference-lists',
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
];

/**
 * Whether a request path (query and hash left off) is one of WEB_PAGES, as React Router matches it:
 * letters in any case, one trailing slash allowed, percent-encoded letters decoded.
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
  return WEB_PAGES.some((page) => page.toLowerCase() === lower);
}
