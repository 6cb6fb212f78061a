/**
 * The CLI's way into the server's data (`topoforge user add`): the same settings (DATA_DIR,
 * DATABASE_URL …) and the same migrations as the server, without starting it. Imported as
 * '@topoforge/server/admin'.
 */
import { AccountInputError, createAccount, DEFAULT_USER_LEVEL } from './services/auth/accounts.js';
import { ConfigError, readConfig } from './kernel/config.js';
import { DatabaseError, openDatabase } from './kernel/db/open-database.js';
import { UserExistsError } from './kernel/db/user-rows.js';

export { DEFAULT_USER_LEVEL };
export { MIN_PASSWORD_LENGTH } from './services/auth/accounts.js';

/** A failure the operator can fix (bad settings, unreachable database, taken username, bad field). */
export class AdminError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AdminError';
  }
}

export interface AddUserRequest {
  readonly username: string;
  readonly password: string;
  /** DEFAULT_USER_LEVEL ('free') when absent. */
  readonly level?: string;
  readonly admin?: boolean;
}

export interface AddedUser {
  readonly id: number;
  readonly username: string;
  readonly userLevel: string;
  readonly admin: boolean;
  /** Where the user was stored (SQLite file or PostgreSQL URL without password). */
  readonly database: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Opens the configured database (migrating it), stores the user with an argon2id hash, closes it. */
export async function addUser(
  request: AddUserRequest,
  env: Env = process.env,
  cwd?: string,
): Promise<AddedUser> {
  const database = await open(env, cwd);
  try {
    const row = await createAccount(database.db, {
      username: request.username,
      password: request.password,
      userLevel: request.level ?? DEFAULT_USER_LEVEL,
      admin: request.admin ?? false,
    });
    return {
      id: row.id,
      username: row.username,
      userLevel: row.userLevel,
      admin: row.admin,
      database: database.location,
    };
  } catch (e) {
    if (e instanceof UserExistsError)
      throw new AdminError(`user '${e.username}' already exists in ${database.location}`);
    if (e instanceof AccountInputError) throw new AdminError(e.message);
    throw e;
  } finally {
    await database.close();
  }
}

async function open(env: Env, cwd: string | undefined) {
  try {
    const config = readConfig(env, cwd);
    return await openDatabase(config);
  } catch (e) {
    if (e instanceof ConfigError) throw new AdminError(`configuration: ${e.message}`, { cause: e });
    if (e instanceof DatabaseError) throw new AdminError(e.message, { cause: e });
    throw e;
  }
}
