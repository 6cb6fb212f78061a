import type { LoginResult } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetRememberedPath, rememberedPath, storeLogin } from '../../../api/auth-storage';
import { afterLoginMove, notifyOpener } from './after-login-steps';
import { requestLoginRewards } from './login-rewards';
import type { BindStatus } from './bind-status-screen';
import type { LoginSettings } from './wechat-api';
import { bindWeChat, fetchLoginSettings } from './wechat-api';

/** Until the server answers (or if it cannot): no AI site, no external host — the safe defaults. */
const SAFE_SETTINGS: LoginSettings = { wechat: false, aiSiteUrl: null, redirectHosts: [] };

export type LoginMethod = 'password' | 'code' | 'wechat';

/**
 * What follows a successful login (002 §4), in the spec's order: 1 store the user info; 2 the rewards call;
 * 3 with a bindCode, bind WeChat and show the status screen (which returns after 4 s); 4 the AI site;
 * 5 the remembered path; 6 a valid redirectTo; 7 tab mode; 8 the member centre. A password login on an
 * account without a phone first opens the bind dialog (the session is stored); binding asks the user to
 * log in again, "not now" goes on. `query` is the login page's query (WeChat's return restores the one the
 * page had before leaving).
 */
export function useAfterLogin() {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();
  const navigate = useNavigate();
  const [bindOpen, setBindOpen] = useState(false);
  const [bindStatus, setBindStatus] = useState<BindStatus>();
  const settings = useRef<LoginSettings>(SAFE_SETTINGS);
  const pending = useRef<{ result: LoginResult; query: URLSearchParams }>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    fetchLoginSettings(controller.signal).then(
      (answer) => (settings.current = answer),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  /** Steps 4–8. */
  const move = useCallback(() => {
    const login = pending.current;
    if (login === undefined) return;
    const remembered = rememberedPath();
    const next = afterLoginMove(
      login.result,
      login.query,
      settings.current,
      remembered,
      window.location.hostname,
    );
    forgetRememberedPath();
    if (next.kind === 'ai' || next.kind === 'external') window.location.assign(next.href);
    else if (next.kind === 'internal') void navigate(next.path, { replace: true });
    else if (!notifyOpener(window)) {
      modal.warning({
        title: t('wechat.tab.openerGoneTitle'),
        content: t('wechat.tab.openerGone'),
      });
    }
  }, [modal, navigate, t]);

  /** Step 3, then the rest. */
  const proceed = useCallback(() => {
    void message.success(t('accounts.messages.loginSuccess'));
    const bindCode = pending.current?.query.get('bindCode') ?? '';
    if (bindCode === '') {
      move();
      return;
    }
    bindWeChat(bindCode).then(
      ({ status }) => setBindStatus({ kind: status === 2000 ? 'already' : 'bound' }),
      (e: unknown) => setBindStatus({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  }, [message, move, t]);

  const loggedIn = useCallback(
    (result: LoginResult, method: LoginMethod, query = new URLSearchParams(window.location.search)) => {
      storeLogin(result.access_token, result.user);
      pending.current = { result, query };
      // A granted reward is said; none configured, or had already, is the normal case and stays silent.
      requestLoginRewards().then(
        (reward) => reward.rewarded && void message.success(reward.message),
        () => undefined,
      );
      if (method === 'password' && (result.user.phone ?? '') === '') {
        setBindOpen(true);
        return;
      }
      proceed();
    },
    [message, proceed],
  );

  const skipBinding = useCallback(() => {
    setBindOpen(false);
    proceed();
  }, [proceed]);

  const statusDone = useCallback(() => {
    setBindStatus(undefined);
    move();
  }, [move]);

  return { loggedIn, bindOpen, closeBind: () => setBindOpen(false), skipBinding, bindStatus, statusDone };
}
