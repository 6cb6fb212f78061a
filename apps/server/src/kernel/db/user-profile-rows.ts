import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { toDate } from './schema.js';
import { findUserById } from './user-rows.js';
import type { UserRow } from './user-rows.js';

/** A user's spec 002 §3 profile (migration 0005); null where not given. */
export interface UserProfile {
  readonly phone: string | null;
  readonly email: string | null;
  readonly realName: string | null;
  readonly avatarImg: string | null;
  readonly organ: string | null;
  readonly organId: string | null;
  /** 1 typed in, 2 picked from the university list. */
  readonly isDefineOrgan: number | null;
  readonly department: string | null;
  readonly jobTitle: string | null;
  readonly researchDirection: string | null;
  readonly teacherQualificationImg: string | null;
  readonly channelType: string | null;
  readonly channelId: string | null;
  readonly pwdUpdateTime: Date | null;
}

const PROFILE = [
  'phone',
  'email',
  'real_name',
  'avatar_img',
  'organ',
  'organ_id',
  'is_define_organ',
  'department',
  'job_title',
  'research_direction',
  'teacher_qualification_img',
  'channel_type',
  'channel_id',
  'pwd_update_time',
] as const;

/** The profile of user `id`, or null when there is no such user. */
export async function findUserProfile(db: Kysely<Database>, id: number): Promise<UserProfile | null> {
  const r = await db.selectFrom('users').select(PROFILE).where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    phone: r.phone,
    email: r.email,
    realName: r.real_name,
    avatarImg: r.avatar_img,
    organ: r.organ,
    organId: r.organ_id,
    isDefineOrgan: r.is_define_organ === null ? null : Number(r.is_define_organ),
    department: r.department,
    jobTitle: r.job_title,
    researchDirection: r.research_direction,
    teacherQualificationImg: r.teacher_qualification_img,
    channelType: r.channel_type,
    channelId: r.channel_id,
    pwdUpdateTime: r.pwd_update_time === null ? null : toDate(r.pwd_update_time),
  };
}

/**
 * The account a login name stands for: the spec's users log in with their phone or e-mail (002 §5 "enter
 * phone or e-mail"), administrators' accounts made by `topoforge user add` by their username. An e-mail is
 * compared lower-cased, as it is stored.
 */
export async function findUserByLogin(db: Kysely<Database>, name: string): Promise<UserRow | null> {
  const trimmed = name.trim();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('username', '=', trimmed),
        eb('phone', '=', trimmed),
        eb('email', '=', trimmed.toLowerCase()),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  return row ? findUserById(db, Number(row.id)) : null;
}

export type LoginMethod = 'password' | 'sms' | 'email' | 'oauth' | 'wechat';

export interface LoginRecord {
  readonly id: number;
  readonly loginName: string;
  readonly method: LoginMethod;
  readonly success: boolean;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly createdAt: Date;
}

export interface NewLoginRecord {
  readonly userId: number | null;
  readonly loginName: string;
  readonly method: LoginMethod;
  readonly success: boolean;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** Longest user agent kept: a browser's is a few hundred characters; more is not a browser. */
const USER_AGENT_CAP = 512;

export async function insertLoginRecord(
  db: Kysely<Database>,
  record: NewLoginRecord,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('login_records')
    .values({
      user_id: record.userId,
      login_name: record.loginName.slice(0, 256),
      method: record.method,
      success: record.success ? 1 : 0,
      ip: record.ip,
      user_agent: record.userAgent?.slice(0, USER_AGENT_CAP) ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** One page of a user's login records, newest first, and how many there are. */
export async function listLoginRecords(
  db: Kysely<Database>,
  userId: number,
  page: { readonly current: number; readonly size: number },
): Promise<{ readonly total: number; readonly records: readonly LoginRecord[] }> {
  const count = await db
    .selectFrom('login_records')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('login_records')
    .select(['id', 'login_name', 'method', 'success', 'ip', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();
  return {
    total: Number(count.n),
    records: rows.map((r) => ({
      id: Number(r.id),
      loginName: r.login_name,
      method: r.method as LoginMethod,
      success: r.success === true || r.success === 1,
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: toDate(r.created_at),
    })),
  };
}
