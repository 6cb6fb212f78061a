import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { logout } from '../../../api/accounts';
import { clearStoredLogin, rememberedPath } from '../../../api/auth-storage';
import { BindPhoneModal } from '../phone-bind/bind-phone-modal';
import { AccountCard } from './account-card';
import { BindStatusScreen } from './bind-status-screen';
import { CodeLoginForm } from './code-login-form';
import { OAuthPanel } from './oauth-panel';
import { returnToOf } from './oauth-redirect';
import { PasswordForm } from './password-form';
import { useAfterLogin } from './use-after-login';
import { useWeChatReturn } from './use-wechat-return';
import { WeChatBindPending } from './wechat-bind-pending';
import { WeChatTab } from './wechat-tab';

type LoginTab = 'password' | 'code' | 'wechat' | 'account';

/**
 * /login (002 §2.4, §4): password, code and WeChat tabs; choosing WeChat adds the account tab, which leads
 * back to the password tab. The WeChat tab leads to WeChat's QR page when the server has WeChat credentials
 * (else it says WeChat is not configured); WeChat comes back with ?loginType=wechat&code&state. `?bindCode`
 * (an unbound WeChat user) binds WeChat after the login and shows a status screen. `?reset` removes the
 * stored user info (and logs out); `?redirectTo`, `?aiRedictUrl` and `?type=tab` steer where the login
 * goes (use-after-login). `?return_to` (a third-party app's pending authorization) shows the authorization
 * panel instead of the tabs, so no third-party login is offered.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>('password');
  const [wechatChosen, setWechatChosen] = useState(false);
  const after = useAfterLogin();
  const returning = useWeChatReturn((result, query) => after.loggedIn(result, 'wechat', query));
  const path = rememberedPath();
  const returnTo = returnToOf(params);
  const bindCode = params.get('bindCode') ?? '';

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
    // An unbound WeChat user logs in by account to bind; offering WeChat again would go round in a circle.
    ...(bindCode === ''
      ? [{ key: 'wechat', label: t('accounts.tabs.wechat'), children: <WeChatTab /> }]
      : []),
    ...(wechatChosen ? [{ key: 'account', label: t('accounts.tabs.account') }] : []),
  ];

  if (returnTo !== undefined)
    return (
      <AccountCard title={t('accounts.oauth.cardTitle')} width={560} testId="login-page">
        <OAuthPanel returnTo={returnTo} />
      </AccountCard>
    );

  if (after.bindStatus !== undefined)
    return (
      <AccountCard title={t('accounts.loginTitle')} width={560} testId="login-page">
        <BindStatusScreen status={after.bindStatus} onDone={after.statusDone} />
      </AccountCard>
    );

  return (
    // Wide enough for all four tabs in both languages: an overflowing tab would hide in a "more" menu.
    <AccountCard title={t('accounts.loginTitle')} width={560} testId="login-page">
      {returning && (
        <Typography.Paragraph data-testid="wechat-signing-in">
          <Spin size="small" /> {t('wechat.signingIn')}
        </Typography.Paragraph>
      )}
      {path !== undefined && (
        <Typography.Paragraph type="secondary" data-testid="login-remembered">
          {t('accounts.messages.remembered', { path })}
        </Typography.Paragraph>
      )}
      {bindCode !== '' && <WeChatBindPending bindCode={bindCode} />}
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
