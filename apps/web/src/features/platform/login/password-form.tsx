import type { LoginResult } from '@topoforge/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../../api/accounts';
import { LoginLinks } from './login-links';

interface PasswordValues {
  username: string;
  password: string;
}

interface PasswordFormProps {
  readonly onLoggedIn: (r: LoginResult) => void;
  /** The call that logs in; the authorization panel logs in for its app (oauth/login) instead. */
  readonly loginWith?: (username: string, password: string) => Promise<LoginResult>;
}

const passwordLogin = (username: string, password: string) => login(username, password, 0);

/** The password tab (002 §5: username and password required; the server answers unknown users and wrong passwords alike). */
export function PasswordForm({ onLoggedIn, loginWith = passwordLogin }: PasswordFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async ({ username, password }: PasswordValues) => {
    setBusy(true);
    try {
      onLoggedIn(await loginWith(username.trim(), password));
    } catch {
      // The presenter showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<PasswordValues> layout="vertical" onFinish={(v) => void submit(v)} data-testid="password-form">
      <Form.Item
        name="username"
        label={t('accounts.fields.username')}
        rules={[{ required: true, whitespace: true, message: t('accounts.rules.username') }]}
      >
        <Input autoComplete="username" data-testid="login-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('accounts.fields.password')}
        rules={[{ required: true, message: t('accounts.rules.password') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('accounts.buttons.login')}
      </Button>
      <LoginLinks />
    </Form>
  );
}
