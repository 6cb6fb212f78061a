import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword } from '../../../api/accounts';
import { AccountCard } from '../login/account-card';
import { accountRules } from '../login/account-rules';
import { CodeField } from '../login/code-field';
import { NewPasswordFields } from '../login/new-password-fields';

interface ForgotValues {
  username: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * /forget-password (002 §2.1): a code (type 2) to the account's phone or e-mail, a new password under the
 * spec's rule and its confirmation; done → the login page. Unknown accounts get the server's
 * "用户尚未注册,请先注册!" when the code is asked for or the form is sent.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgotValues>();
  const [busy, setBusy] = useState(false);

  const target = async () => {
    try {
      return (await form.validateFields(['username'])).username.trim();
    } catch {
      return undefined;
    }
  };

  const submit = async (v: ForgotValues) => {
    setBusy(true);
    try {
      await resetPassword(v.username.trim(), v.code.trim(), v.password);
      void message.success(t('accounts.messages.passwordReset'));
      void navigate('/login');
    } catch {
      // The presenter showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t('accounts.forgotTitle')} testId="forgot-page">
      <Typography.Paragraph type="secondary">{t('accounts.forgotHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="username" label={t('accounts.fields.username')} rules={accountRules(t)} required>
          <Input autoComplete="username" data-testid="forgot-username" />
        </Form.Item>
        <CodeField purpose={2} target={target} inputId="forgot-code" buttonId="forgot-send-code" />
        <NewPasswordFields label={t('accounts.fields.newPassword')} idPrefix="forgot" />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-submit">
          {t('accounts.buttons.reset')}
        </Button>
      </Form>
      <Link to="/login" style={{ display: 'inline-block', marginTop: 16 }}>
        {t('accounts.buttons.toLogin')}
      </Link>
    </AccountCard>
  );
}
