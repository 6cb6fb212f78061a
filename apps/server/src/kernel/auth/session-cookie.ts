import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

/**
 * The login as a cookie, beside the bearer token the pages send (spec 002 §6: "a bearer token from the
 * user cookie or from a URL parameter"). The session cookie is httpOnly, so a script on the page cannot
 * read it; it lets a plain navigation (a download link, the OAuth authorize redirect) carry the login.
 * A write authenticated by the cookie alone must also send the CSRF cookie's value in X-CSRF-Token
 * (double submit): another site can make the browser send our cookies, but cannot read them.
 */
export const SESSION_COOKIE = 'tf_session';
export const CSRF_COOKIE = 'tf_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sets both cookies for a token valid `expiresIn` seconds; Secure when the request came over HTTPS. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresIn: number,
): void {
  const secure = request.protocol === 'https';
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: expiresIn };
  void reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  void reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** The session cookie's token, or null. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? null : value;
}

/**
 * Refuses (403) a request that changes something and is authenticated only by the session cookie, unless
 * it repeats the CSRF cookie in X-CSRF-Token.
 */
export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE] ?? '';
  const header = request.headers[CSRF_HEADER];
  const sent = typeof header === 'string' ? header : '';
  const a = Buffer.from(cookie);
  const b = Buffer.from(sent);
  if (cookie === '' || a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(403, 'csrf-failed');
  }
}
