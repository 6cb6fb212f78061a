/** A builder page or module browser the product menu lists (the route table passes this installation's). */
export interface ProductLink {
  readonly id: string;
  readonly path: string;
  /** An i18n key of the product's name. */
  readonly labelKey: string;
  readonly group: 'builders' | 'browsers';
}

/**
 * The university pages administrators fill (002 §2.1 /hzw-university children, §2.2 sub-menu). The top
 * menu opens home-page; its sub-menu holds software-training, activity-lecture and prop-plan.
 */
export const UNIVERSITY_KEYS = [
  'home-page',
  'software-training',
  'activity-lecture',
  'prop-plan',
  'course-details',
] as const;
export type UniversityKey = (typeof UNIVERSITY_KEYS)[number];
export const UNIVERSITY_MENU: readonly UniversityKey[] = [
  'home-page',
  'software-training',
  'activity-lecture',
  'prop-plan',
];

export const isUniversityKey = (key: string | undefined): key is UniversityKey =>
  (UNIVERSITY_KEYS as readonly string[]).includes(key ?? '');

/**
 * The product menu opens on hover after a short delay (002 §1), so a pointer crossing the header on its way
 * elsewhere does not open it. The spec keeps the delay for one browser it does not name; it is used for
 * every browser here. Seconds, as antd's Dropdown takes it.
 */
export const PRODUCT_MENU_DELAY_S = 0.2;

/**
 * The top menu entries of 002 §2.2 that this installation has pages for. apply, test-analysis,
 * service-subscription, app-reward and hzw-next (/v2) are not part of it and are not shown.
 */
export const TOP_MENU = ['home', 'products', 'university', 'news'] as const;

/** Where the consultation entry leads (002 §2.6 form). */
export const CONSULTATION_PATH = '/consultation';
/** The server's own API reference (OpenAPI at /cgi/docs). */
export const API_DOCS_PATH = '/cgi/docs';
