import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What a code is for. The spec (002 §3 "SMS code request") names 1 (login or register) and 3 (bind phone);
 * 2 (forgot password) is ours, in the gap the spec's numbering leaves. A code only serves its own purpose.
 */
export const CODE_PURPOSES = { loginOrRegister: 1, forgotPassword: 2, bind: 3 } as const;
export type CodePurpose = (typeof CODE_PURPOSES)[keyof typeof CODE_PURPOSES];
export const PURPOSE_VALUES: readonly CodePurpose[] = Object.values(CODE_PURPOSES);

export type CodeChannel = 'sms' | 'email';

/** Spec 002 §9: the send button counts down 60 s; the server refuses a new code to the same place sooner. */
export const RESEND_SECONDS = 60;
/** Wrong guesses a code survives: with 10^6 codes, five tries give a guesser a 1 in 200 000 chance. */
export const MAX_WRONG_ATTEMPTS = 5;
/** Rows are kept this long after they expire (the resend check and an administrator's look), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 24 * 3600_000;

/**
 * ok: the code is right (and, for consume, now used). wrong: not the code (or no code was sent). expired:
 * right or not, its time is over. used: consumed already, or replaced by a newer code. exhausted: too many
 * wrong guesses killed it. Only 'ok' lets anything through; the others name why for the message.
 */
export type CodeOutcome = 'ok' | 'wrong' | 'expired' | 'used' | 'exhausted';

export interface CodeQuery {
  readonly target: string;
  /** Omitted: the latest code sent to the target for any purpose (the spec's validity call has no type). */
  readonly purpose?: CodePurpose | undefined;
  readonly code: string;
}

export interface IssueRequest {
  readonly target: string;
  readonly channel: CodeChannel;
  readonly purpose: CodePurpose;
  readonly ip?: string | undefined;
}

export type IssueResult =
  | { readonly kind: 'issued'; readonly id: number; readonly code: string; readonly expiresAt: number }
  | { readonly kind: 'too-soon'; readonly waitSeconds: number };

export interface CodeStoreOptions {
  readonly db: Kysely<Database>;
  /** A server secret (the token key): codes are stored as HMACs under a key derived from it. */
  readonly secret: Uint8Array;
  readonly ttlMs: number;
  readonly now?: () => number;
}

/**
 * The verification codes of every service (auth logs in and registers with them, the user centre binds a
 * phone): six random digits, kept only as an HMAC bound to target and purpose, valid ttlMs, single use, dead
 * after MAX_WRONG_ATTEMPTS wrong guesses, one per RESEND_SECONDS per target and purpose. A new code
 * replaces the older ones for the same target and purpose.
 */
export interface CodeStore {
  issue(request: IssueRequest): Promise<IssueResult>;
  /** Deletes a code whose message could not be sent, so the user may ask again at once. */
  withdraw(id: number): Promise<void>;
  /** Whether the code is right, without using it up (a wrong guess still counts against it). */
  check(query: CodeQuery): Promise<CodeOutcome>;
  /** Uses the code up when it is right; each code is 'ok' once only, even for calls at the same moment. */
  consume(query: CodeQuery & { readonly purpose: CodePurpose }): Promise<CodeOutcome>;
}

export function createCodeStore(options: CodeStoreOptions): CodeStore {
  const { db, ttlMs } = options;
  const now = options.now ?? Date.now;
  // A key of its own, so a code's hash can never be confused with a token signature.
  const key = createHmac('sha256', options.secret).update('topoforge verification codes').digest();
  const hash = (target: string, purpose: number, code: string): string =>
    createHmac('sha256', key).update(`${target}\n${purpose}\n${code}`).digest('hex');

  const latest = (target: string, purpose: CodePurpose | undefined) => {
    let query = db.selectFrom('verification_codes').selectAll().where('target', '=', target);
    if (purpose !== undefined) query = query.where('purpose', '=', purpose);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  };

  async function verify(query: CodeQuery, use: boolean): Promise<CodeOutcome> {
    const row = await latest(query.target, query.purpose);
    if (!row) return 'wrong';
    if (row.used_at !== null) return 'used';
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return 'exhausted';
    const at = now();
    if (at >= Number(row.expires_at)) return 'expired';
    if (!sameHex(row.code_hash, hash(row.target, row.purpose, query.code.trim()))) {
      await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return 'wrong';
    }
    if (!use) return 'ok';
    // Conditional on still unused and alive: of two consumes at once, exactly one updates the row.
    const result = await db
      .updateTable('verification_codes')
      .set({ used_at: at })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', MAX_WRONG_ATTEMPTS)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'ok' : 'used';
  }

  return {
    async issue({ target, channel, purpose, ip }) {
      const at = now();
      const previous = await latest(target, purpose);
      const sinceMs = previous ? at - Number(previous.created_at) : Infinity;
      if (sinceMs < RESEND_SECONDS * 1000) {
        return { kind: 'too-soon', waitSeconds: Math.max(1, Math.ceil(RESEND_SECONDS - sinceMs / 1000)) };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = at + ttlMs;
      const values = { target, channel, purpose, code_hash: hash(target, purpose, code), ip: ip ?? null };
      const id = await replaceCode(db, { ...values, created_at: at, expires_at: expiresAt });
      return { kind: 'issued', id, code, expiresAt };
    },
    async withdraw(id) {
      await db.deleteFrom('verification_codes').where('id', '=', id).execute();
    },
    check: (query) => verify(query, false),
    consume: (query) => verify(query, true),
  };
}

type NewCode = Insertable<Database['verification_codes']>;

/**
 * Inserts a code, in one transaction with marking the older live codes for its target and purpose used (only
 * the newest works) and deleting rows long expired (the table stays small without a timer).
 */
async function replaceCode(db: Kysely<Database>, values: NewCode): Promise<number> {
  const at = Number(values.created_at);
  const row = await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('verification_codes')
      .set({ used_at: at })
      .where('target', '=', values.target)
      .where('purpose', '=', values.purpose)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .deleteFrom('verification_codes')
      .where('expires_at', '<', at - KEEP_AFTER_EXPIRY_MS)
      .execute();
    return tx.insertInto('verification_codes').values(values).returning('id').executeTakeFirstOrThrow();
  });
  return row.id;
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
