import type { Kysely } from 'kysely';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { toAuthUser } from '../../kernel/auth/auth-user.js';
import { issueToken } from '../../kernel/auth/tokens.js';
import type { Database } from '../../kernel/db/schema.js';
import { insertLoginRecord } from '../../kernel/db/user-profile-rows.js';
import { findUserById } from '../../kernel/db/user-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { RateLimiter, RateRule } from '../../kernel/rate-limit/rate-limiter.js';
import type { BindOutcome } from '../../kernel/wechat/bindings.js';
import { BIND_CODE_TTL_MINUTES, issueBindCode, userOfWeChat } from '../../kernel/wechat/bindings.js';
import type { WeChatIdentity, WeChatProvider } from '../../kernel/wechat/provider.js';
import { WeChatError } from '../../kernel/wechat/provider.js';
import { verifyState } from '../../kernel/wechat/state.js';
import type { LoginClient } from './login.js';

/** WeChat callbacks per client address: each costs two calls to WeChat. */
export const WECHAT_CALLBACK_LIMIT: RateRule = { limit: 30, windowMs: 5 * 60_000 };

export interface WeChatLoginDeps {
  readonly db: Kysely<Database>;
  readonly limiter: RateLimiter;
  readonly key: Uint8Array;
  readonly tokenTtlHours: number;
  readonly premiumLevels: readonly string[];
}

export type WeChatCallbackResult =
  | {
      readonly kind: 'login';
      readonly accessToken: string;
      readonly expiresIn: number;
      readonly user: AuthUser;
    }
  | { readonly kind: 'bind'; readonly bindCode: string; readonly expiresIn: number };

/** The provider, or the spec's clear 503 when no administrator configured WeChat. */
export function configured(provider: WeChatProvider | null): WeChatProvider {
  if (provider === null) throw new HttpError(503, 'wechat-not-configured');
  return provider;
}

/** Asks WeChat who the code stands for; its refusal is the user's to retry (400), its silence ours (502). */
async function identify(provider: WeChatProvider, code: string): Promise<WeChatIdentity> {
  try {
    return await provider.identify(code);
  } catch (e) {
    if (!(e instanceof WeChatError)) throw e;
    throw e.reason === 'refused'
      ? new HttpError(400, 'wechat-refused', { errcode: e.errcode ?? 0 })
      : new HttpError(502, 'wechat-unreachable');
  }
}

/**
 * WeChat sent the browser back (002 §2.4 QR tab): a bound WeChat user logs in (with a login record, as every
 * login); an unbound one gets a bind code, which the login or the registration then binds (§4 step 3).
 */
export async function weChatCallback(
  deps: WeChatLoginDeps,
  provider: WeChatProvider,
  input: { readonly code: string; readonly state: string },
  client: LoginClient,
): Promise<WeChatCallbackResult> {
  const hit = await deps.limiter.hit(`wechat-callback:ip:${client.ip}`, WECHAT_CALLBACK_LIMIT);
  if (!hit.allowed) {
    throw new HttpError(429, 'too-many-logins', {
      minutes: Math.max(1, Math.ceil(hit.retryAfter / 60)),
      seconds: hit.retryAfter,
    });
  }
  if (!verifyState(deps.key, input.state)) throw new HttpError(400, 'wechat-state-invalid');
  const who = await identify(provider, input.code);
  const userId = await userOfWeChat(deps.db, who);
  const row = userId === null ? null : await findUserById(deps.db, userId);
  if (row === null) {
    return {
      kind: 'bind',
      bindCode: await issueBindCode(deps.db, who),
      expiresIn: BIND_CODE_TTL_MINUTES * 60,
    };
  }
  await insertLoginRecord(deps.db, {
    userId: row.id,
    loginName: who.nickname ?? row.username,
    method: 'wechat',
    success: true,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const { token, expiresIn } = await issueToken(deps.key, row.id, deps.tokenTtlHours);
  return { kind: 'login', accessToken: token, expiresIn, user: toAuthUser(row, deps.premiumLevels) };
}

/** A failed binding as the answer the page shows (002 §8: "binding failure shows the server message"). */
export function bindRefusal(outcome: Exclude<BindOutcome, 'bound' | 'already-bound'>): HttpError {
  return new HttpError(400, outcome === 'code-gone' ? 'wechat-bind-code-gone' : 'wechat-bound-elsewhere');
}
