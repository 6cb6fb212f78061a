import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/user-rows.js';

/** The caller of a request, from a valid bearer token. */
export interface AuthUser {
  readonly id: number;
  readonly username: string;
  readonly userLevel: string;
  /** userLevel is in the configured PREMIUM_LEVELS (spec 000 §6). */
  readonly premium: boolean;
  readonly admin: boolean;
}

/**
 * Reads the bearer token of a request (the Authorization header, or `access_token` in the query as
 * spec 000 §6 allows). No token → null (anonymous, free-tier limits); a token that is invalid or expired
 * → throws a 401 HttpError, so the client clears its stored login (spec 000 §8).
 */
export interface Authenticator {
  /**
   * `optional`: the route serves anonymous callers too. A login carried only by the session cookie that
   * does not hold (no CSRF token on a write, expired, revoked) then counts as no login instead of a
   * refusal, so a stale cookie cannot block logging in again.
   */
  userOf(request: FastifyRequest, options?: { readonly optional?: boolean }): Promise<AuthUser | null>;
}

/** The user a users row stands for; premium when its level is one of the configured premium levels. */
export function toAuthUser(row: UserRow, premiumLevels: readonly string[]): AuthUser {
  return {
    id: row.id,
    username: row.username,
    userLevel: row.userLevel,
    premium: premiumLevels.includes(row.userLevel),
    admin: row.admin,
  };
}
