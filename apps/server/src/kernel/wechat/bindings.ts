import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/user-rows.js';
import type { WeChatIdentity } from './provider.js';
import { weChatDb } from './tables.js';

/** How long a bind code lives: long enough to log in or fill the registration form, not to linger. */
export const BIND_CODE_TTL_MINUTES = 30;

/** What binding with a bind code came to; 'already-bound' is the spec's WeChat status 2000 (002 §4, §8). */
export type BindOutcome = 'bound' | 'already-bound' | 'bound-elsewhere' | 'code-gone';

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/** The account a WeChat user is bound to (by openid, or by unionid when WeChat gave one), or null. */
export async function userOfWeChat(db: Kysely<Database>, who: WeChatIdentity): Promise<number | null> {
  const row = await weChatDb(db)
    .selectFrom('wechat_bindings')
    .select('user_id')
    .where((eb) =>
      who.unionid === null
        ? eb('openid', '=', who.openid)
        : eb.or([eb('openid', '=', who.openid), eb('unionid', '=', who.unionid)]),
    )
    .executeTakeFirst();
  return row === undefined ? null : Number(row.user_id);
}

/** Whether an account has a WeChat binding. */
export async function hasWeChatBinding(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await weChatDb(db)
    .selectFrom('wechat_bindings')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A fresh bind code for a WeChat user no account is bound to (only its hash is kept). */
export async function issueBindCode(
  db: Kysely<Database>,
  who: WeChatIdentity,
  now = new Date(),
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + BIND_CODE_TTL_MINUTES * 60_000);
  await weChatDb(db)
    .insertInto('wechat_bind_codes')
    .values({
      code_hash: hashOf(code),
      openid: who.openid,
      unionid: who.unionid,
      nickname: who.nickname,
      avatar_url: who.avatarUrl,
      expires_at: expires.toISOString(),
    })
    .execute();
  return code;
}

/** The WeChat user of a live (unused, unexpired) bind code, without using it; null otherwise. */
export async function peekBindCode(
  db: Kysely<Database>,
  code: string,
  now = new Date(),
): Promise<WeChatIdentity | null> {
  const row = await weChatDb(db)
    .selectFrom('wechat_bind_codes')
    .selectAll()
    .where('code_hash', '=', hashOf(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (row === undefined) return null;
  return { openid: row.openid, unionid: row.unionid, nickname: row.nickname, avatarUrl: row.avatar_url };
}

/** Uses a bind code up (conditional update: of two requests with one code only one gets true). */
async function useBindCode(db: Kysely<Database>, code: string, now: Date): Promise<boolean> {
  const result = await weChatDb(db)
    .updateTable('wechat_bind_codes')
    .set({ used_at: now.toISOString() })
    .where('code_hash', '=', hashOf(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Binds the WeChat user of a bind code to an account (002 §4 step 3, and registration with a bindCode).
 * The code is used up whatever the outcome once it was live, so it cannot be tried on another account.
 */
export async function bindWithCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now = new Date(),
): Promise<BindOutcome> {
  const who = await peekBindCode(db, code, now);
  if (who === null) return 'code-gone';
  const alreadyBound = await hasWeChatBinding(db, userId);
  const owner = await userOfWeChat(db, who);
  if (!(await useBindCode(db, code, now))) return 'code-gone';
  if (alreadyBound || owner === userId) return 'already-bound';
  if (owner !== null) return 'bound-elsewhere';
  try {
    await weChatDb(db)
      .insertInto('wechat_bindings')
      .values({
        user_id: userId,
        openid: who.openid,
        unionid: who.unionid,
        nickname: who.nickname,
        avatar_url: who.avatarUrl,
        created_at: now.toISOString(),
      })
      .execute();
    return 'bound';
  } catch (e) {
    // Another request bound the account or this WeChat user meanwhile: the unique indexes decide.
    if (!isUniqueViolation(e)) throw e;
    return (await hasWeChatBinding(db, userId)) ? 'already-bound' : 'bound-elsewhere';
  }
}

/** Removes bind codes that expired (run with the other periodic clean-ups). */
export async function deleteExpiredBindCodes(db: Kysely<Database>, now = new Date()): Promise<void> {
  await weChatDb(db).deleteFrom('wechat_bind_codes').where('expires_at', '<=', now.toISOString()).execute();
}
