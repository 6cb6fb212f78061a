import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import { findUserByName } from '../../kernel/db/user-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { toAuthUser } from '../../kernel/auth/auth-user.js';
import type { LoginLimiter } from './login-limiter.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { issueToken } from '../../kernel/auth/tokens.js';

export interface LoginDeps {
  readonly db: Kysely<Database>;
  readonly key: Uint8Array;
  readonly tokenTtlHours: number;
  readonly premiumLevels: readonly string[];
  readonly limiter: LoginLimiter;
}

export interface LoginResult {
  readonly accessToken: string;
  readonly expiresIn: number;
  readonly user: AuthUser;
}

/**
 * One answer for an unknown user and a wrong password, holding the spec's "当前用户不存在" (002 §5) and
 * naming both causes: telling them apart would let anyone list the accounts by trying names.
 */
export const BAD_CREDENTIALS = {
  en: 'the user does not exist or the password is wrong',
  zh: '当前用户不存在或密码错误',
};

/** Checks the credentials and issues an access token; throws 400 for bad credentials, 429 when throttled. */
export async function login(
  deps: LoginDeps,
  username: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  const wait = deps.limiter.retryAfter(username, ip);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new HttpError(429, 'too-many-logins', {
      en: `too many failed logins, try again in ${minutes} minute(s)`,
      zh: `登录失败次数过多，请 ${minutes} 分钟后再试`,
    });
  }
  const row = await findUserByName(deps.db, username);
  const valid = row
    ? await verifyPassword(row.passwordHash, password)
    : (await verifyPassword(await decoyPasswordHash(), password)) && false;
  if (!row || !valid) {
    deps.limiter.failed(username, ip);
    throw new HttpError(400, 'invalid-credentials', BAD_CREDENTIALS);
  }
  deps.limiter.succeeded(username, ip);
  const { token, expiresIn } = await issueToken(deps.key, row.id, deps.tokenTtlHours);
  return { accessToken: token, expiresIn, user: toAuthUser(row, deps.premiumLevels) };
}
