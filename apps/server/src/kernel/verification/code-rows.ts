import type { ColumnType, Generated } from 'kysely';

/** Epoch milliseconds (bigint: PostgreSQL reads it back as text, hence `number | string`). */
type EpochMs = ColumnType<number | string, number, number>;

/**
 * One verification code sent (migration 0004): only its keyed hash is kept, with where it went, what for,
 * when it dies and how often someone guessed wrong.
 */
export interface VerificationCodesTable {
  id: Generated<number>;
  /** The normalised phone (11 digits) or the lower-cased e-mail address. */
  target: string;
  channel: 'sms' | 'email';
  /** CODE_PURPOSES: 1 login or register, 2 forgot password, 3 bind phone or e-mail. */
  purpose: number;
  /** HMAC-SHA256 of the code with the server's key, bound to target and purpose (hex). */
  code_hash: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  /** Set once the code was consumed, or replaced by a newer code to the same target and purpose. */
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Wrong guesses so far; at MAX_WRONG_ATTEMPTS the code is dead. */
  attempts: ColumnType<number, number | undefined, number>;
  /** The client address that asked for the code (for an administrator reading abuse). */
  ip: string | null;
}
