import type { AuthUserInfo } from '@topoforge/contract';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchUserDetails } from '../../../api/accounts';
import { AccountCard } from '../login/account-card';
import { BindPhoneForm } from './bind-phone-form';

/**
 * /phone-bind (002 §2.1): the binding form on its own page. It loads the user details first, so without a
 * login the 401 rule applies (the path is remembered, the user logs in and comes back here).
 */
export function PhoneBindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [user, setUser] = useState<AuthUserInfo>();

  useEffect(() => {
    const controller = new AbortController();
    fetchUserDetails(controller.signal).then(setUser, () => undefined);
    return () => controller.abort();
  }, []);

  return (
    <AccountCard title={t('accounts.bindTitle')}>
      {user === undefined ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph data-testid="bind-account">
            {user.realName ?? user.username}
            {user.phone ? ` · ${user.phone}` : ''}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('accounts.bindHint')}</Typography.Paragraph>
          <BindPhoneForm onBound={() => void navigate('/login')} />
        </>
      )}
    </AccountCard>
  );
}
