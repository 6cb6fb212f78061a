import type { Profile, ProfileBody } from '@topoforge/contract';
import { profileBodySchema } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { toDate } from '../../kernel/db/schema.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { ReferenceLookups } from '../../kernel/reference/reference-lists.js';

/** The free-text fields 002 §5 checks for sensitive words (the message names the field). */
const CHECKED_FIELDS = ['realName', 'organ', 'department', 'researchDirection'] as const;

export async function readProfile(db: Kysely<Database>, userId: number): Promise<Profile> {
  const r = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!r) throw new HttpError(401, 'unauthorized');
  return {
    username: r.username,
    phone: r.phone,
    email: r.email,
    realName: r.real_name,
    organ: r.organ,
    organId: r.organ_id,
    isDefineOrgan: r.is_define_organ,
    department: r.department,
    jobTitle: r.job_title,
    researchDirection: r.research_direction,
    avatarImg: r.avatar_img,
    userLevel: r.user_level,
    createdAt: toDate(r.created_at).toISOString(),
  };
}

/**
 * Saves the profile fields after the checks registration makes (002 §5): sensitive words in the four
 * free-text fields, and a picked organisation's id in the university list (typed ones keep no id).
 */
export async function updateProfile(
  db: Kysely<Database>,
  lookups: ReferenceLookups,
  userId: number,
  input: ProfileBody,
): Promise<Profile> {
  const body = profileBodySchema.parse(input);
  for (const field of CHECKED_FIELDS) {
    if (lookups.sensitive.contains(body[field]))
      throw new HttpError(400, 'profile-sensitive-words', { field });
  }
  const organId = body.isDefineOrgan === 2 ? (body.organId ?? '') : null;
  if (organId !== null && lookups.universities.byId(organId) === undefined)
    throw new HttpError(400, 'profile-unknown-organ', { organId });
  await db
    .updateTable('users')
    .set({
      real_name: body.realName,
      organ: body.organ,
      organ_id: organId,
      is_define_organ: body.isDefineOrgan,
      department: body.department,
      job_title: body.jobTitle,
      research_direction: body.researchDirection,
    })
    .where('id', '=', userId)
    .execute();
  return readProfile(db, userId);
}
