import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { readOAuthSettings } from './oauth-settings.js';

const from =
  (env: Record<string, string>) =>
  (name: string): string | undefined =>
    env[name];

describe('readOAuthSettings', () => {
  it('puts the issuer at PUBLIC_URL/oidc (localhost:PORT when unset), without a doubled slash', () => {
    expect(readOAuthSettings(from({}), 8080).issuer).toBe('http://localhost:8080/oidc');
    expect(readOAuthSettings(from({ PUBLIC_URL: 'https://tf.example.org/' }), 1).issuer).toBe(
      'https://tf.example.org/oidc',
    );
    expect(readOAuthSettings(from({ PUBLIC_URL: 'https://x.org/topoforge' }), 1).issuer).toBe(
      'https://x.org/topoforge/oidc',
    );
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL without query', () => {
    for (const url of ['tf.example.org', 'ftp://x.org', 'https://x.org/?a=1']) {
      expect(() => readOAuthSettings(from({ PUBLIC_URL: url }), 1)).toThrow(ConfigError);
    }
  });

  it('turns WeChat login on only with both the app id and the secret', () => {
    expect(readOAuthSettings(from({}), 1).wechat).toBeNull();
    expect(readOAuthSettings(from({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }), 1).wechat).toEqual({
      appId: 'wx1',
      appSecret: 's',
    });
    expect(() => readOAuthSettings(from({ WECHAT_APP_ID: 'wx1' }), 1)).toThrow(/together/);
  });
});
