/**
 * What the page keeps while the browser is at WeChat (session storage, this tab only): the state WeChat
 * must hand back, and the login page's query (redirectTo, aiRedictUrl, type …) to restore on return.
 */
const KEY = 'hzw_wechat_login';

export interface WeChatDeparture {
  readonly state: string;
  readonly search: string;
}

export function rememberDeparture(qrUrl: string, search: string): void {
  const state = new URL(qrUrl).searchParams.get('state') ?? '';
  sessionStorage.setItem(KEY, JSON.stringify({ state, search }));
}

/** The departure this tab remembered, used up (a state is good for one return). */
export function takeDeparture(): WeChatDeparture | undefined {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<WeChatDeparture>;
    return typeof value.state === 'string' && typeof value.search === 'string'
      ? { state: value.state, search: value.search }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The login page's query with the WeChat answer's parameters removed and `extra` set. */
export function restoredSearch(search: string, extra: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(search);
  for (const name of ['loginType', 'code', 'state', 'bindCode']) params.delete(name);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
