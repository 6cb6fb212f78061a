/**
 * Where a successful login goes (002 §4 "After a successful login", steps 5, 6 and 8): the path a 401
 * remembered, else a valid redirectTo, else the member centre. Internal targets are paths starting with a
 * single '/'; an external target must be http(s) on an allowed host. The spec keeps an allow-list of three
 * host fragments without naming them, so the page passes its own host names: a fragment matches the host
 * itself or a sub-domain of it (not any host merely containing the text, which would let evil-example.com in).
 */

/** The member centre is not built yet; until it is, a login without a target lands on the home page. */
export const DEFAULT_AFTER_LOGIN = '/home';

export type LoginTarget =
  { readonly kind: 'internal'; readonly path: string } | { readonly kind: 'external'; readonly href: string };

/** An internal path, or an allowed external address, or undefined for anything else. */
export function validRedirect(
  target: string | null | undefined,
  allowedHosts: readonly string[],
): LoginTarget | undefined {
  if (target === null || target === undefined || target === '') return undefined;
  // '//host' and '/\host' are protocol-relative addresses to another site, not paths.
  if (target.startsWith('/')) {
    return /^\/[/\\]/.test(target) ? undefined : { kind: 'internal', path: target };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((fragment) => {
    const f = fragment.toLowerCase();
    return f !== '' && (host === f || host.endsWith(`.${f}`));
  });
  return allowed ? { kind: 'external', href: url.href } : undefined;
}

/** 002 §4 steps 5, 6 and 8 in order. */
export function loginTarget(
  remembered: string | undefined,
  redirectTo: string | null,
  allowedHosts: readonly string[],
): LoginTarget {
  const back = validRedirect(remembered, []);
  if (back !== undefined) return back;
  return validRedirect(redirectTo, allowedHosts) ?? { kind: 'internal', path: DEFAULT_AFTER_LOGIN };
}
