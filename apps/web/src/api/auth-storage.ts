import type { AuthUserInfo } from '@topoforge/contract';
import { authUserSchema } from '@topoforge/contract';

/** Local user info of spec 000 §3: the token and the user (with userLevel) as the login stored them. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';
/** Where a 401 sends the user back to after logging in (000 §6 "the path is remembered"). */
export const REDIRECT_PATH_KEY = 'topoforge.redirectPath';

export function storedAccessToken(): string | undefined {
  const token = read(localStorage, ACCESS_TOKEN_KEY);
  return token === undefined || token === '' ? undefined : token;
}

/** The stored user, or undefined when none is stored or it is not a user record we understand. */
export function storedUser(): AuthUserInfo | undefined {
  const text = read(localStorage, USER_KEY);
  if (text === undefined) return undefined;
  try {
    const parsed = authUserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Premium users have no force-field limit and a longer charge time-out (000 §6). */
export const isPremiumUser = (): boolean => storedUser()?.premium === true;

/** After a login (002 §4 step 1): the token and the user under the keys the rest of the app reads. */
export function storeLogin(accessToken: string, user: AuthUserInfo): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage may be disabled; the login then lasts as long as the session cookie.
  }
}

export function clearStoredLogin(): void {
  remove(localStorage, ACCESS_TOKEN_KEY);
  remove(localStorage, USER_KEY);
}

export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_PATH_KEY, path);
  } catch {
    // Storage may be disabled; the user then starts again from the home page after logging in.
  }
}

export const rememberedPath = (): string | undefined => read(sessionStorage, REDIRECT_PATH_KEY);

/** The remembered path is used once: the login that went back there forgets it. */
export const forgetRememberedPath = (): void => remove(sessionStorage, REDIRECT_PATH_KEY);

function read(storage: Storage, key: string): string | undefined {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored where storage is disabled.
  }
}
