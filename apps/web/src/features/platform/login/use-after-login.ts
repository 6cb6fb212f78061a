import type { LoginResult } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { forgetRememberedPath, rememberedPath, storeLogin } from '../../../api/auth-storage';
import { loginTarget } from './redirect';

/**
 * What follows a successful login (002 §4): store the user info, say "登录成功,正在跳转...", and go where
 * the rules say. A password login on an account without a phone first opens the bind dialog (the session is
 * stored); binding asks the user to log in again, "not now" goes on as logged in.
 */
export function useAfterLogin() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [bindOpen, setBindOpen] = useState(false);

  const proceed = useCallback(() => {
    const target = loginTarget(rememberedPath(), params.get('redirectTo'), [window.location.hostname]);
    forgetRememberedPath();
    if (target.kind === 'external') window.location.assign(target.href);
    else void navigate(target.path, { replace: true });
  }, [navigate, params]);

  const loggedIn = useCallback(
    (result: LoginResult, method: 'password' | 'code') => {
      storeLogin(result.access_token, result.user);
      const phone = result.user.phone ?? '';
      if (method === 'password' && phone === '') {
        setBindOpen(true);
        return;
      }
      void message.success(t('accounts.messages.loginSuccess'));
      proceed();
    },
    [message, proceed, t],
  );

  const skipBinding = useCallback(() => {
    setBindOpen(false);
    void message.success(t('accounts.messages.loginSuccess'));
    proceed();
  }, [message, proceed, t]);

  return { loggedIn, bindOpen, closeBind: () => setBindOpen(false), skipBinding };
}
