import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import type { Database } from '../../kernel/db/schema.js';
import { PROFILE_CLAIMS, accountFinder } from './account.js';
import { databaseAdapter } from './adapter.js';
import { loadSigningKeys } from './keys.js';
import { renderError } from './error-page.js';
import { oauthDb } from './tables.js';

export interface ProviderOptions {
  readonly db: Kysely<Database>;
  /** The issuer identifier (PUBLIC_URL/oidc): its path is where the provider is mounted. */
  readonly issuer: string;
  /** The server's token key: the provider's cookie-signing key is derived from it (no second secret). */
  readonly tokenKey: Uint8Array;
  /** TRUST_PROXY is on: X-Forwarded-Proto/Host are believed (the issuer's https behind a proxy). */
  readonly behindProxy: boolean;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Lifetimes, seconds. An interaction lasts an hour (the user may register on the way); the login with the
 * provider and the remembered consent two weeks, as the refresh tokens; codes one minute (RFC 6749
 * §4.1.2 advises at most ten); access and ID tokens an hour.
 */
const TTL_SECONDS = {
  Interaction: HOUR,
  Session: 14 * DAY,
  Grant: 14 * DAY,
  RefreshToken: 14 * DAY,
  AuthorizationCode: 60,
  AccessToken: HOUR,
  IdToken: HOUR,
} as const;

/** The page of spec 002 §2.4: the login page shows the authorization panel when return_to is present. */
export const interactionUrl = (uid: string): string => `/login?return_to=${encodeURIComponent(uid)}`;

/**
 * The oidc-provider instance (the library does the protocol; nothing here is hand-written OAuth):
 * authorization code flow only, PKCE (S256, the only method the library's current major allows)
 * required of every client, scopes openid, profile and offline_access (refresh tokens when asked for and
 * consented), our database as its storage, signing keys kept in the database, the login and consent
 * interactions on our /login page (routes/ in this folder finish them).
 */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const db = oauthDb(options.db);
  const keys = await loadSigningKeys(db);
  const cookieKey = createHmac('sha256', options.tokenKey)
    .update('oidc-provider cookies')
    .digest('base64url');
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    findAccount: accountFinder(options.db, options.issuer),
    jwks: { keys: keys as NonNullable<Configuration['jwks']>['keys'] },
    // httpOnly and SameSite=Lax (a top-level redirect back from the client's site still carries them),
    // signed with a key only the server knows.
    cookies: {
      keys: [cookieKey],
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: { openid: ['sub'], profile: [...PROFILE_CLAIMS] },
    scopes: ['openid', 'profile', 'offline_access'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => interactionUrl(interaction.uid) },
    ttl: TTL_SECONDS,
    renderError,
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.behindProxy;
  return provider;
}
