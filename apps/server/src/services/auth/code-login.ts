import type { Kysely } from 'kysely';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { toAuthUser } from '../../kernel/auth/auth-user.js';
import { issueToken } from '../../kernel/auth/tokens.js';
import type { Database } from '../../kernel/db/schema.js';
import { findUserByLogin, insertLoginRecord } from '../../kernel/db/user-profile-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { RateLimiter, RateRule } from '../../kernel/rate-limit/rate-limiter.js';
import type { CodeStore } from '../../kernel/verification/code-store.js';
import { CODE_PURPOSES } from '../../kernel/verification/code-store.js';
import { codeRefusal } from '../../kernel/verification/refusal.js';

/** Code logins per client address: each code dies after 5 wrong tries, this bounds tries over many codes. */
export const CODE_LOGIN_LIMIT: RateRule = { limit: 20, windowMs: 5 * 60_000 };

export interface CodeLoginDeps {
  readonly db: Kysely<Database>;
  readonly codes: CodeStore;
  readonly limiter: RateLimiter;
  readonly key: Uint8Array;
  readonly tokenTtlHours: number;
  readonly premiumLevels: readonly string[];
}

/**
 * The SMS (or e-mail) code login of spec 002 §2.4 (login payload type 1): the code of
 * verification/sms|email type 1 sent to the account's phone or e-mail, in the password field. An unknown
 * phone gets the spec's "用户尚未注册,请先注册!" (§5 SMS tab) — the existence call says as much already.
 */
export async function codeLogin(
  deps: CodeLoginDeps,
  name: string,
  code: string,
  client: { readonly ip: string; readonly userAgent: string | null },
): Promise<{ readonly accessToken: string; readonly expiresIn: number; readonly user: AuthUser }> {
  const hit = await deps.limiter.hit(`code-login:ip:${client.ip}`, CODE_LOGIN_LIMIT);
  if (!hit.allowed) {
    throw new HttpError(429, 'too-many-logins', {
      minutes: Math.max(1, Math.ceil(hit.retryAfter / 60)),
      seconds: hit.retryAfter,
    });
  }
  const target = name.includes('@') ? name.trim().toLowerCase() : name.trim();
  const row = await findUserByLogin(deps.db, target);
  if (!row) throw new HttpError(400, 'user-not-registered');
  const outcome = await deps.codes.consume({
    target,
    purpose: CODE_PURPOSES.loginOrRegister,
    code: code.trim(),
  });
  await insertLoginRecord(deps.db, {
    userId: row.id,
    loginName: name,
    method: target.includes('@') ? 'email' : 'sms',
    success: outcome === 'ok',
    ip: client.ip,
    userAgent: client.userAgent,
  });
  if (outcome !== 'ok') throw codeRefusal(outcome);
  await deps.limiter.refund(hit);
  const { token, expiresIn } = await issueToken(deps.key, row.id, deps.tokenTtlHours);
  return { accessToken: token, expiresIn, user: toAuthUser(row, deps.premiumLevels) };
}
