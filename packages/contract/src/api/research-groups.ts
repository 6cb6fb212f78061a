import { z } from 'zod';
import { ADMIN_SERVICE_BASE } from './content.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';

/**
 * Research groups (issue 23 item 4; 002 §2.3 research-group: member-management, homepage-group with the
 * compute allocation records). Administrators create groups and name leaders; a group's leader (or an
 * administrator) adds and removes members and allocates the group's computing credit to them, in
 * core-hours; every member sees the group, its members and their own allocations.
 */
const ADMIN_BASE = `${ADMIN_SERVICE_BASE}/research-group`;
const USER_BASE = `${USER_CENTER_BASE}/research-group`;
const ADMIN_ONLY = 'Administrators only (403 otherwise).';
export const GROUP_NAME_MAX = 50;
export const GROUP_NOTE_MAX = 200;

export const GROUP_ROLES = ['leader', 'member'] as const;
export type GroupRoleName = (typeof GROUP_ROLES)[number];

export const researchGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  leaderUserId: z.number().int().nullable(),
  leaderName: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string().describe('ISO-8601'),
});
export type ResearchGroupItem = z.infer<typeof researchGroupSchema>;

export const myGroupSchema = researchGroupSchema.extend({
  role: z.enum(GROUP_ROLES),
  /** The group's spendable credit, core-hours (002 §3 hashrate); null for members (leaders see it). */
  balanceCoreHours: z.number().nullable(),
});
export type MyGroup = z.infer<typeof myGroupSchema>;

export const groupMemberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realName: z.string().nullable(),
  role: z.enum(GROUP_ROLES),
  joinedAt: z.string(),
});
export type GroupMemberItem = z.infer<typeof groupMemberSchema>;

export const groupAllocationSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  coreHours: z.number(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupAllocation = z.infer<typeof groupAllocationSchema>;

const groupId = z.coerce.number().int().positive();
const groupName = z.string().trim().min(1).max(GROUP_NAME_MAX);
const username = z.string().trim().min(1).max(100);
const DONE = z.object({ done: z.literal(true) });
const page = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const groupAdminListRoute = defineRoute({
  method: 'GET',
  path: `${ADMIN_BASE}/list`,
  group: 'admin-service',
  summary: 'Every research group, newest first',
  description: ADMIN_ONLY,
  access: 'admin',
  answer: { kind: 'json', data: z.array(researchGroupSchema) },
});

export const groupCreateRoute = defineRoute({
  method: 'POST',
  path: `${ADMIN_BASE}/create`,
  group: 'admin-service',
  summary: 'Create a research group with its leader (who becomes its first member)',
  description: `${ADMIN_ONLY} name 1–${GROUP_NAME_MAX} characters, unique (409); the leader by username (404 when unknown).`,
  access: 'admin',
  body: z.object({
    name: groupName,
    leaderUsername: username,
    description: z.string().trim().max(GROUP_NOTE_MAX).optional(),
  }),
  answer: { kind: 'json', data: researchGroupSchema },
});

export const groupSetLeaderRoute = defineRoute({
  method: 'POST',
  path: `${ADMIN_BASE}/set-leader`,
  group: 'admin-service',
  summary: 'Name another leader (the previous one stays a member; the new one joins if needed)',
  description: ADMIN_ONLY,
  access: 'admin',
  body: z.object({ groupId, username }),
  answer: { kind: 'json', data: researchGroupSchema },
});

export const groupDeleteRoute = defineRoute({
  method: 'POST',
  path: `${ADMIN_BASE}/delete`,
  group: 'admin-service',
  summary: 'Delete a research group and its memberships',
  description: `${ADMIN_ONLY} 404 when there is no such group.`,
  access: 'admin',
  body: z.object({ groupId }),
  answer: { kind: 'json', data: DONE },
});

export const groupRechargeRoute = defineRoute({
  method: 'POST',
  path: `${ADMIN_BASE}/recharge`,
  group: 'admin-service',
  summary: "Add (or, negative, take back) core-hours on a research group's computing credit",
  description: `${ADMIN_ONLY} 404 unknown group; 400 when taking back more than the group has.`,
  access: 'admin',
  body: z.object({
    groupId,
    coreHours: z
      .number()
      .min(-1e9)
      .max(1e9)
      .refine((n) => n !== 0, 'not zero'),
    note: z.string().trim().max(GROUP_NOTE_MAX).optional(),
  }),
  answer: { kind: 'json', data: z.object({ balanceCoreHours: z.number() }) },
});

export const myGroupsRoute = defineRoute({
  method: 'GET',
  path: `${USER_BASE}/mine`,
  group: 'user-center-service',
  summary: "The caller's research groups with their role (and, for leaders, the group's credit)",
  access: 'user',
  answer: { kind: 'json', data: z.array(myGroupSchema) },
});

export const groupMembersRoute = defineRoute({
  method: 'GET',
  path: `${USER_BASE}/members`,
  group: 'user-center-service',
  summary: "A group's members, the leader first (002 §2.3 member-management)",
  description: 'Members of the group and administrators; 403 otherwise.',
  access: 'user',
  query: z.object({ groupId }),
  answer: { kind: 'json', data: z.array(groupMemberSchema) },
});

export const groupMemberAddRoute = defineRoute({
  method: 'POST',
  path: `${USER_BASE}/member/add`,
  group: 'user-center-service',
  summary: 'Add a user to the group by username',
  description: "The group's leader or an administrator (403); 404 unknown user; 409 already a member.",
  access: 'user',
  body: z.object({ groupId, username }),
  answer: { kind: 'json', data: z.array(groupMemberSchema) },
});

export const groupMemberRemoveRoute = defineRoute({
  method: 'POST',
  path: `${USER_BASE}/member/remove`,
  group: 'user-center-service',
  summary: 'Remove a member (never the leader: name another leader first)',
  description: "The group's leader or an administrator (403); 404 not a member; 409 the leader.",
  access: 'user',
  body: z.object({ groupId, userId: z.coerce.number().int().positive() }),
  answer: { kind: 'json', data: z.array(groupMemberSchema) },
});

export const groupAllocateRoute = defineRoute({
  method: 'POST',
  path: `${USER_BASE}/allocate`,
  group: 'user-center-service',
  summary: "Allocate core-hours of the group's credit to a member (recorded; 002 §2.3 allocation records)",
  description:
    "The group's leader only (403). coreHours > 0, at most 1e6; 400 when the group's credit does not cover it.",
  access: 'user',
  body: z.object({
    groupId,
    userId: z.coerce.number().int().positive(),
    coreHours: z.number().positive().max(1e6),
    note: z.string().trim().max(GROUP_NOTE_MAX).optional(),
  }),
  answer: { kind: 'json', data: groupAllocationSchema },
});

export const groupAllocationPageSchema = z.object({
  records: z.array(groupAllocationSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

export const groupAllocationsRoute = defineRoute({
  method: 'GET',
  path: `${USER_BASE}/allocations`,
  group: 'user-center-service',
  summary: "The group's compute allocation records, newest first (a member sees their own)",
  description: 'Leader and administrators see all records; members their own; others 403.',
  access: 'user',
  query: z.object({ groupId, ...page }),
  answer: { kind: 'json', data: groupAllocationPageSchema },
});

export const groupLoginInfoSchema = z.object({
  userId: z.number().int(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
});

export const researchGroupLoginInfoRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/userProfile/getResearchGroupLoginInfo`,
  group: 'user-center-service',
  summary: 'Last successful login and login count of users (002 §7; ids joined by a pipe)',
  description:
    'Only users the caller leads in a research group, the caller, or anyone for administrators; other ids are left out.',
  access: 'user',
  query: z.object({ userIdStr: z.string().max(2000) }),
  answer: { kind: 'json', data: z.array(groupLoginInfoSchema) },
});

export const RESEARCH_GROUP_ROUTES = [
  groupAdminListRoute,
  groupCreateRoute,
  groupSetLeaderRoute,
  groupDeleteRoute,
  groupRechargeRoute,
  myGroupsRoute,
  groupMembersRoute,
  groupMemberAddRoute,
  groupMemberRemoveRoute,
  groupAllocateRoute,
  groupAllocationsRoute,
  researchGroupLoginInfoRoute,
] as const;
