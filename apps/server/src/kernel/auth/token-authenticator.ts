import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findUserById } from '../db/user-rows.js';
import { HttpError } from '../http/errors.js';
import type { Authenticator, AuthUser } from './auth-user.js';
import { toAuthUser } from './auth-user.js';
import { checkCsrf, sessionCookieOf } from './session-cookie.js';
import { checkToken } from './tokens.js';

export interface TokenAuthenticatorDeps {
  readonly db: Kysely<Database>;
  readonly key: Uint8Array;
  readonly premiumLevels: readonly string[];
}

/**
 * Bearer tokens from the Authorization header or the `access_token` query parameter (spec 000 §6), else
 * the httpOnly session cookie, whose writes must carry the CSRF token (session-cookie.ts). The
 * user row is read on every request, so a changed level or admin flag counts at once, a deleted user's
 * tokens stop working, and so do tokens issued before the password last changed.
 */
export function tokenAuthenticator(deps: TokenAuthenticatorDeps): Authenticator {
  return {
    async userOf(request, options = {}) {
      const bearer = tokenOf(request);
      const cookie = bearer === null ? sessionCookieOf(request) : null;
      if (bearer !== null) return userOfToken(deps, bearer);
      if (cookie === null) return null;
      try {
        checkCsrf(request);
        return await userOfToken(deps, cookie);
      } catch (error) {
        if (options.optional === true && error instanceof HttpError) return null;
        throw error;
      }
    },
  };
}

/** The user a token names; 401 when it is invalid, expired, revoked or names no user. */
async function userOfToken(deps: TokenAuthenticatorDeps, token: string): Promise<AuthUser> {
  const check = await checkToken(deps.key, token);
  if (!check.ok) throw new HttpError(401, check.reason === 'expired' ? 'token-expired' : 'invalid-token');
  const row = await findUserById(deps.db, check.userId);
  if (!row) throw new HttpError(401, 'invalid-token');
  // A password change logs out every session opened before it (the changing one gets a new token).
  if (row.pwdUpdateTime && check.issuedAt < Math.floor(row.pwdUpdateTime.getTime() / 1000)) {
    throw new HttpError(401, 'token-revoked');
  }
  return toAuthUser(row, deps.premiumLevels);
}

/**
 * The token, or null when the request brings none. An Authorization header of another scheme, or a
 * "Bearer" without a token, is an invalid token rather than no token: the client meant to log in.
 */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (header !== undefined && header !== '') {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, 'invalid-token');
    return match[1];
  }
  const query = request.query;
  if (typeof query === 'object' && query !== null && 'access_token' in query) {
    const value = query.access_token;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}
