import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout } from '../../../api/accounts';
import { clearStoredLogin, storedUser } from '../../../api/auth-storage';

/** Where the console entry leads: the builder, the personal-space page this installation has. */
export const CONSOLE_PATH = '/personal-space/auto-ff';

/**
 * 002 §6: a visitor sees the login and register entries, a logged-in user the console entry with the
 * avatar and a log-out button. Read again on every navigation, so logging in or out shows at once. In the
 * phone drawer the entries stand one under another.
 */
export function AccountEntry({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  useLocation();
  const navigate = useNavigate();
  const user = storedUser();
  if (user === undefined) {
    return (
      <Flex gap="small" align={vertical ? 'stretch' : 'center'} vertical={vertical}>
        <Link to="/login" data-testid="header-login">
          <Button type="text">{t('site.menu.login')}</Button>
        </Link>
        <Link to="/register" data-testid="header-register">
          <Button type="primary">{t('site.menu.register')}</Button>
        </Link>
      </Flex>
    );
  }
  const name = user.realName ?? user.username;
  return (
    <Flex gap="small" align={vertical ? 'start' : 'center'} vertical={vertical}>
      {user.admin && <Link to="/personal-space/admin/news">{t('site.menu.admin')}</Link>}
      <Link to={CONSOLE_PATH} data-testid="header-console">
        <Flex gap="small" align="center">
          <Avatar size="small" src={user.avatarImg ?? undefined} alt={name}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          {t('site.menu.console')}
        </Flex>
      </Link>
      <Button
        type="text"
        data-testid="header-logout"
        onClick={() => {
          // The stored login goes at once; the server clears the session cookie when it answers.
          clearStoredLogin();
          void logout().catch(() => undefined);
          void navigate('/login');
        }}
      >
        {t('site.menu.logout')}
      </Button>
    </Flex>
  );
}
