import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberedPath } from '../../../api/auth-storage';

/** Where a 401 leads (000 §6). The login pages themselves come with the platform release. */
export function LoginPage() {
  const { t } = useTranslation();
  const path = rememberedPath();
  return (
    <Result
      status="info"
      title={t('login.title')}
      subTitle={
        <span data-testid="login-unavailable">
          {t('login.unavailable')}
          {path !== undefined && <> {t('login.remembered', { path })}</>}
        </span>
      }
      extra={<Link to="/home">{t('notFound.home')}</Link>}
    />
  );
}
