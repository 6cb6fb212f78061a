import { describe, expect, it } from 'vitest';
import { aiSiteHref, DEFAULT_AFTER_LOGIN, loginTarget, validRedirect } from './redirect';

// The rules are the spec's (002 §4 steps 4–8): AI site, remembered path, redirectTo, tab mode, member centre.
describe('where a login goes', () => {
  const hosts = ['topoforge.example'];
  const request = (over: Partial<Parameters<typeof loginTarget>[0]>) =>
    loginTarget({ remembered: undefined, redirectTo: null, allowedHosts: hosts, tabMode: false, ...over });

  it('takes internal paths that start with one slash', () => {
    expect(validRedirect('/personal-space/auto-ff/all-atom?x=1', [])).toEqual({
      kind: 'internal',
      path: '/personal-space/auto-ff/all-atom?x=1',
    });
  });

  it('refuses protocol-relative and backslash addresses, other schemes and relative text', () => {
    expect(validRedirect('//evil.example/x', hosts)).toBeUndefined();
    expect(validRedirect('/\\evil.example', hosts)).toBeUndefined();
    expect(validRedirect('javascript:alert(1)', hosts)).toBeUndefined();
    expect(validRedirect('javascript://topoforge.example/%0aalert(1)', hosts)).toBeUndefined();
    expect(validRedirect('data:text/html,<script>alert(1)</script>', hosts)).toBeUndefined();
    expect(validRedirect('home', hosts)).toBeUndefined();
    expect(validRedirect('', hosts)).toBeUndefined();
  });

  it('takes external addresses only on an allowed host or its sub-domains', () => {
    expect(validRedirect('https://ai.topoforge.example/chat', hosts)).toEqual({
      kind: 'external',
      href: 'https://ai.topoforge.example/chat',
    });
    expect(validRedirect('https://topoforge.example/', hosts)?.kind).toBe('external');
    expect(validRedirect('https://evil-topoforge.example/', hosts)).toBeUndefined();
    expect(validRedirect('https://topoforge.example.evil.com/', hosts)).toBeUndefined();
    // The allow-list is empty by default: no external address at all.
    expect(validRedirect('https://topoforge.example/', [])).toBeUndefined();
  });

  it('prefers the remembered path, then redirectTo, then tab mode, then the member centre', () => {
    expect(request({ remembered: '/a', redirectTo: '/b', tabMode: true })).toEqual({
      kind: 'internal',
      path: '/a',
    });
    expect(request({ redirectTo: '/b', tabMode: true })).toEqual({ kind: 'internal', path: '/b' });
    expect(request({ redirectTo: 'https://bad.example/', tabMode: true })).toEqual({ kind: 'tab' });
    expect(request({ redirectTo: 'https://bad.example/' })).toEqual({
      kind: 'internal',
      path: '/personal-space',
    });
    // A remembered value is only ever a path; an address there is ignored.
    expect(request({ remembered: 'https://topoforge.example/' })).toEqual({
      kind: 'internal',
      path: DEFAULT_AFTER_LOGIN,
    });
  });
});

describe('the AI site of aiRedictUrl', () => {
  const login = { token: 't.o.k', name: '李雷', email: 'li@pku.edu.cn' };

  it('is off unless the administrator set the site', () => {
    expect(aiSiteHref('https://ai.example.org/chat', null, login)).toBeUndefined();
  });

  it('adds token, name and e-mail to an address under the site', () => {
    const href = aiSiteHref('https://ai.example.org/chat/new?x=1', 'https://ai.example.org/chat', login);
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://ai.example.org/chat/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({ x: '1', ...login });
  });

  it('refuses other sites, look-alike paths and hosts, plain http and javascript:', () => {
    const site = 'https://ai.example.org/chat';
    expect(aiSiteHref('https://evil.example/chat', site, login)).toBeUndefined();
    expect(aiSiteHref('https://ai.example.org.evil.com/chat', site, login)).toBeUndefined();
    expect(aiSiteHref('https://ai.example.org/chatroom', site, login)).toBeUndefined();
    expect(aiSiteHref('http://ai.example.org/chat', site, login)).toBeUndefined();
    expect(aiSiteHref('javascript:alert(1)', site, login)).toBeUndefined();
    expect(aiSiteHref('//ai.example.org/chat', site, login)).toBeUndefined();
  });
});
