import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { toAuthUser } from '../../kernel/auth/auth-user.js';
import type { CredentialDeps, LoginClient } from '../../kernel/auth/credentials.js';
import { checkCredentials } from '../../kernel/auth/credentials.js';
import { issueToken } from '../../kernel/auth/tokens.js';

export type { LoginClient } from '../../kernel/auth/credentials.js';

export interface LoginDeps extends CredentialDeps {
  readonly key: Uint8Array;
  readonly tokenTtlHours: number;
  readonly premiumLevels: readonly string[];
}

export interface LoginResult {
  readonly accessToken: string;
  readonly expiresIn: number;
  readonly user: AuthUser;
}

/**
 * Checks the credentials (the login name is the username, phone or e-mail; kernel/auth/credentials.ts)
 * and issues an access token; throws 400 for bad credentials, 429 when throttled.
 */
export async function login(
  deps: LoginDeps,
  username: string,
  password: string,
  client: LoginClient,
): Promise<LoginResult> {
  const row = await checkCredentials(deps, username, password, client, 'password');
  const { token, expiresIn } = await issueToken(deps.key, row.id, deps.tokenTtlHours);
  return { accessToken: token, expiresIn, user: toAuthUser(row, deps.premiumLevels) };
}
