/**
 * What the client does with a failed call (spec 002 §8, 000 §8), as data so it can be tested without a
 * browser. Every failure is still rejected to the caller; this only decides what the user is shown.
 */
export type ErrorReaction =
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'login' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'generic' }
  | { readonly kind: 'silent' };

export interface FailedCall {
  /** HTTP status; 0 when no answer came (network error, time-out, abort). */
  readonly status: number;
  /** The envelope's `status`, when the body had one. */
  readonly bodyStatus?: number;
  /** The envelope's `error`, when the body had one. */
  readonly error?: string;
  readonly timedOut: boolean;
  readonly aborted: boolean;
  /** The browser said it had no network when the call failed (navigator.onLine false). */
  readonly offline?: boolean;
}

/**
 * Public pages need no login (000 §6; 002 §2.1); a 401 there changes nothing on screen. The spec's list,
 * plus the pages a visitor uses before having a login: registration, the forgotten password, the OAuth
 * login and the consultation form (a stale stored login must not send a visitor away from them).
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/home',
  '/apply',
  '/news-realinfo',
  '/product-service',
  '/test-analysis',
  '/service-subscription',
  '/agent_compute',
  '/hzw-university',
  '/prop-plan',
  '/login',
  '/register',
  '/forget-password',
  '/oauth-login',
  '/consultation',
];

/** 404 and 500 say nothing (000 §8, 002 §8 login layer); 418 is rejected silently (002 §8 forward service). */
const SILENT_STATUSES: ReadonlySet<number> = new Set([404, 418, 500]);

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * 002 §8 and 000 §8 in one client: the page going away is nobody's news; with the browser offline the toast
 * "network disconnected" says why, rather than the time-out alert; a time-out, a network failure or a 504
 * gives the alert; 401 (HTTP or the body's status) sends to the login page except on public pages; 404, 418
 * and 500 are silent; any other failure shows the server's error, or the generic text when it has none.
 */
export function reactionTo(call: FailedCall, pathname: string): ErrorReaction {
  if (call.aborted && !call.timedOut) return { kind: 'silent' }; // the page went away; nobody to tell
  if (call.status === 0 && call.offline === true) return { kind: 'offline' };
  if (call.timedOut || call.status === 0 || call.status === 504) return { kind: 'timeout' };
  if (call.status === 401 || call.bodyStatus === 401) {
    return isPublicPath(pathname) ? { kind: 'silent' } : { kind: 'login' };
  }
  if (SILENT_STATUSES.has(call.status)) return { kind: 'silent' };
  if (call.error !== undefined && call.error !== '') return { kind: 'message', text: call.error };
  return { kind: 'generic' };
}
