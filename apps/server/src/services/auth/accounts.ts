import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import type { UserRow } from '../../kernel/db/user-rows.js';
import { insertUser } from '../../kernel/db/user-rows.js';
import { hashPassword, MAX_PASSWORD_LENGTH } from '../../kernel/auth/password.js';

export const DEFAULT_USER_LEVEL = 'free';
export const MAX_USERNAME_LENGTH = 64;
export const MIN_PASSWORD_LENGTH = 8;
const LEVEL_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A new account's fields are wrong; the message names the field. */
export class AccountInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountInputError';
  }
}

export interface NewAccount {
  readonly username: string;
  readonly password: string;
  readonly userLevel?: string;
  readonly admin?: boolean;
}

/**
 * Checks and stores a new account. Usernames are the spec's phone or e-mail: any printable text without
 * spaces. Levels are short tokens ('free', 'vip', '7', 'SILVER' …) compared with PREMIUM_LEVELS as they are.
 * Throws AccountInputError for bad fields and UserExistsError when the name is taken.
 */
export async function createAccount(db: Kysely<Database>, account: NewAccount): Promise<UserRow> {
  const username = account.username.trim();
  if (username === '') throw new AccountInputError('username: must not be empty');
  if (username.length > MAX_USERNAME_LENGTH)
    throw new AccountInputError(`username: at most ${MAX_USERNAME_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(username))
    throw new AccountInputError('username: no spaces or control characters');
  const userLevel = account.userLevel ?? DEFAULT_USER_LEVEL;
  if (!LEVEL_PATTERN.test(userLevel))
    throw new AccountInputError('level: 1 to 32 letters, digits, "-" or "_"');
  if (account.password.length < MIN_PASSWORD_LENGTH)
    throw new AccountInputError(`password: at least ${MIN_PASSWORD_LENGTH} characters`);
  if (account.password.length > MAX_PASSWORD_LENGTH)
    throw new AccountInputError(`password: at most ${MAX_PASSWORD_LENGTH} characters`);
  return insertUser(db, {
    username,
    passwordHash: await hashPassword(account.password),
    userLevel,
    admin: account.admin ?? false,
  });
}
