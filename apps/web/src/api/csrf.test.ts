import { describe, expect, it } from 'vitest';
import { csrfFromCookies } from './csrf';

// document.cookie joins cookies with '; ' (RFC 6265 §5.4); values may be percent-encoded.
describe('the CSRF cookie read for X-CSRF-Token', () => {
  it('finds tf_csrf among other cookies', () => {
    expect(csrfFromCookies('a=1; tf_csrf=abc-_9; b=2')).toBe('abc-_9');
    expect(csrfFromCookies('tf_csrf=x%2By')).toBe('x+y');
  });
  it('is undefined when the cookie is missing or empty, and not fooled by a longer name', () => {
    expect(csrfFromCookies('')).toBeUndefined();
    expect(csrfFromCookies('tf_csrf=')).toBeUndefined();
    expect(csrfFromCookies('my_tf_csrf=1; tf_csrfx=2')).toBeUndefined();
  });
});
