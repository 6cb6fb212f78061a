import { z } from 'zod';
import { ADMIN_SERVICE_BASE } from './content.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';

/**
 * Membership (issue 23 item 4; 002 §2.3 membership-interests: interests-list, interests-card, §3 user
 * levels): administrators keep membership cards (a level and the benefits it brings) and grant them to
 * users, which sets the user's level; premium levels (PREMIUM_LEVELS) unlock the builder's premium limits.
 * Administrators also list users and change a level directly (§7 adminUser/getUserList).
 */
const ADMIN_ONLY = 'Administrators only (403 otherwise).';
const CARD_BASE = `${ADMIN_SERVICE_BASE}/membership-card`;

/** 002 §3 user levels: -1 none, 0 registered, 5 trial member, 6 standard, 7 advanced, 8 certified, SILVER. */
export const USER_LEVELS = ['-1', '0', '5', '6', '7', '8', 'SILVER'] as const;
/** Member levels are 5–7, research-group levels 6–7 (002 §3). */
export const MEMBER_LEVELS = ['5', '6', '7'] as const;
export const GROUP_LEVELS = ['6', '7'] as const;
export const isMemberLevel = (level: string): boolean => (MEMBER_LEVELS as readonly string[]).includes(level);
export const CARD_NAME_MAX = 50;
export const CARD_BENEFIT_MAX = 100;
export const CARD_BENEFITS_MAX = 20;

const level = z.string().trim().min(1).max(20);

export const membershipCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.string(),
  /** How long a grant lasts, days; null: without end. */
  days: z.number().int().nullable(),
  benefits: z.array(z.string()),
  priceYuan: z.number().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

export const membershipCardBodySchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(CARD_NAME_MAX),
  level,
  days: z.number().int().positive().max(36_500).nullable().optional(),
  benefits: z.array(z.string().trim().min(1).max(CARD_BENEFIT_MAX)).max(CARD_BENEFITS_MAX).default([]),
  priceYuan: z.number().nonnegative().max(1e8).nullable().optional(),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(-1e6).max(1e6).default(0),
});
export type MembershipCardBody = z.input<typeof membershipCardBodySchema>;

export const cardGrantSchema = z.object({
  id: z.number().int(),
  card: membershipCardSchema,
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
});
export type CardGrant = z.infer<typeof cardGrantSchema>;

export const interestsSchema = z.object({
  userLevel: z.string(),
  premium: z.boolean(),
  member: z.boolean(),
  cards: z.array(membershipCardSchema),
});
export type Interests = z.infer<typeof interestsSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  organ: z.string().nullable(),
  userLevel: z.string(),
  premium: z.boolean(),
  admin: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  records: z.array(adminUserSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

const DONE = z.object({ done: z.literal(true) });

export const cardAdminListRoute = defineRoute({
  method: 'GET',
  path: `${CARD_BASE}/list`,
  group: 'admin-service',
  summary: 'Every membership card, in order',
  description: ADMIN_ONLY,
  access: 'admin',
  answer: { kind: 'json', data: z.array(membershipCardSchema) },
});

export const cardSaveRoute = defineRoute({
  method: 'POST',
  path: `${CARD_BASE}/save`,
  group: 'admin-service',
  summary: 'Create a membership card, or change one (with id)',
  description: `${ADMIN_ONLY} level: a 002 §3 level or a configured premium level (400 membership-level); 404 unknown id.`,
  access: 'admin',
  body: membershipCardBodySchema,
  answer: { kind: 'json', data: membershipCardSchema },
});

export const cardDeleteRoute = defineRoute({
  method: 'POST',
  path: `${CARD_BASE}/delete`,
  group: 'admin-service',
  summary: 'Delete a membership card and its grants',
  description: `${ADMIN_ONLY} 404 unknown id.`,
  access: 'admin',
  body: z.object({ id: z.number().int().positive() }),
  answer: { kind: 'json', data: DONE },
});

export const cardGrantRoute = defineRoute({
  method: 'POST',
  path: `${CARD_BASE}/grant`,
  group: 'admin-service',
  summary: "Grant a card to a user: the grant is recorded and the user's level becomes the card's",
  description: `${ADMIN_ONLY} 404 unknown card or user. The new level counts from the user's next request.`,
  access: 'admin',
  body: z.object({ cardId: z.number().int().positive(), username: z.string().trim().min(1).max(100) }),
  answer: { kind: 'json', data: cardGrantSchema },
});

export const interestsRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/user/privilege/interests`,
  group: 'user-center-service',
  summary: "The caller's level and the cards on offer with their benefits (002 §2.3 interests-list)",
  access: 'user',
  answer: { kind: 'json', data: interestsSchema },
});

export const cardPackRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/user/privilege/card/pack/look`,
  group: 'user-center-service',
  summary: "The caller's membership cards, newest grant first (002 §7; §2.3 interests-card)",
  access: 'user',
  query: z.object({ active: z.enum(['true', 'false']).optional() }),
  answer: { kind: 'json', data: z.array(cardGrantSchema) },
});

export const adminUserListRoute = defineRoute({
  method: 'GET',
  path: `${ADMIN_SERVICE_BASE}/adminUser/getUserList`,
  group: 'admin-service',
  summary: 'Users, newest first, found by username, name, phone or e-mail (002 §7; size 20, page 1)',
  description: ADMIN_ONLY,
  access: 'admin',
  query: z.object({
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    keyword: z.string().trim().max(100).optional(),
  }),
  answer: { kind: 'json', data: adminUserPageSchema },
});

export const adminUserLevelRoute = defineRoute({
  method: 'POST',
  path: `${ADMIN_SERVICE_BASE}/adminUser/setUserLevel`,
  group: 'admin-service',
  summary: "Change a user's level",
  description: `${ADMIN_ONLY} A 002 §3 level or a configured premium level (400); 404 unknown user.`,
  access: 'admin',
  body: z.object({ userId: z.number().int().positive(), userLevel: level }),
  answer: { kind: 'json', data: adminUserSchema },
});

export const MEMBERSHIP_ROUTES = [
  cardAdminListRoute,
  cardSaveRoute,
  cardDeleteRoute,
  cardGrantRoute,
  interestsRoute,
  cardPackRoute,
  adminUserListRoute,
  adminUserLevelRoute,
] as const;
