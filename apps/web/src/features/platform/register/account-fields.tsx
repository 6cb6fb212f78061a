import { PHONE_PATTERN } from '@topoforge/contract';
import type { FormInstance } from 'antd/es/form';
import AntApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { accountExists } from '../../../api/accounts';
import { CodeField } from '../login/code-field';
import { NewPasswordFields } from '../login/new-password-fields';
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
        required
      >
        <Input autoComplete="username" data-testid="register-account" />
      </Form.Item>
      <CodeField purpose={1} target={target} inputId="register-code" buttonId="register-send-code" />
      <NewPasswordFields label={t('accounts.fields.password')} idPrefix="register" />
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
