import { z } from 'zod';
import { hasListedOrganId, LISTED_ORGAN_ID_ISSUE, PROFILE_FIELDS } from './registration.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';

/**
 * The user's own profile (issue 23 item 4 user centre; 002 §7 userProfile calls): read it, and edit the
 * fields registration collected under the same 002 §5 validators (required non-blank fields, job title
 * from the list, research direction ≤ 200 characters, the sensitive-word check, a listed organisation's id).
 */
const BASE = `${USER_CENTER_BASE}/userProfile`;

export const profileSchema = z.object({
  username: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  realName: z.string().nullable(),
  organ: z.string().nullable(),
  organId: z.string().nullable(),
  isDefineOrgan: z.number().int().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  researchDirection: z.string().nullable(),
  avatarImg: z.string().nullable(),
  userLevel: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileBodySchema = z.object(PROFILE_FIELDS).refine(hasListedOrganId, LISTED_ORGAN_ID_ISSUE);
export type ProfileBody = z.input<typeof profileBodySchema>;

export const profileRoute = defineRoute({
  method: 'GET',
  path: `${BASE}/getUserProfileInfo`,
  group: 'user-center-service',
  summary: "The caller's profile (002 §7; needLog is accepted and has no effect here)",
  access: 'user',
  query: z.object({ needLog: z.string().max(10).optional() }),
  answer: { kind: 'json', data: profileSchema },
});

export const updateProfileRoute = defineRoute({
  method: 'POST',
  path: `${BASE}/updateProfileInfo`,
  group: 'user-center-service',
  summary: "Edit the caller's profile under the registration validators (002 §5, §7)",
  description:
    'Real name, organisation, department and research direction must pass the sensitive-word check ' +
    '("不能使用违反平台协议，相关法律法规和政策的内容", 400 profile-sensitive-words); an organisation picked from ' +
    'the list must be in it (400 profile-unknown-organ). Answers the profile as saved.',
  access: 'user',
  body: profileBodySchema,
  answer: { kind: 'json', data: profileSchema },
});

export const USER_PROFILE_ROUTES = [profileRoute, updateProfileRoute] as const;
