import { ConfigError } from './config.js';

/**
 * Settings of TopoForge as an OAuth 2 / OpenID Connect provider (services/oauth; config.ts reads them):
 *
 * | variable          | default                | meaning                                                 |
 * |-------------------|------------------------|---------------------------------------------------------|
 * | PUBLIC_URL        | http://localhost:PORT  | the origin browsers reach the server at; the issuer is  |
 * |                   |                        | PUBLIC_URL/oidc (discovery: /oidc/.well-known/…)        |
 * | WECHAT_APP_ID     | (unset)                | WeChat open-platform app: both set → WeChat login on;   |
 * | WECHAT_APP_SECRET | (unset)                | unset → its calls answer "not configured"               |
 */
export interface OAuthSettings {
  /** The issuer identifier: PUBLIC_URL + '/oidc', no trailing slash. */
  readonly issuer: string;
  readonly wechat: { readonly appId: string; readonly appSecret: string } | null;
}

export function readOAuthSettings(text: (name: string) => string | undefined, port: number): OAuthSettings {
  const publicUrl = text('PUBLIC_URL') ?? `http://localhost:${port}`;
  let origin: URL;
  try {
    origin = new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// URL, got "${publicUrl}"`);
  }
  if (!/^https?:$/.test(origin.protocol) || origin.search !== '' || origin.hash !== '') {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// URL without query, got "${publicUrl}"`);
  }
  const appId = text('WECHAT_APP_ID');
  const appSecret = text('WECHAT_APP_SECRET');
  if ((appId === undefined) !== (appSecret === undefined)) {
    throw new ConfigError('WECHAT_APP_ID and WECHAT_APP_SECRET must be set together');
  }
  return {
    issuer: `${origin.href.replace(/\/+$/, '')}/oidc`,
    wechat: appId !== undefined && appSecret !== undefined ? { appId, appSecret } : null,
  };
}
