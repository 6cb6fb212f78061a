import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { register } from '../../../api/accounts';
import { registerWithWeChat } from '../login/wechat-api';
import { AccountCard } from '../login/account-card';
import { AccountFields } from './account-fields';
import { ProfileFields } from './profile-fields';
import type { RegisterValues } from './registration-body';
import { registrationBody } from './registration-body';

/**
 * /register (002 §2.5, §4): the free-registration tab (the account-login tab leads to /login). Every rule
 * of §5 is checked before the call; the terms box (checked by default) must stay checked. Success leads to
 * the login page. The query's channelId and channelType are the sales channel; its bindCode (an unbound
 * WeChat user) makes the registration bind that WeChat user too.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const [busy, setBusy] = useState(false);
  const bindCode = params.get('bindCode') ?? '';

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    try {
      const channel = {
        channelId: params.get('channelId') ?? undefined,
        channelType: params.get('channelType') ?? undefined,
      };
      const body = registrationBody(values, channel);
      // With a bindCode (an unbound WeChat user, 002 §4) registration and WeChat binding are one step.
      if (bindCode === '') await register(values.code.trim(), body);
      else await registerWithWeChat(values.code.trim(), { ...body, bindCode });
      void message.success(t('accounts.messages.registered'));
      void navigate('/login');
    } catch {
      // The presenter showed the server's message (验证码错误, 当前用户已经注册过了！ …).
    } finally {
      setBusy(false);
    }
  };

  const tabs = [
    { key: 'register', label: t('accounts.tabs.register') },
    { key: 'login', label: t('accounts.tabs.account') },
  ];

  return (
    <AccountCard title={t('accounts.registerTitle')} width={640} testId="register-page">
      <Tabs
        activeKey="register"
        items={tabs}
        onChange={(key) => key === 'login' && void navigate('/login')}
      />
      {bindCode !== '' && (
        <Alert type="info" showIcon message={t('wechat.registerBinds')} style={{ marginBottom: 16 }} />
      )}
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        initialValues={{ terms: true }}
        onFinish={(v) => void submit(v)}
        scrollToFirstError
      >
        <AccountFields form={form} />
        <ProfileFields form={form} />
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, checked: boolean) =>
                checked ? Promise.resolve() : Promise.reject(new Error(t('accounts.rules.terms'))),
            },
          ]}
        >
          <Checkbox data-testid="register-terms">{t('accounts.terms')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          {t('accounts.buttons.submitRegister')}
        </Button>
      </Form>
      <Link to="/login" style={{ display: 'inline-block', marginTop: 16 }}>
        {t('accounts.buttons.toLogin')}
      </Link>
    </AccountCard>
  );
}
