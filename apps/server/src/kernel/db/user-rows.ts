import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { toDate, toFlag } from './schema.js';

export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly passwordHash: string;
  readonly userLevel: string;
  readonly admin: boolean;
  readonly createdAt: Date;
  /** When the password last changed; tokens issued before it no longer count. */
  readonly pwdUpdateTime: Date | null;
}

export interface NewUser {
  readonly username: string;
  readonly passwordHash: string;
  readonly userLevel: string;
  readonly admin: boolean;
}

/** The username is taken (the unique constraint said so, which also covers two concurrent inserts). */
export class UserExistsError extends Error {
  constructor(readonly username: string) {
    super(`user '${username}' already exists`);
    this.name = 'UserExistsError';
  }
}

const COLUMNS = [
  'id',
  'username',
  'password_hash',
  'user_level',
  'is_admin',
  'created_at',
  'pwd_update_time',
] as const;

function toUser(row: {
  id: number;
  username: string;
  password_hash: string;
  user_level: string;
  is_admin: boolean | number;
  created_at: Date | string;
  pwd_update_time: Date | string | null;
}): UserRow {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    userLevel: row.user_level,
    admin: toFlag(row.is_admin),
    createdAt: toDate(row.created_at),
    pwdUpdateTime: row.pwd_update_time === null ? null : toDate(row.pwd_update_time),
  };
}

export async function findUserByName(db: Kysely<Database>, username: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .select(COLUMNS)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | null> {
  const row = await db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function insertUser(
  db: Kysely<Database>,
  user: NewUser,
  now: Date = new Date(),
): Promise<UserRow> {
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: user.username,
        password_hash: user.passwordHash,
        user_level: user.userLevel,
        is_admin: user.admin ? 1 : 0,
        created_at: now.toISOString(),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw new UserExistsError(user.username);
    throw e;
  }
}

/** SQLite says SQLITE_CONSTRAINT_UNIQUE, PostgreSQL SQLSTATE 23505. */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null || !('code' in e)) return false;
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505';
}
