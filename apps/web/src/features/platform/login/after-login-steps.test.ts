import type { LoginResult } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { afterLoginMove, LOGIN_TAB_MESSAGE, notifyOpener } from './after-login-steps';
import { restoredSearch } from './wechat-return';

const result: LoginResult = {
  access_token: 'tok',
  token_type: 'Bearer',
  expires_in: 3600,
  user: {
    id: 1,
    username: 'li',
    userLevel: '0',
    premium: false,
    admin: false,
    realName: '李雷',
    email: 'li@pku.edu.cn',
  },
};
const off = { wechat: false, aiSiteUrl: null as string | null, redirectHosts: [] as string[] };
const on: typeof off = {
  wechat: false,
  aiSiteUrl: 'https://ai.example.org/',
  redirectHosts: ['partner.example'],
};
const q = (text: string) => new URLSearchParams(text);

// 002 §4 "After a successful login", steps 4–8, in order.
describe('after-login steps', () => {
  it('goes to the AI site only when the administrator set it, with token, name and e-mail', () => {
    const query = q('aiRedictUrl=https://ai.example.org/x&redirectTo=/home');
    expect(afterLoginMove(result, query, off, undefined, 'tf.example')).toEqual({
      kind: 'internal',
      path: '/home',
    });
    const move = afterLoginMove(result, query, on, '/remembered', 'tf.example');
    expect(move.kind).toBe('ai');
    const url = new URL(move.kind === 'ai' ? move.href : '');
    expect([
      url.searchParams.get('token'),
      url.searchParams.get('name'),
      url.searchParams.get('email'),
    ]).toEqual(['tok', '李雷', 'li@pku.edu.cn']);
  });

  it('then the remembered path, redirectTo on our or an allowed host, tab mode, the member centre', () => {
    const move = (query: string, settings: typeof on, remembered?: string) =>
      afterLoginMove(result, q(query), settings, remembered, 'tf.example');
    expect(move('redirectTo=/b', on, '/a')).toEqual({ kind: 'internal', path: '/a' });
    expect(move('redirectTo=https://tf.example/p', off).kind).toBe('external');
    expect(move('redirectTo=https://partner.example/p', off)).toEqual({
      kind: 'internal',
      path: '/personal-space',
    });
    expect(move('redirectTo=https://partner.example/p', on).kind).toBe('external');
    expect(move('redirectTo=//evil.example&type=tab', on)).toEqual({ kind: 'tab' });
  });

  it('tells an open opener and closes the tab; answers false when the opener is gone', () => {
    const received: unknown[] = [];
    let closed = false;
    const opener = { closed: false, postMessage: (m: unknown) => received.push(m) };
    const tab = { opener, close: () => (closed = true) } as unknown as Window;
    expect(notifyOpener(tab)).toBe(true);
    expect([received, closed]).toEqual([[LOGIN_TAB_MESSAGE], true]);
    expect(notifyOpener({ opener: null, close: () => undefined } as unknown as Window)).toBe(false);
    expect(notifyOpener({ opener: { closed: true }, close: () => undefined } as unknown as Window)).toBe(
      false,
    );
  });

  it("restores the login page's query without WeChat's parameters", () => {
    expect(restoredSearch('?redirectTo=%2Fa&loginType=wechat&code=c&state=s', { bindCode: 'b' })).toBe(
      '?redirectTo=%2Fa&bindCode=b',
    );
    expect(restoredSearch('?loginType=wechat&code=c&state=s')).toBe('');
  });
});
