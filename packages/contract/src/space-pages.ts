/**
 * The personal-space routes of spec 002 §2.3 by name: the web app's shell routes every one (its registry
 * gives each a page) and the server answers each with 200 (WEB_PAGES). A page lives at
 * /personal-space/<section>/<name>; the member centre, the literature centre and the builder keep their
 * own short paths.
 */
export const PERSONAL_SPACE = '/personal-space';

/** The sections of the side menu (002 §2.3), plus the phase lab whose pages the online-tool entry opens. */
export const SPACE_SECTIONS = [
  'membercenter',
  'compute-enter',
  'online-tool',
  'user-center',
  'cloud-space',
  'research-group',
  'horizontal-project',
  'incentive-plan',
  'literature-center',
  'hele_FAQ',
  'notification-center',
  'softwore-center',
  'membership-interests',
  'phase-lab',
] as const;
export type SpaceSection = (typeof SPACE_SECTIONS)[number];

export interface SpacePage {
  readonly name: string;
  readonly path: string;
  readonly section: SpaceSection;
  /** A page reached from another (a detail, a step), not listed in the side menu. */
  readonly hidden?: boolean;
  /** The page the breadcrumb shows above this one (002 §2.2 "parent breadcrumb"). */
  readonly parent?: string;
}

const at = (section: SpaceSection, name: string, extra: Partial<SpacePage> = {}): SpacePage => ({
  name,
  path: `${PERSONAL_SPACE}/${section}/${name}`,
  section,
  ...extra,
});
const hidden = (section: SpaceSection, name: string, parent?: string): SpacePage =>
  at(section, name, { hidden: true, ...(parent === undefined ? {} : { parent }) });

const PHASE_LAB_PAGES = [
  'point-calculation',
  'piont-result',
  'line-result',
  '2d-result',
  'line-calculation',
  'binary-phase-diagram',
  'isothermal-section',
  'liquidus-projection',
  'multi-component-isothermal',
  'multi-component-vertical',
  'individual-property',
  'tracer-diffusion',
  'intrinsic-diffusion',
  'inter-diffusion',
  'solidification',
  'spinodal-decomposition',
  'solid-transformation',
  'ttt-cct',
  'scheil-calculation',
  'cracking-susceptibility',
  'page-one',
  'calculation-results',
];

const HORIZONTAL_HIDDEN = [
  'online-declaration',
  'online-declaration-old',
  'project-check',
  'project-interim-check',
  'project-check-old',
  'online-declaration-progress',
  'online-declaration-progress-old',
];

/** Every personal-space route of 002 §2.3, in the side menu's order within each section. */
export const SPACE_PAGES: readonly SpacePage[] = [
  { name: 'membercenter', path: `${PERSONAL_SPACE}/membercenter`, section: 'membercenter' },
  at('compute-enter', 'submit-job'),
  at('compute-enter', 'my-homework'),
  hidden('compute-enter', 'work-detail', 'my-homework'),
  at('compute-enter', 'supercompute-resources'),
  at('compute-enter', 'computing-resources'),
  hidden('compute-enter', 'data-administration'),
  { name: 'auto-ff-home', path: `${PERSONAL_SPACE}/auto-ff`, section: 'online-tool' },
  at('online-tool', 'online-phase-lab'),
  at('online-tool', 'flint'),
  at('online-tool', 'online-nano-designer'),
  hidden('online-tool', 'online-nano-designer-test'),
  at('online-tool', 'online-meq-lab'),
  at('user-center', 'expert-plan'),
  at('user-center', 'user-info'),
  at('user-center', 'alert-setting'),
  at('user-center', 'login-record'),
  at('cloud-space', 'single-personspace'),
  at('cloud-space', 'research-groupspace'),
  at('research-group', 'member-management'),
  at('research-group', 'homepage-group'),
  at('horizontal-project', 'project-declaration'),
  at('horizontal-project', 'declaration-guide'),
  ...HORIZONTAL_HIDDEN.map((name) => hidden('horizontal-project', name, 'project-declaration')),
  at('incentive-plan', 'apply-list'),
  ...['add-apply', 'apply-check', 'apply-details'].map((n) => hidden('incentive-plan', n, 'apply-list')),
  {
    name: 'literature-center',
    path: `${PERSONAL_SPACE}/literature-center`,
    section: 'literature-center',
  },
  at('hele_FAQ', 'problem'),
  at('notification-center', 'website-notice'),
  hidden('notification-center', 'notice-detail', 'website-notice'),
  at('notification-center', 'remind-event'),
  at('notification-center', 'warning-info'),
  at('softwore-center', 'software-license'),
  at('membership-interests', 'interests-list'),
  at('membership-interests', 'interests-card'),
  ...PHASE_LAB_PAGES.map((name) => hidden('phase-lab', name, 'online-phase-lab')),
];

/** The page of a route name; undefined for a name §2.3 does not have. */
export const spacePage = (name: string): SpacePage | undefined =>
  SPACE_PAGES.find((page) => page.name === name);

/** The address of a route name with an optional query; undefined for a name §2.3 does not have. */
export function spacePath(name: string, query: Readonly<Record<string, string>> = {}): string | undefined {
  const page = spacePage(name);
  if (page === undefined) return undefined;
  // The contract is built without DOM or Node types, so the query is encoded by hand.
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search === '' ? page.path : `${page.path}?${search}`;
}
