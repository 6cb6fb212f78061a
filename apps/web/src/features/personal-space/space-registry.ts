import type { ComponentType } from 'react';

/** Loads a page's component when the page is first opened (002 §2.3 lazy-loaded page groups). */
export type PageLoader = () => Promise<ComponentType>;

/**
 * The component of each personal-space route, by route name (the names and paths are the contract's
 * SPACE_PAGES). A feature plugs its page in with ONE line here. A route without an entry shows the
 * "not part of this installation" page: the spec does not describe its content, or nobody built it.
 * The builder (auto-ff-home) keeps its own routes.
 */
export const SPACE_PAGE_COMPONENTS: Readonly<Record<string, PageLoader>> = {
  membercenter: async () => (await import('./member-centre-page')).MemberCentrePage,
};
