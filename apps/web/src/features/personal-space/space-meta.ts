import type { SpacePage, SpaceSection } from '@topoforge/contract';
import { spacePage } from '@topoforge/contract';

/** The top-menu keys of 002 §2.2 route meta. */
export type TopMenuKey =
  | 'compute-center'
  | 'user-center'
  | 'cloud-space'
  | 'research-group'
  | 'horizontal-project'
  | 'incentive-plan'
  | 'notification-center'
  | 'help-center';

const TOP_MENU: Partial<Record<SpaceSection, TopMenuKey>> = {
  'compute-enter': 'compute-center',
  'user-center': 'user-center',
  'cloud-space': 'cloud-space',
  'research-group': 'research-group',
  'horizontal-project': 'horizontal-project',
  'incentive-plan': 'incentive-plan',
  'notification-center': 'notification-center',
  hele_FAQ: 'help-center',
};

/** Route meta of 002 §2.2: hidden footer, parent breadcrumb and top-menu key. */
export interface RouteMeta {
  /** Every personal-space page hides the site footer: the tools need the room. */
  readonly hiddenFooter: true;
  /** Route names from the section's first page down to this page's parent. */
  readonly breadcrumb: readonly string[];
  readonly topMenuKey: TopMenuKey | undefined;
}

export function routeMeta(page: SpacePage): RouteMeta {
  const parents: string[] = [];
  let parent = page.parent === undefined ? undefined : spacePage(page.parent);
  while (parent !== undefined && !parents.includes(parent.name)) {
    parents.unshift(parent.name);
    parent = parent.parent === undefined ? undefined : spacePage(parent.parent);
  }
  return { hiddenFooter: true, breadcrumb: parents, topMenuKey: TOP_MENU[page.section] };
}
