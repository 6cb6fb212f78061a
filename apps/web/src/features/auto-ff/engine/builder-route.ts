import type { RouteObject } from 'react-router';
import type { BuilderPage } from './builder';

/**
 * The route of one builder page. The wizard and the builder's steps load with the page (their own
 * chunks), so the home page does not load them; `pages` are the links between builder pages.
 */
export const builderRoute = (page: BuilderPage, pages: readonly BuilderPage[]): RouteObject => ({
  path: page.path.slice(1),
  lazy: async () => {
    const [wizard, builder] = await Promise.all([import('./wizard-page'), page.load()]);
    return { Component: wizard.pageOf({ page, builder }, pages), loader: wizard.loaderOf(builder) };
  },
});
