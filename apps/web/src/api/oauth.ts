import type { LoginResult, OAuthAuthorization } from '@topoforge/contract';
import {
  loginResultSchema,
  oauthAuthorizationSchema,
  oauthAuthorizeRoute,
  oauthConsentRoute,
  oauthLoginRoute,
  oauthRedirectSchema,
} from '@topoforge/contract';
import { getJson, postJson } from './client';

/**
 * The calls of the third-party authorization panel on /login?return_to=<uid> (spec 002 §2.4, §4, §7).
 * return_to names the provider's pending request; the bearer token (when stored) names the user.
 */

/**
 * What the app of return_to asks for and who would authorize it. Quiet: the panel shows the failure itself
 * ("原网页已被关闭,请从原网页重新发起登录请求" for an unknown or expired return_to).
 */
export const fetchAuthorization = (returnTo: string, signal?: AbortSignal): Promise<OAuthAuthorization> =>
  getJson(
    oauthAuthorizeRoute.path,
    oauthAuthorizationSchema,
    signal,
    { return_to: returnTo },
    { quiet: true },
  );

/** The password login of the panel (platform E): answers the token and user like the normal login. */
export const oauthLogin = (returnTo: string, username: string, password: string): Promise<LoginResult> =>
  postJson(
    oauthLoginRoute.path,
    { username, password, return_to: returnTo, platform: 'E' },
    loginResultSchema,
  );

/** Authorizes (or refuses) the app as the logged-in user: where the browser goes next and what to say. */
export const answerAuthorization = (
  returnTo: string,
  approve: boolean,
): Promise<{ redirectTo: string; message: string }> =>
  postJson(oauthConsentRoute.path, { return_to: returnTo, approve }, oauthRedirectSchema);
