import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { findUserByLogin, insertLoginRecord } from '../../kernel/db/user-profile-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { toAuthUser } from '../../kernel/auth/auth-user.js';
import type { RateLimiter } from '../../kernel/rate-limit/rate-limiter.js';
import type { LoginLimits } from './login-limits.js';
import { countLoginTry, loginSucceeded } from './login-limits.js';
import { decoyPasswordHash, verifyPassword } from '../../kernel/auth/password.js';
import { issueToken } from '../../kernel/auth/tokens.js';

export interface LoginDeps {
  readonly db: Kysely<Database>;
  readonly key: Uint8Array;
  readonly tokenTtlHours: number;
  readonly premiumLevels: readonly string[];
  readonly limiter: RateLimiter;
  readonly limits: LoginLimits;
}

export interface LoginResult {
  readonly accessToken: string;
  readonly expiresIn: number;
  readonly user: AuthUser;
}

/** Where a login try came from, for its login record. */
export interface LoginClient {
  readonly ip: string;
  readonly userAgent: string | null;
}

/**
 * Checks the credentials (the login name is the username, phone or e-mail) and issues an access token;
 * throws 400 for bad credentials, 429 when throttled. Every checked try leaves a login record (the
 * owner's login-record page shows failed tries on the account too).
 */
export async function login(
  deps: LoginDeps,
  username: string,
  password: string,
  client: LoginClient,
): Promise<LoginResult> {
  // Counted before the (slow, on purpose) password check, so tries sent at once are all counted.
  const counted = await countLoginTry(deps.limiter, deps.limits, username, client.ip);
  const row = await findUserByLogin(deps.db, username);
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : (await verifyPassword(await decoyPasswordHash(), password)) && false;
  await insertLoginRecord(deps.db, {
    userId: row?.id ?? null,
    loginName: username,
    method: 'password',
    success: valid,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  // One answer for an unknown user and a wrong password (see the catalogue entry).
  if (!row || !valid) throw new HttpError(400, 'invalid-credentials');
  await loginSucceeded(deps.limiter, counted);
  const { token, expiresIn } = await issueToken(deps.key, row.id, deps.tokenTtlHours);
  return { accessToken: token, expiresIn, user: toAuthUser(row, deps.premiumLevels) };
}
