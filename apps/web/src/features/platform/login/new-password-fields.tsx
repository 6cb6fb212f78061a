import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { confirmRules, newPasswordRules } from './account-rules';

/**
 * A new password (form field `password`, the spec's rule checked on blur) and its confirmation (`confirm`,
 * not sent, 002 §3), as registration and the forgotten-password page ask for them.
 */
export function NewPasswordFields({
  label,
  idPrefix,
}: {
  readonly label: string;
  readonly idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={newPasswordRules(t)}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Input.Password autoComplete="new-password" data-testid={`${idPrefix}-password`} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('accounts.fields.confirm')}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Input.Password autoComplete="new-password" data-testid={`${idPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
