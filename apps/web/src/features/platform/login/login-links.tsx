import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Register account" and "forgot password" under the login buttons (002 §2.4). */
export function LoginLinks() {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" style={{ marginTop: 16 }}>
      <Link to="/register" data-testid="to-register">
        {t('accounts.buttons.register')}
      </Link>
      <Link to="/forget-password" data-testid="to-forgot">
        {t('accounts.buttons.forgot')}
      </Link>
    </Flex>
  );
}
