import { randomBytes } from 'node:crypto';
import type { OAuthClient } from './client-rows.js';

/** A client application as an administrator registers it. */
export interface NewOAuthClient {
  readonly clientId: string;
  readonly name: string;
  readonly redirectUris: readonly string[];
  /** true: no secret (a browser or native app; PKCE alone protects its codes). */
  readonly public: boolean;
}

export class OAuthClientInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthClientInputError';
  }
}

const CLIENT_ID = /^[A-Za-z0-9._-]{3,64}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Checks what an administrator typed and makes the client's secret (32 random bytes, shown once by the
 * CLI). Redirect URIs are matched exactly by the provider, so each must be a full URL: https, or http on
 * the loopback only (a developer's machine, RFC 8252 §7.3), without a fragment (RFC 6749 §3.1.2).
 */
export function prepareOAuthClient(input: NewOAuthClient): Omit<OAuthClient, 'createdAt'> {
  if (!CLIENT_ID.test(input.clientId))
    throw new OAuthClientInputError(
      'the client id must be 3 to 64 letters, digits, dots, dashes or underscores',
    );
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100)
    throw new OAuthClientInputError('the name (shown on the consent panel) must be 1 to 100 characters');
  if (input.redirectUris.length === 0) throw new OAuthClientInputError('give at least one redirect URI');
  for (const uri of input.redirectUris) checkRedirectUri(uri);
  return {
    clientId: input.clientId,
    clientSecret: input.public ? null : randomBytes(32).toString('base64url'),
    redirectUris: [...new Set(input.redirectUris)],
    name,
  };
}

function checkRedirectUri(uri: string): void {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new OAuthClientInputError(`redirect URI "${uri}" is not a full URL`);
  }
  if (url.hash !== '' || uri.includes('#'))
    throw new OAuthClientInputError(`redirect URI "${uri}" must not have a fragment`);
  const https = url.protocol === 'https:';
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (!https && !loopbackHttp)
    throw new OAuthClientInputError(`redirect URI "${uri}" must be https (http only on localhost)`);
}
