import Result from 'antd/es/result';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { storedUser } from '../../../api/auth-storage';

const TABS = ['news', 'notices', 'pages'] as const;
export const ADMIN_BASE = '/personal-space/admin';

/**
 * The content administration pages (administrators only; the server refuses others with 403 as well):
 * tabs for news, notices and pages.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (storedUser()?.admin !== true) {
    return (
      <Result status="403" title="403" subTitle={t('site.admin.forbidden')} data-testid="admin-forbidden" />
    );
  }
  const active = TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? 'news';
  return (
    <div>
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(`${ADMIN_BASE}/${key}`)}
        items={TABS.map((key) => ({ key, label: t(`site.admin.${key}`) }))}
      />
      {children}
    </div>
  );
}
