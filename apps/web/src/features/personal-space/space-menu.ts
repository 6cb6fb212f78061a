import type { SpacePage, SpaceSection } from '@topoforge/contract';
import { PERSONAL_SPACE, SPACE_PAGES, spacePage, spacePath } from '@topoforge/contract';

/** One entry of the side menu (002 §2.3): a section key, and its entries' keys when it opens. */
export interface MenuEntry {
  readonly key: SpaceSection;
  readonly children?: readonly string[];
}

/** The personal-space side menu of 002 §2.3, entries as keys, in the spec's order. */
export const SIDE_MENU: readonly MenuEntry[] = [
  { key: 'membercenter' },
  {
    key: 'compute-enter',
    children: ['submit-job', 'my-homework', 'supercompute-resources', 'computing-resources'],
  },
  {
    key: 'online-tool',
    children: ['auto-ff-home', 'online-phase-lab', 'flint', 'online-nano-designer', 'online-meq-lab'],
  },
  { key: 'user-center', children: ['expert-plan', 'user-info', 'alert-setting', 'login-record'] },
  { key: 'cloud-space' },
  { key: 'research-group', children: ['member-management', 'homepage-group'] },
  { key: 'horizontal-project' },
  { key: 'incentive-plan' },
  { key: 'literature-center' },
  { key: 'hele_FAQ' },
  { key: 'notification-center' },
  { key: 'softwore-center' },
  { key: 'membership-interests' },
];

/** The compute allocation records, which research-group users at level SILVER do not see (002 §2.3, §6). */
export const ALLOCATION_RECORDS = 'homepage-group';
export const SILVER_LEVEL = 'SILVER';

/** The side menu a user sees: without the allocation records for a SILVER user. */
export function sideMenuFor(userLevel: string | undefined): readonly MenuEntry[] {
  if (userLevel !== SILVER_LEVEL) return SIDE_MENU;
  return SIDE_MENU.map((entry) =>
    entry.children === undefined
      ? entry
      : { ...entry, children: entry.children.filter((name) => name !== ALLOCATION_RECORDS) },
  );
}

/** The route a menu key opens: an entry's own route, or a leaf section's first page. */
export function routeNameOfKey(key: string): string | undefined {
  if (spacePage(key) !== undefined) return key;
  return SPACE_PAGES.find((page) => page.section === key && page.hidden !== true)?.name;
}

/**
 * Where choosing a menu key goes (002 §2.3): by route name — the key's own, or a supplied `name` — with an
 * optional query. Undefined for a name the personal space does not have.
 */
export function menuTarget(
  key: string,
  options: { readonly name?: string; readonly query?: Readonly<Record<string, string>> } = {},
): string | undefined {
  const name = options.name ?? routeNameOfKey(key);
  return name === undefined ? undefined : spacePath(name, options.query);
}

/** The page of a path: a §2.3 page, or the builder's page for any path under it. */
export function pageOfPath(pathname: string): SpacePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const exact = SPACE_PAGES.find((page) => page.path === path);
  if (exact !== undefined) return exact;
  const builder = spacePage('auto-ff-home');
  return builder !== undefined && path.startsWith(`${builder.path}/`) ? builder : undefined;
}

/** The side-menu key to show selected on a path: the page's entry, its parent's, or its section's. */
export function selectedMenuKey(pathname: string): string | undefined {
  let page = pageOfPath(pathname);
  const seen = new Set<string>();
  while (page !== undefined && !seen.has(page.name)) {
    seen.add(page.name);
    const name = page.name;
    if (SIDE_MENU.some((entry) => entry.children?.includes(name))) return name;
    if (page.parent === undefined) {
      return SIDE_MENU.some((entry) => entry.key === page?.section) ? page.section : undefined;
    }
    page = spacePage(page.parent);
  }
  return undefined;
}

/** The section whose sub-menu holds a key, to open it. */
export const sectionOfKey = (key: string): SpaceSection | undefined =>
  SIDE_MENU.find((entry) => entry.key === key || entry.children?.includes(key))?.key;

export const isSpacePath = (pathname: string): boolean =>
  pathname === PERSONAL_SPACE || pathname.startsWith(`${PERSONAL_SPACE}/`);
