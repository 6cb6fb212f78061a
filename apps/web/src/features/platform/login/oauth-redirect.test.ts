import { describe, expect, it } from 'vitest';
import { resumeUrl, returnToOf } from './oauth-redirect';

// The provider answers its resume URL, PUBLIC_URL/oidc/auth/<uid> (apps/server/src/services/oauth).
describe('the authorization panel’s addresses', () => {
  it('follows absolute http and https resume URLs', () => {
    expect(resumeUrl('http://localhost:8080/oidc/auth/abc')).toBe('http://localhost:8080/oidc/auth/abc');
    expect(resumeUrl('https://topoforge.example/oidc/auth/x?y=1')).toBe(
      'https://topoforge.example/oidc/auth/x?y=1',
    );
  });

  it('refuses script, data and relative addresses', () => {
    expect(resumeUrl('javascript:alert(1)')).toBeUndefined();
    expect(resumeUrl('data:text/html,hi')).toBeUndefined();
    expect(resumeUrl('/oidc/auth/abc')).toBeUndefined();
    expect(resumeUrl('')).toBeUndefined();
  });

  it('reads return_to, ignoring an empty or blank one', () => {
    expect(returnToOf(new URLSearchParams('return_to=Xy_1'))).toBe('Xy_1');
    expect(returnToOf(new URLSearchParams('return_to=%20'))).toBeUndefined();
    expect(returnToOf(new URLSearchParams('redirectTo=/home'))).toBeUndefined();
  });
});
