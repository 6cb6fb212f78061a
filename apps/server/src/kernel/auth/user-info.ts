import type { AuthUserInfo } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findUserProfile } from '../db/user-profile-rows.js';
import type { AuthUser } from './auth-user.js';

/**
 * The user as the client keeps it (login result, user details; spec 002 §3): the token's user with the
 * profile fields the pages show (phone, e-mail, real name, avatar, when the password last changed).
 */
export async function userInfoOf(db: Kysely<Database>, user: AuthUser): Promise<AuthUserInfo> {
  const profile = await findUserProfile(db, user.id);
  return {
    ...user,
    phone: profile?.phone ?? null,
    email: profile?.email ?? null,
    realName: profile?.realName ?? null,
    avatarImg: profile?.avatarImg ?? null,
    pwdUpdateTime: profile?.pwdUpdateTime?.toISOString() ?? null,
  };
}
