/**
 * The server refuses a write authenticated by the httpOnly session cookie alone unless the request repeats
 * the readable CSRF cookie the login set (tf_csrf) in X-CSRF-Token (issue 22 item 6).
 */
export const CSRF_COOKIE = 'tf_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The CSRF cookie's value in a `document.cookie` text, or undefined when it is not set. */
export function csrfFromCookies(cookies: string): string | undefined {
  const prefix = `${CSRF_COOKIE}=`;
  const entry = cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  if (entry === undefined || entry.length === prefix.length) return undefined;
  return decodeURIComponent(entry.slice(prefix.length));
}
