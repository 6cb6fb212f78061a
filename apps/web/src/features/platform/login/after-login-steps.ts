import type { LoginResult } from '@topoforge/contract';
import type { LoginSettings } from './wechat-api';
import type { LoginTarget } from './redirect';
import { aiSiteHref, loginTarget } from './redirect';

/** What the after-login steps 4–8 (002 §4) lead to: the AI site, or a login target. */
export type AfterLoginMove = { readonly kind: 'ai'; readonly href: string } | LoginTarget;

/**
 * Steps 4–8 for a login result and the login page's query: the AI site of aiRedictUrl when it lies under
 * the administrator's AI site, else the remembered path, a valid redirectTo, tab mode (`type=tab`), or the
 * member centre.
 */
export function afterLoginMove(
  result: LoginResult,
  query: URLSearchParams,
  settings: LoginSettings,
  remembered: string | undefined,
  ownHost: string,
): AfterLoginMove {
  const ai = aiSiteHref(query.get('aiRedictUrl'), settings.aiSiteUrl, {
    token: result.access_token,
    name: result.user.realName ?? result.user.username,
    email: result.user.email ?? '',
  });
  if (ai !== undefined) return { kind: 'ai', href: ai };
  return loginTarget({
    remembered,
    redirectTo: query.get('redirectTo'),
    allowedHosts: [ownHost, ...settings.redirectHosts],
    tabMode: query.get('type') === 'tab',
  });
}

/** The message a login tab sends the page that opened it (no secret: that page reads its own storage). */
export const LOGIN_TAB_MESSAGE = { source: 'topoforge', type: 'login', status: 'success' } as const;

/** Step 7: tell the opener and close; false when the opener is gone (the page then says so). */
export function notifyOpener(win: Window): boolean {
  const opener = win.opener as Window | null;
  if (opener === null || opener.closed) return false;
  // Any origin may have opened the tab (a partner site); the message carries no token, so '*' is safe.
  opener.postMessage(LOGIN_TAB_MESSAGE, '*');
  win.close();
  return true;
}
