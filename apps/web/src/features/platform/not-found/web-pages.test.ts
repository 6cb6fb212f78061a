import { PERSONAL_SPACE, SPACE_PAGES, WEB_PAGES } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { BUILDER_PAGES } from '../../../app/builder-table';
import { AUTO_FF_PATH } from '../../auto-ff/engine/builder';
import { MODULE_BROWSER_PAGES } from '../../potentials/pages';

describe("the server's list of web pages (it answers 404 for other paths)", () => {
  it('is the pages app/routes.tsx routes: root, home, the account pages, the auto-ff redirect and every builder page and the module browsers', () => {
    // routes.tsx's fixed entries, then its builder routes (one per entry of the builder table).
    const routed = [
      ...['/', '/home', '/login', '/register', '/forget-password', '/phone-bind', AUTO_FF_PATH],
      '/oauth-login',
      '/consultation',
      '/personal-space/admin/consultations',
      '/personal-space/admin/reference-lists',
      '/personal-space/admin/platform',
      // features/platform/public-site/site-routes.tsx
      ...['/news-realinfo', '/news-realinfo/center', '/news-realinfo/detail', '/hzw-university'],
      ...['/hzw-university/:key', '/personal-space/admin/news', '/personal-space/admin/notices'],
      '/personal-space/admin/pages',
      ...BUILDER_PAGES.map((page) => page.path),
      ...MODULE_BROWSER_PAGES.map((page) => page.path),
      // features/personal-space/space-routes.tsx: the shell's redirect and every §2.3 page but the builder's
      PERSONAL_SPACE,
      ...SPACE_PAGES.map((page) => page.path).filter((path) => path !== AUTO_FF_PATH),
    ];
    expect([...WEB_PAGES].sort()).toEqual(routed.sort());
  });
});
