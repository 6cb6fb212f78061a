import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LoginMethod } from '../db/user-profile-rows.js';
import { findUserByLogin, insertLoginRecord } from '../db/user-profile-rows.js';
import type { UserRow } from '../db/user-rows.js';
import { HttpError } from '../http/errors.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { LoginLimits } from './login-limits.js';
import { countLoginTry, loginSucceeded } from './login-limits.js';
import { decoyPasswordHash, verifyPassword } from './password.js';

export interface CredentialDeps {
  readonly db: Kysely<Database>;
  readonly limiter: RateLimiter;
  readonly limits: LoginLimits;
}

/** Where a login try came from, for its login record. */
export interface LoginClient {
  readonly ip: string;
  readonly userAgent: string | null;
}

/**
 * Checks a login name (username, phone or e-mail) and password under the login limits and answers the
 * user's row; throws 400 for bad credentials, 429 when throttled. Shared by every call that takes a
 * password (the password login, the OAuth login), so all of them count against the same limits and
 * every checked try leaves a login record (the owner's login-record page shows failed tries too).
 */
export async function checkCredentials(
  deps: CredentialDeps,
  username: string,
  password: string,
  client: LoginClient,
  method: LoginMethod,
): Promise<UserRow> {
  // Counted before the (slow, on purpose) password check, so tries sent at once are all counted.
  const counted = await countLoginTry(deps.limiter, deps.limits, username, client.ip);
  const row = await findUserByLogin(deps.db, username);
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : (await verifyPassword(await decoyPasswordHash(), password)) && false;
  await insertLoginRecord(deps.db, {
    userId: row?.id ?? null,
    loginName: username,
    method,
    success: valid,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  // One answer for an unknown user and a wrong password (see the catalogue entry).
  if (!row || !valid) throw new HttpError(400, 'invalid-credentials');
  await loginSucceeded(deps.limiter, counted);
  return row;
}
