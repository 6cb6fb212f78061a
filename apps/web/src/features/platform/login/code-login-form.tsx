import type { LoginResult } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountExists, login } from '../../../api/accounts';
import { accountRules } from './account-rules';
import { CodeField } from './code-field';
import { LoginLinks } from './login-links';

interface CodeValues {
  username: string;
  code: string;
}

/**
 * The code tab (002 §5 SMS tab, and the same by e-mail): the phone or e-mail must be registered
 * ("用户尚未注册,请先注册!" before any code is sent), the code is required; login type 1.
 */
export function CodeLoginForm({ onLoggedIn }: { readonly onLoggedIn: (r: LoginResult) => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<CodeValues>();
  const [busy, setBusy] = useState(false);

  const target = async () => {
    let username: string;
    try {
      username = (await form.validateFields(['username'])).username.trim();
    } catch {
      return undefined;
    }
    const known = await accountExists(username).catch(() => undefined);
    if (known === false) void message.error(t('accounts.messages.notRegistered'));
    return known === true ? username : undefined;
  };

  const submit = async ({ username, code }: CodeValues) => {
    setBusy(true);
    try {
      onLoggedIn(await login(username.trim(), code.trim(), 1));
    } catch {
      // The presenter showed the server's message (验证码错误, 用户尚未注册,请先注册!).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="code-form">
      <Form.Item name="username" label={t('accounts.fields.username')} rules={accountRules(t)} required>
        <Input autoComplete="username" data-testid="code-username" />
      </Form.Item>
      <CodeField purpose={1} target={target} inputId="code-code" buttonId="send-code" />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="code-submit">
        {t('accounts.buttons.login')}
      </Button>
      <LoginLinks />
    </Form>
  );
}
