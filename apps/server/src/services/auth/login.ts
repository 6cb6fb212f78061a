import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { findUserByName } from '../../kernel/db/user-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { toAuthUser } from '../../kernel/auth/auth-user.js';
import type { RateLimiter } from '../../kernel/rate-limit/rate-limiter.js';
import type { LoginLimits } from './login-limits.js';
import { countLoginTry, loginSucceeded } from './login-limits.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
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

/** Checks the credentials and issues an access token; throws 400 for bad credentials, 429 when throttled. */
export async function login(
  deps: LoginDeps,
  username: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  // Counted before the (slow, on purpose) password check, so tries sent at once are all counted.
  const counted = await countLoginTry(deps.limiter, deps.limits, username, ip);
  const row = await findUserByName(deps.db, username);
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : (await verifyPassword(await decoyPasswordHash(), password)) && false;
  // One answer for an unknown user and a wrong password (see the catalogue entry).
  if (!row || !valid) throw new HttpError(400, 'invalid-credentials');
  await loginSucceeded(deps.limiter, counted);
  const { token, expiresIn } = await issueToken(deps.key, row.id, deps.tokenTtlHours);
  return { accessToken: token, expiresIn, user: toAuthUser(row, deps.premiumLevels) };
}
