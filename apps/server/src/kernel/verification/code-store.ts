import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
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

  async function verify(query: CodeQuery, use: boolean): Promise<CodeOutcome> {
    const row = await latestCode(db, query.target, query.purpose);
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
    issue: (request) => issueCode(db, request, now(), ttlMs, hash),
    async withdraw(id) {
      await db.deleteFrom('verification_codes').where('id', '=', id).execute();
    },
    check: (query) => verify(query, false),
    consume: (query) => verify(query, true),
  };
}

/** The newest code sent to target (for purpose, or for any purpose). */
function latestCode(db: Kysely<Database>, target: string, purpose: CodePurpose | undefined) {
  let query = db.selectFrom('verification_codes').selectAll().where('target', '=', target);
  if (purpose !== undefined) query = query.where('purpose', '=', purpose);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * The 60-second check and the insert in one transaction, so requests at the same moment get one code: SQLite
 * runs one transaction at a time; PostgreSQL takes a transaction lock on the target and purpose first (a
 * row lock cannot serve: before the first code there is no row to lock). The older live codes for the
 * target and purpose are marked used (only the newest works), and rows long expired are deleted (the table
 * stays small without a timer).
 */
async function issueCode(
  db: Kysely<Database>,
  { target, channel, purpose, ip }: IssueRequest,
  at: number,
  ttlMs: number,
  hash: (target: string, purpose: number, code: string) => string,
): Promise<IssueResult> {
  return db.transaction().execute(async (tx) => {
    if (tx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext(${`verification:${target}:${purpose}`}))`.execute(tx);
    }
    const previous = await latestCode(tx, target, purpose);
    const sinceMs = previous ? at - Number(previous.created_at) : Infinity;
    if (sinceMs < RESEND_SECONDS * 1000) {
      return { kind: 'too-soon', waitSeconds: Math.max(1, Math.ceil(RESEND_SECONDS - sinceMs / 1000)) };
    }
    await tx
      .updateTable('verification_codes')
      .set({ used_at: at })
      .where('target', '=', target)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .deleteFrom('verification_codes')
      .where('expires_at', '<', at - KEEP_AFTER_EXPIRY_MS)
      .execute();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = at + ttlMs;
    const row = await tx
      .insertInto('verification_codes')
      .values({
        target,
        channel,
        purpose,
        code_hash: hash(target, purpose, code),
        created_at: at,
        expires_at: expiresAt,
        ip: ip ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'issued', id: row.id, code, expiresAt };
  });
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
