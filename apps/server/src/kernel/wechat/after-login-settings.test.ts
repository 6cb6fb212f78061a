import { describe, expect, it } from 'vitest';
import { readAfterLoginSettings } from './after-login-settings.js';

const read = (env: Record<string, string>) => readAfterLoginSettings((name) => env[name]);

describe('after-login settings', () => {
  it('are off by default: no AI site, no external host', () => {
    expect(read({})).toEqual({ aiSiteUrl: null, redirectHosts: [] });
  });

  it('take an https AI site and up to 3 host names (002 §9)', () => {
    expect(
      read({
        AI_SITE_URL: 'https://ai.example.org/chat',
        LOGIN_REDIRECT_HOSTS: ' Example.org, b.example.net ',
      }),
    ).toEqual({ aiSiteUrl: 'https://ai.example.org/chat', redirectHosts: ['example.org', 'b.example.net'] });
  });

  it('refuse an AI site that is not https or carries a query, and a 4th host or a URL as host', () => {
    expect(() => read({ AI_SITE_URL: 'http://ai.example.org' })).toThrow(/AI_SITE_URL/);
    expect(() => read({ AI_SITE_URL: 'https://ai.example.org/?x=1' })).toThrow(/AI_SITE_URL/);
    expect(() => read({ LOGIN_REDIRECT_HOSTS: 'a.org,b.org,c.org,d.org' })).toThrow(/at most 3/);
    expect(() => read({ LOGIN_REDIRECT_HOSTS: 'https://a.org' })).toThrow(/host name/);
  });
});
