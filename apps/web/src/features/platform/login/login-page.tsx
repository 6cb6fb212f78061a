import Alert from 'antd/es/alert';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { logout } from '../../../api/accounts';
import { clearStoredLogin, rememberedPath } from '../../../api/auth-storage';
import { BindPhoneModal } from '../phone-bind/bind-phone-modal';
import { AccountCard } from './account-card';
import { CodeLoginForm } from './code-login-form';
import { OAuthPanel } from './oauth-panel';
import { returnToOf } from './oauth-redirect';
import { PasswordForm } from './password-form';
import { useAfterLogin } from './use-after-login';

type LoginTab = 'password' | 'code' | 'wechat' | 'account';

/**
 * /login (002 §2.4, §4): password, code and WeChat tabs; choosing WeChat adds the account tab, which leads
 * back to the password tab. WeChat needs WeChat's servers and credentials, so its tab says it is not
 * configured instead of showing a QR code. `?reset` removes the stored user info (and logs out); `?redirectTo` is where
 * the login goes when no 401 remembered a path. `?return_to` (a third-party app's pending authorization)
 * shows the authorization panel instead of the tabs, so no third-party login is offered.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>('password');
  const [wechatChosen, setWechatChosen] = useState(false);
  const after = useAfterLogin();
  const path = rememberedPath();
  const returnTo = returnToOf(params);

  useEffect(() => {
    if (!params.has('reset')) return;
    // Removing the stored user info ends the login here; the session cookie goes with it.
    clearStoredLogin();
    void logout().catch(() => undefined);
  }, [params]);

  const choose = (key: string) => {
    // The account tab exists only beside the QR; choosing it goes back to the password tab (002 §4).
    setWechatChosen(key === 'wechat');
    setTab(key === 'account' ? 'password' : (key as LoginTab));
  };

  const items = [
    {
      key: 'password',
      label: t('accounts.tabs.password'),
      children: <PasswordForm onLoggedIn={(r) => after.loggedIn(r, 'password')} />,
    },
    {
      key: 'code',
      label: t('accounts.tabs.code'),
      children: <CodeLoginForm onLoggedIn={(r) => after.loggedIn(r, 'code')} />,
    },
    {
      key: 'wechat',
      label: t('accounts.tabs.wechat'),
      children: (
        <Alert type="warning" showIcon message={t('accounts.wechatDisabled')} data-testid="wechat-disabled" />
      ),
    },
    ...(wechatChosen ? [{ key: 'account', label: t('accounts.tabs.account') }] : []),
  ];

  if (returnTo !== undefined)
    return (
      <AccountCard title={t('accounts.oauth.cardTitle')} width={560} testId="login-page">
        <OAuthPanel returnTo={returnTo} />
      </AccountCard>
    );

  return (
    // Wide enough for all four tabs in both languages: an overflowing tab would hide in a "more" menu.
    <AccountCard title={t('accounts.loginTitle')} width={560} testId="login-page">
      {path !== undefined && (
        <Typography.Paragraph type="secondary" data-testid="login-remembered">
          {t('accounts.messages.remembered', { path })}
        </Typography.Paragraph>
      )}
      <Tabs activeKey={tab} onChange={choose} items={items} tabBarGutter={24} />
      <BindPhoneModal
        open={after.bindOpen}
        onBound={() => {
          after.closeBind();
          setTab('password');
        }}
        onSkip={after.skipBinding}
      />
    </AccountCard>
  );
}
