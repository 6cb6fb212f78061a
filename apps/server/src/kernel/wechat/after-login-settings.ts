import { ConfigError } from '../config.js';

/**
 * Where the login page may send a user after a successful login (spec 002 §4 steps 4 and 6), as the
 * administrator sets it (config.ts reads it; GET auth-service/login/settings serves it to the page):
 *
 * | variable             | default         | meaning                                                      |
 * |----------------------|-----------------|--------------------------------------------------------------|
 * | AI_SITE_URL          | (unset: off)    | https:// prefix of the AI site `aiRedictUrl` may name; the   |
 * |                      |                 | login sends token, name and e-mail there; unset → ignored    |
 * | LOGIN_REDIRECT_HOSTS | (unset: none)   | up to 3 host names (comma-separated) an external `redirectTo`|
 * |                      |                 | may go to, with their sub-domains; our own host always       |
 */
export interface AfterLoginSettings {
  readonly aiSiteUrl: string | null;
  readonly redirectHosts: readonly string[];
}

/** The spec's allow-list holds 3 host fragments (002 §9). */
export const MAX_REDIRECT_HOSTS = 3;

export function readAfterLoginSettings(text: (name: string) => string | undefined): AfterLoginSettings {
  return {
    aiSiteUrl: aiSite(text('AI_SITE_URL')),
    redirectHosts: redirectHosts(text('LOGIN_REDIRECT_HOSTS')),
  };
}

function aiSite(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // The login puts an access token in this address's query: only an encrypted, fixed site.
  if (url?.protocol !== 'https:' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(`AI_SITE_URL must be an https:// address without query, got "${value}"`);
  }
  return url.href;
}

function redirectHosts(value: string | undefined): readonly string[] {
  if (value === undefined) return [];
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  if (hosts.length > MAX_REDIRECT_HOSTS) {
    throw new ConfigError(
      `LOGIN_REDIRECT_HOSTS holds at most ${MAX_REDIRECT_HOSTS} host names, got ${hosts.length}`,
    );
  }
  for (const host of hosts) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      throw new ConfigError(`LOGIN_REDIRECT_HOSTS: "${host}" is not a host name such as example.org`);
    }
  }
  return hosts;
}
