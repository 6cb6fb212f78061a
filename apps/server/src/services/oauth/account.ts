import type { Kysely } from 'kysely';
import type { Account, FindAccount } from 'oidc-provider';
import type { Database } from '../../kernel/db/schema.js';
import { findUserProfile } from '../../kernel/db/user-profile-rows.js';
import { findUserById } from '../../kernel/db/user-rows.js';

/**
 * Claims of the `profile` scope. Spec 002 §2.4: the app gets the user's avatar and title. `name` is the
 * real name (the username when none), `picture` the avatar (made absolute on our origin when stored as a
 * path), `title` the job title (a claim of our own; standard OIDC has none for it).
 */
export const PROFILE_CLAIMS = ['name', 'preferred_username', 'picture', 'title'] as const;

/** oidc-provider's findAccount: `sub` is the user's id; an unknown or deleted user has no account. */
export function accountFinder(db: Kysely<Database>, issuer: string): FindAccount {
  const origin = new URL(issuer).origin;
  return async (_ctx, sub) => {
    const id = Number(sub);
    if (!Number.isSafeInteger(id)) return undefined;
    const [user, profile] = await Promise.all([findUserById(db, id), findUserProfile(db, id)]);
    if (!user || !profile) return undefined;
    const picture = profile.avatarImg === null ? undefined : new URL(profile.avatarImg, origin).href;
    const account: Account = {
      accountId: sub,
      claims: () => ({
        sub,
        name: profile.realName ?? user.username,
        preferred_username: user.username,
        ...(picture === undefined ? {} : { picture }),
        ...(profile.jobTitle === null ? {} : { title: profile.jobTitle }),
      }),
    };
    return account;
  };
}
