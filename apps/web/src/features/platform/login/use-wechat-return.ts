import type { LoginResult } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { weChatCallback } from './wechat-api';
import { restoredSearch, takeDeparture } from './wechat-return';

/**
 * WeChat sent the browser back to /login?loginType=wechat&code=…&state=… : the state must be the one
 * this tab left with. The server then logs a bound WeChat user in (the login goes on with the query the
 * page had before leaving), or answers a bind code, which the page carries as /login?bindCode=… so that
 * the next login or a registration binds it (002 §4 step 3). Answers whether a return is being handled.
 */
class StateMismatch extends Error {}

export function useWeChatReturn(onLogin: (result: LoginResult, query: URLSearchParams) => void): boolean {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const handled = useRef(false);
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const code = params.get('code');
  const state = params.get('state');
  const returning = params.get('loginType') === 'wechat' && code !== null && state !== null;
  const [busy, setBusy] = useState(returning);

  useEffect(() => {
    if (!returning || handled.current) return;
    handled.current = true;
    const departure = takeDeparture();
    const search = departure?.search ?? window.location.search;
    const back = (extra: Record<string, string> = {}) =>
      void navigate(`/login${restoredSearch(search, extra)}`, { replace: true });
    // A state this tab did not leave with: someone else's login pushed into this browser, or a stale link.
    const answer =
      departure?.state === state ? weChatCallback(code ?? '', state) : Promise.reject(new StateMismatch());
    answer.then(
      (result) => {
        setBusy(false);
        if (result.kind === 'bind') {
          back({ bindCode: result.bindCode });
          return;
        }
        // The query the login had before WeChat (redirectTo …), for the steps that follow.
        back();
        onLogin(result.login, new URLSearchParams(search));
      },
      (e: unknown) => {
        // Else the presenter showed the server's message; the tabs come back.
        if (e instanceof StateMismatch) void message.error(t('wechat.stateMismatch'));
        setBusy(false);
        back();
      },
    );
  }, [code, message, navigate, onLogin, returning, state, t]);

  return busy;
}
