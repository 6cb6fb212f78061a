/**
 * The CLI's way into the server's data (`topoforge user add`): the same settings (DATA_DIR,
 * DATABASE_URL …) and the same migrations as the server, without starting it. Imported as
 * '@topoforge/server/admin'.
 */
import { AccountInputError, createAccount, DEFAULT_USER_LEVEL } from './services/auth/accounts.js';
import { ConfigError, readConfig } from './kernel/config.js';
import { DatabaseError, openDatabase } from './kernel/db/open-database.js';
import { UserExistsError } from './kernel/db/user-rows.js';
import type { NewOAuthClient } from './services/oauth/client-input.js';
import { OAuthClientInputError, prepareOAuthClient } from './services/oauth/client-input.js';
import type { OAuthClient } from './services/oauth/client-rows.js';
import {
  OAuthClientExistsError,
  insertOAuthClient,
  listOAuthClients as listClientRows,
  removeOAuthClient as removeClientRow,
} from './services/oauth/client-rows.js';
import { oauthDb } from './services/oauth/tables.js';

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

export type { NewOAuthClient } from './services/oauth/client-input.js';
export type { OAuthClient } from './services/oauth/client-rows.js';

/** `topoforge oauth client add`: registers a client application; its secret is in the answer (only there). */
export async function addOAuthClient(
  request: NewOAuthClient,
  env: Env = process.env,
  cwd?: string,
): Promise<OAuthClient> {
  const database = await open(env, cwd);
  try {
    return await insertOAuthClient(oauthDb(database.db), prepareOAuthClient(request));
  } catch (e) {
    if (e instanceof OAuthClientInputError || e instanceof OAuthClientExistsError)
      throw new AdminError(e.message);
    throw e;
  } finally {
    await database.close();
  }
}

/** `topoforge oauth client list` (secrets included: the administrator may need to hand one out again). */
export async function listOAuthClients(env: Env = process.env, cwd?: string): Promise<OAuthClient[]> {
  const database = await open(env, cwd);
  try {
    return await listClientRows(oauthDb(database.db));
  } finally {
    await database.close();
  }
}

/** `topoforge oauth client remove`: false when there was no such client. */
export async function removeOAuthClient(
  clientId: string,
  env: Env = process.env,
  cwd?: string,
): Promise<boolean> {
  const database = await open(env, cwd);
  try {
    return await removeClientRow(oauthDb(database.db), clientId);
  } finally {
    await database.close();
  }
}
