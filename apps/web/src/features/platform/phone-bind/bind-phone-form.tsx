import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindPhone, logout } from '../../../api/accounts';
import { clearStoredLogin } from '../../../api/auth-storage';
import { phoneRules } from '../login/account-rules';
import { CodeField } from '../login/code-field';

/** The server's answer to a successful binding (002 §4). */
export const BIND_SUCCESS_ANSWER = '换绑成功';

interface BindValues {
  phone: string;
  code: string;
}

interface BindPhoneFormProps {
  /** After "绑定成功,请重新登录": the stored login is gone and the user logs in again. */
  readonly onBound: () => void;
  readonly extra?: React.ReactNode;
}

/**
 * Phone and bind code (type 3) → POST changeBindPhoneOrEmail type 1 (002 §4). "换绑成功" means bound: the
 * login is cleared (the account changed) and the user is asked to log in again.
 */
export function BindPhoneForm({ onBound, extra }: BindPhoneFormProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<BindValues>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: BindValues) => {
    setBusy(true);
    try {
      const answer = await bindPhone(values.phone.trim(), values.code.trim());
      if (answer.message !== BIND_SUCCESS_ANSWER) {
        void message.error(answer.message);
        return;
      }
      void message.success(t('accounts.messages.bindSuccess'));
      clearStoredLogin();
      await logout().catch(() => undefined);
      onBound();
    } catch {
      // The presenter showed the server's message (002 §8 "binding failure shows the server message").
    } finally {
      setBusy(false);
    }
  };

  const phoneTarget = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone.trim();
    } catch {
      return undefined;
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="bind-phone-form">
      <Form.Item name="phone" label={t('accounts.fields.phone')} rules={phoneRules(t)}>
        <Input maxLength={11} autoComplete="tel" data-testid="bind-phone" />
      </Form.Item>
      <CodeField purpose={3} target={phoneTarget} inputId="bind-code" buttonId="bind-send-code" />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="bind-submit">
          {t('accounts.buttons.bind')}
        </Button>
        {extra}
      </Space>
    </Form>
  );
}
