import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginTarget, validRedirect } from './redirect';

// The rules are the spec's (002 §4 steps 5, 6, 8): remembered path first, then redirectTo, then the default.
describe('where a login goes', () => {
  const hosts = ['topoforge.example'];

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
  });

  it('prefers the remembered path, then redirectTo, then the default page', () => {
    expect(loginTarget('/a', '/b', hosts)).toEqual({ kind: 'internal', path: '/a' });
    expect(loginTarget(undefined, '/b', hosts)).toEqual({ kind: 'internal', path: '/b' });
    expect(loginTarget(undefined, 'https://bad.example/', hosts)).toEqual({
      kind: 'internal',
      path: DEFAULT_AFTER_LOGIN,
    });
    // A remembered value is only ever a path; an address there is ignored.
    expect(loginTarget('https://topoforge.example/', null, hosts)).toEqual({
      kind: 'internal',
      path: DEFAULT_AFTER_LOGIN,
    });
  });
});
