/**
 * Where a successful login goes (002 §4 "After a successful login", steps 4–8), as pure rules. Internal
 * targets are paths starting with a single '/'; an external target must be http(s) on an allowed host: our
 * own, or one of the administrator's (at most 3, LOGIN_REDIRECT_HOSTS, served by auth-service/login/settings),
 * where a name matches the host itself or a sub-domain of it (not any host merely containing the text,
 * which would let evil-example.com in). The AI site (step 4) is only the administrator's AI_SITE_URL.
 */

/** The member centre (002 §4 step 8). */
export const DEFAULT_AFTER_LOGIN = '/personal-space';

export type LoginTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string }
  /** Tab mode (step 7): tell the page that opened this tab, then close. */
  | { readonly kind: 'tab' };

/** An internal path, or an allowed external address, or undefined for anything else. */
export function validRedirect(
  target: string | null | undefined,
  allowedHosts: readonly string[],
): Exclude<LoginTarget, { kind: 'tab' }> | undefined {
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

export interface AfterLoginRequest {
  /** The path a 401 remembered (step 5). */
  readonly remembered: string | undefined;
  /** The query's redirectTo (step 6). */
  readonly redirectTo: string | null;
  /** Our own host and the administrator's hosts. */
  readonly allowedHosts: readonly string[];
  /** The page was opened as a login tab (`?type=tab`, step 7). */
  readonly tabMode: boolean;
}

/** 002 §4 steps 5 to 8 in order. */
export function loginTarget(request: AfterLoginRequest): LoginTarget {
  const back = validRedirect(request.remembered, []);
  if (back !== undefined) return back;
  const asked = validRedirect(request.redirectTo, request.allowedHosts);
  if (asked !== undefined) return asked;
  return request.tabMode ? { kind: 'tab' } : { kind: 'internal', path: DEFAULT_AFTER_LOGIN };
}

export interface AiSiteLogin {
  readonly token: string;
  readonly name: string;
  readonly email: string;
}

/**
 * Step 4: the AI site address with token, name and e-mail in its query, when `aiRedictUrl` lies under the
 * administrator's AI site (same origin, path at or below the site's path); undefined otherwise, including
 * when no AI site is configured (the default), so the parameter can never send a token elsewhere.
 */
export function aiSiteHref(
  aiRedictUrl: string | null,
  aiSiteUrl: string | null,
  login: AiSiteLogin,
): string | undefined {
  if (aiRedictUrl === null || aiRedictUrl === '' || aiSiteUrl === null) return undefined;
  let url: URL;
  let site: URL;
  try {
    url = new URL(aiRedictUrl);
    site = new URL(aiSiteUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.origin !== site.origin || url.username !== '') return undefined;
  const base = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  if (url.pathname !== site.pathname && !url.pathname.startsWith(base)) return undefined;
  url.searchParams.set('token', login.token);
  url.searchParams.set('name', login.name);
  url.searchParams.set('email', login.email);
  return url.href;
}
