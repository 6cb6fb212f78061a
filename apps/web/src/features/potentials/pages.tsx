import type { RouteObject } from 'react-router';
import type { PotentialType } from './element-key';

/** Where the module browsers live (002 §2.3 page names under /personal-space/auto-ff). */
export const MODULE_BROWSER_PAGES: readonly {
  readonly id: string;
  readonly path: string;
  readonly type: PotentialType;
}[] = [
  { id: 'multi-body', path: '/personal-space/auto-ff/multi-body', type: 'EAM' },
  { id: 'reactive-force', path: '/personal-space/auto-ff/reactive-force', type: 'ReaxFF' },
];

/** Their routes: the page loads with its own chunk, so the home page does not load the periodic table. */
export const moduleBrowserRoutes = (): RouteObject[] =>
  MODULE_BROWSER_PAGES.map((page) => ({
    path: page.path.slice(1),
    lazy: async () => {
      const { PotentialBrowserPage } = await import('./browser-page');
      return { Component: () => <PotentialBrowserPage type={page.type} /> };
    },
  }));
