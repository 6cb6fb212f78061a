import type { LoginResult, OAuthAuthorization } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../api/accounts';
import { clearStoredLogin, storedAccessToken, storeLogin } from '../../../api/auth-storage';
import { ApiRequestError } from '../../../api/client';
import { answerAuthorization, fetchAuthorization, oauthLogin } from '../../../api/oauth';
import { resumeUrl } from './oauth-redirect';
import { PasswordForm } from './password-form';

type PanelState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly auth: OAuthAuthorization };

/**
 * The authorization panel of /login?return_to=<uid> (002 §2.4, §4): names the third-party app, says it gets
 * linked to the account and receives the avatar and title, and offers no third-party (WeChat) login. Nobody
 * logged in: the password login for the app (oauth/login), then the panel asks again. A logged-in user
 * continues as themselves: Authorize returns to the app with a code, Refuse with error=access_denied.
 */
export function OAuthPanel({ returnTo }: { readonly returnTo: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    fetchAuthorization(returnTo, abort.signal).then(
      (auth) => setState({ kind: 'ready', auth }),
      (e: unknown) => {
        if (abort.signal.aborted) return;
        // A stored token that no longer holds answers 401 and is cleared (client.ts): ask again, anonymously.
        if (e instanceof ApiRequestError && e.status === 401 && storedAccessToken() === undefined) {
          setReload((n) => n + 1);
          return;
        }
        setState({ kind: 'failed', message: e instanceof ApiRequestError ? e.message : String(e) });
      },
    );
    return () => abort.abort();
  }, [returnTo, reload]);

  const again = useCallback(() => setReload((n) => n + 1), []);

  if (state.kind === 'loading')
    return (
      <div data-testid="oauth-loading">
        <Spin />
      </div>
    );
  if (state.kind === 'failed')
    return <Alert type="error" showIcon message={state.message} data-testid="oauth-failed" />;
  const { auth } = state;
  return (
    <div data-testid="oauth-panel">
      <Typography.Title level={4} data-testid="oauth-app">
        {t('accounts.oauth.title', { app: auth.appName })}
      </Typography.Title>
      <Alert type="info" showIcon message={t('accounts.oauth.linked', { app: auth.appName })} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="oauth-return">
        {t('accounts.oauth.returnsTo', { uri: auth.redirectUri })}
      </Typography.Paragraph>
      {auth.user === null ? (
        <OAuthLogin returnTo={returnTo} appName={auth.appName} onLoggedIn={again} />
      ) : (
        <ConsentButtons returnTo={returnTo} username={auth.user.username} onOtherAccount={again} />
      )}
    </div>
  );
}

interface OAuthLoginProps {
  readonly returnTo: string;
  readonly appName: string;
  readonly onLoggedIn: () => void;
}

/** The password login for the app: the token and user are stored like any login (002 §4), then the panel asks again. */
function OAuthLogin({ returnTo, appName, onLoggedIn }: OAuthLoginProps) {
  const { t } = useTranslation();
  const loggedIn = (result: LoginResult) => {
    storeLogin(result.access_token, result.user);
    onLoggedIn();
  };
  return (
    <>
      <Typography.Paragraph strong data-testid="oauth-login-first">
        {t('accounts.oauth.loginFirst', { app: appName })}
      </Typography.Paragraph>
      <PasswordForm onLoggedIn={loggedIn} loginWith={(u, p) => oauthLogin(returnTo, u, p)} />
    </>
  );
}

interface ConsentProps {
  readonly returnTo: string;
  readonly username: string;
  readonly onOtherAccount: () => void;
}

/** "Continue as <name>": Authorize or Refuse; either answer sends the browser back to the app. */
function ConsentButtons({ returnTo, username, onOtherAccount }: ConsentProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState<'approve' | 'refuse' | undefined>();

  const answer = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'refuse');
    try {
      const result = await answerAuthorization(returnTo, approve);
      const target = resumeUrl(result.redirectTo);
      if (target === undefined) throw new Error(`unexpected redirect ${result.redirectTo}`);
      // "授权登陆成功，正在跳转..." (002 §8), as the server words it in the interface language.
      void message.success(result.message);
      window.location.assign(target);
    } catch {
      // The presenter showed the server's message; the buttons work again.
      setBusy(undefined);
    }
  };

  const otherAccount = () => {
    // The login ends here (token and session cookie); the panel then asks for the other account's password.
    setBusy('refuse');
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clearStoredLogin();
        setBusy(undefined);
        onOtherAccount();
      });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph data-testid="oauth-continue-as">
        {t('accounts.oauth.continueAs', { name: username })}
      </Typography.Paragraph>
      <Space>
        <Button
          type="primary"
          loading={busy === 'approve'}
          disabled={busy === 'refuse'}
          onClick={() => void answer(true)}
          data-testid="oauth-approve"
        >
          {t('accounts.oauth.approve')}
        </Button>
        <Button
          loading={busy === 'refuse'}
          disabled={busy === 'approve'}
          onClick={() => void answer(false)}
          data-testid="oauth-refuse"
        >
          {t('accounts.oauth.refuse')}
        </Button>
        <Button type="link" disabled={busy !== undefined} onClick={otherAccount} data-testid="oauth-other">
          {t('accounts.oauth.otherAccount')}
        </Button>
      </Space>
    </Space>
  );
}
