import { WEB_PAGES } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { BUILDER_PAGES } from '../../../app/builder-table';
import { AUTO_FF_PATH } from '../../auto-ff/engine/builder';
import { MODULE_BROWSER_PAGES } from '../../potentials/pages';

describe("the server's list of web pages (it answers 404 for other paths)", () => {
  it('is the pages app/routes.tsx routes: root, home, the account pages, the auto-ff redirect and every builder page and the module browsers', () => {
    // routes.tsx's fixed entries, then its builder routes (one per entry of the builder table).
    const routed = [
      ...['/', '/home', '/login', '/register', '/forget-password', '/phone-bind', AUTO_FF_PATH],
      '/personal-space/admin/reference-lists',
      ...BUILDER_PAGES.map((page) => page.path),
      ...MODULE_BROWSER_PAGES.map((page) => page.path),
    ];
    expect([...WEB_PAGES].sort()).toEqual(routed.sort());
  });
});
