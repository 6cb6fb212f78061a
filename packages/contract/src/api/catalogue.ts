import { z } from 'zod';
import { ADMIN_SERVICE_BASE, SAFE_LINK } from './content.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';
import { GENERAL_BASE } from './verification.js';

/**
 * The catalogue (issue 23 items 4, 5): products (002 §3 product record), software licences, ads (002 §3
 * ad entity, banner space codes such as web-login and web-register) and the new-user reward — all from
 * administrators' records, nothing built in.
 */
const ADMIN_ONLY = 'Administrators only (403 otherwise).';
const GROUP = 'admin-service';
const id = z.coerce.number().int().positive();
const link = z.string().trim().max(2048).regex(SAFE_LINK, 'a path of this site (/…) or an http(s) address');
const optionalLink = link.nullable().optional();
const DONE = z.object({ done: z.literal(true) });
/** 002 §9: the product list is asked for with size 1000. */
export const PRODUCT_LIST_MAX = 1000;
/** 002 §3: an ad's redirectPageType 2 opens in the same tab, anything else in a new one. */
export const AD_SAME_TAB = 2;
export const SPACE_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const productSchema = z.object({
  id: z.number().int(),
  /** Title and description split at a dash (002 §3). */
  prodName: z.string(),
  iconName: z.string().nullable(),
  iconImg: z.string().nullable(),
  /** 1 = cloud. */
  cloudType: z.number().int(),
  /** 8 other own software, 9 third party, others the main list. */
  softwareType: z.number().int(),
  /** 1 active. */
  status: z.number().int(),
  /** Shown clickable; false: shown disabled. */
  isShow: z.boolean(),
  sourceUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productBodySchema = z.object({
  id: z.number().int().positive().optional(),
  prodName: z.string().trim().min(1).max(200),
  iconName: z.string().trim().max(100).nullable().optional(),
  iconImg: optionalLink,
  cloudType: z.number().int().min(0).max(99),
  softwareType: z.number().int().min(0).max(99),
  status: z.number().int().min(0).max(9).default(1),
  isShow: z.boolean().default(true),
  sourceUrl: optionalLink,
  sortOrder: z.number().int().min(-1e6).max(1e6).default(0),
});
export type ProductBody = z.input<typeof productBodySchema>;

export const productPageSchema = z.object({
  records: z.array(productSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

export const licenceSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  seats: z.number().int(),
  expiresAt: z.string().nullable(),
  note: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const licenceBodySchema = z.object({
  id: z.number().int().positive().optional(),
  productId: z.number().int().positive().nullable().optional(),
  /** The licence holder; none: a site licence every user sees. */
  username: z.string().trim().min(1).max(100).nullable().optional(),
  name: z.string().trim().min(1).max(200),
  seats: z.number().int().min(1).max(100_000).default(1),
  expiresAt: z.iso.datetime().nullable().optional(),
  note: z.string().trim().max(500).default(''),
});
export type LicenceBody = z.input<typeof licenceBodySchema>;

export const adSchema = z.object({
  id: z.number().int(),
  spaceCode: z.string(),
  adContent: z.string(),
  adRedirectUrl: z.string().nullable(),
  redirectPageType: z.number().int(),
  popup: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

export const adBodySchema = z.object({
  id: z.number().int().positive().optional(),
  spaceCode: z.string().trim().regex(SPACE_CODE, 'lower-case letters, digits, - and _ (at most 64)'),
  adContent: z.string().trim().min(1).max(2000),
  adRedirectUrl: optionalLink,
  redirectPageType: z.number().int().min(1).max(2).default(1),
  popup: z.boolean().default(false),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(-1e6).max(1e6).default(0),
});
export type AdBody = z.input<typeof adBodySchema>;

export const rewardSchema = z.object({
  id: z.number().int(),
  kind: z.literal('new_user'),
  coreHours: z.number(),
  note: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardBodySchema = z.object({
  id: z.number().int().positive().optional(),
  coreHours: z.number().positive().max(1e6),
  note: z.string().trim().max(200).default(''),
  enabled: z.boolean().default(true),
});
export type RewardBody = z.input<typeof rewardBodySchema>;

export const rewardAnswerSchema = z.object({
  rewarded: z.boolean(),
  coreHours: z.number().nullable(),
  message: z.string(),
});
export type RewardAnswer = z.infer<typeof rewardAnswerSchema>;

/** list, save (create or change by id) and delete of one kind of administrators' records. */
function adminCrud<I extends z.ZodType, B extends z.ZodType>(base: string, what: string, item: I, body: B) {
  return [
    defineRoute({
      method: 'GET',
      path: `${base}/admin/list`,
      group: GROUP,
      summary: `Every ${what}, in order`,
      description: ADMIN_ONLY,
      access: 'admin',
      answer: { kind: 'json', data: z.array(item) },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/admin/save`,
      group: GROUP,
      summary: `Create a ${what}, or change one (with id)`,
      description: `${ADMIN_ONLY} 404 unknown id.`,
      access: 'admin',
      body,
      answer: { kind: 'json', data: item },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/admin/delete`,
      group: GROUP,
      summary: `Delete a ${what}`,
      description: `${ADMIN_ONLY} 404 unknown id.`,
      access: 'admin',
      body: z.object({ id }),
      answer: { kind: 'json', data: DONE },
    }),
  ] as const;
}

export const [productAdminListRoute, productSaveRoute, productDeleteRoute] = adminCrud(
  `${ADMIN_SERVICE_BASE}/product`,
  'product',
  productSchema,
  productBodySchema,
);
export const [licenceAdminListRoute, licenceSaveRoute, licenceDeleteRoute] = adminCrud(
  `${ADMIN_SERVICE_BASE}/software-license`,
  'software licence',
  licenceSchema,
  licenceBodySchema,
);
export const [adAdminListRoute, adSaveRoute, adDeleteRoute] = adminCrud(
  `${ADMIN_SERVICE_BASE}/ad`,
  'ad',
  adSchema,
  adBodySchema,
);
export const [rewardAdminListRoute, rewardSaveRoute, rewardDeleteRoute] = adminCrud(
  `${ADMIN_SERVICE_BASE}/reward`,
  'new-user reward',
  rewardSchema,
  rewardBodySchema,
);

export const productListRoute = defineRoute({
  method: 'GET',
  path: `${ADMIN_SERVICE_BASE}/product/getList`,
  group: GROUP,
  summary: 'Active products (status 1), in order, optionally of one cloudType (002 §7; size up to 1000)',
  access: 'anonymous',
  query: z.object({
    cloudType: z.coerce.number().int().optional(),
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX).default(PRODUCT_LIST_MAX),
  }),
  answer: { kind: 'json', data: productPageSchema },
});

export const productSourceRoute = defineRoute({
  method: 'GET',
  path: `${ADMIN_SERVICE_BASE}/product/getSource/:id`,
  group: GROUP,
  summary: 'An active product with its source link (002 §7)',
  description: '404 catalogue-not-found when there is no such active product.',
  access: 'anonymous',
  params: z.object({ id }),
  answer: { kind: 'json', data: productSchema },
});

export const myLicencesRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/software-license/mine`,
  group: 'user-center-service',
  summary: "The caller's software licences and the site licences (no holder)",
  access: 'user',
  answer: { kind: 'json', data: z.array(licenceSchema) },
});

const spaceQuery = z.object({ spaceCode: z.string().trim().regex(SPACE_CODE) });

export const adContentRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL_BASE}/ad/content/get`,
  group: 'general-service',
  summary: 'The enabled banner ads of an ad space, in order (002 §2.4 web-login, §2.5 web-register)',
  access: 'anonymous',
  query: spaceQuery,
  answer: { kind: 'json', data: z.array(adSchema) },
});

export const popupAdRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL_BASE}/ad/content/popup_ad`,
  group: 'general-service',
  summary: "The space's first enabled pop-up ad the caller has not closed, or null",
  description: 'Anonymous callers get the first one (closing is remembered per user).',
  access: 'anonymous',
  query: spaceQuery,
  answer: { kind: 'json', data: adSchema.nullable() },
});

export const closeAdRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL_BASE}/ad/content/close`,
  group: 'general-service',
  summary: 'Remember that the caller closed an ad (it is not offered as a pop-up to them again)',
  description: '404 catalogue-not-found for an unknown ad.',
  access: 'user',
  query: z.object({ adId: id }),
  answer: { kind: 'json', data: DONE },
});

export const h5BannerListRoute = defineRoute({
  method: 'GET',
  path: `${ADMIN_SERVICE_BASE}/config/getH5BannerList`,
  group: GROUP,
  summary:
    'Banner ads of the client type, whose ad space code is the client type (002 §7 clientType=web-app)',
  access: 'anonymous',
  query: z.object({ clientType: z.string().trim().regex(SPACE_CODE) }),
  answer: { kind: 'json', data: z.array(adSchema) },
});

export const newUserRewardRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/campaign/newUser/getRewards`,
  group: 'user-center-service',
  summary: 'Grant the configured new-user reward once (credit in core-hours) to a user registered after it',
  description:
    'rewarded false with a plain message when no reward is configured, the user had it already, or registered before it.',
  access: 'user',
  answer: { kind: 'json', data: rewardAnswerSchema },
});

export const CATALOGUE_ROUTES = [
  productListRoute,
  productSourceRoute,
  productAdminListRoute,
  productSaveRoute,
  productDeleteRoute,
  myLicencesRoute,
  licenceAdminListRoute,
  licenceSaveRoute,
  licenceDeleteRoute,
  adContentRoute,
  popupAdRoute,
  closeAdRoute,
  h5BannerListRoute,
  adAdminListRoute,
  adSaveRoute,
  adDeleteRoute,
  newUserRewardRoute,
  rewardAdminListRoute,
  rewardSaveRoute,
  rewardDeleteRoute,
] as const;
