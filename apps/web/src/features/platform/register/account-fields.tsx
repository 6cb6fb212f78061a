import { PHONE_PATTERN } from '@topoforge/contract';
import type { FormInstance } from 'antd/es/form';
import AntApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { accountExists } from '../../../api/accounts';
import { codeRules, confirmRules, newPasswordRules } from '../login/account-rules';
import { CodeButton } from '../login/code-button';
import type { RegisterValues } from './registration-body';
import { registerAccountRules } from './register-rules';

/**
 * The account half of the registration form (002 §2.5, §5): phone or university e-mail, the code (type 1;
 * asked for only when the address is valid and not yet registered), password checked on blur, its
 * confirmation, and the optional referrer phone.
 */
export function AccountFields({ form }: { readonly form: FormInstance<RegisterValues> }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();

  const target = async () => {
    let account: string;
    try {
      account = (await form.validateFields(['account'])).account.trim();
    } catch {
      return undefined;
    }
    const known = await accountExists(account).catch(() => undefined);
    if (known === true) void message.error(t('accounts.messages.alreadyRegistered'));
    return known === false ? account : undefined;
  };

  return (
    <>
      <Form.Item
        name="account"
        label={t('accounts.fields.account')}
        rules={registerAccountRules(t)}
        validateTrigger={['onBlur']}
      >
        <Input autoComplete="username" data-testid="register-account" />
      </Form.Item>
      <Form.Item label={t('accounts.fields.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={codeRules(t)}>
            <Input maxLength={6} autoComplete="one-time-code" data-testid="register-code" />
          </Form.Item>
          <CodeButton purpose={1} target={target} testId="register-send-code" />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('accounts.fields.password')}
        rules={newPasswordRules(t)}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input.Password autoComplete="new-password" data-testid="register-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('accounts.fields.confirm')}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Input.Password autoComplete="new-password" data-testid="register-confirm" />
      </Form.Item>
      <Form.Item
        name="referrer"
        label={t('accounts.fields.referrer')}
        rules={[{ pattern: PHONE_PATTERN, message: t('accounts.rules.phoneFormat') }]}
      >
        <Input maxLength={11} data-testid="register-referrer" />
      </Form.Item>
    </>
  );
}
