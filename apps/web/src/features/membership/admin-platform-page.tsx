import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { storedUser } from '../../api/auth-storage';
import { AdsTab, CardsTab, GroupsTab, LicencesTab, ProductsTab, RewardsTab } from './admin-tabs';
import { RemindTab, UsersTab } from './admin-users-tab';

/**
 * The administrators' page of issue 23 items 4–6: users and levels, research groups, membership cards,
 * products, software licences, ads, the new-user reward and reminders — every record on the server.
 */
export function AdminPlatformPage() {
  const { t } = useTranslation();
  if (storedUser()?.admin !== true) return <Result status="403" title={t('membership.admin.only')} />;
  const tabs = [
    ['users', UsersTab],
    ['groups', GroupsTab],
    ['cards', CardsTab],
    ['products', ProductsTab],
    ['licences', LicencesTab],
    ['ads', AdsTab],
    ['rewards', RewardsTab],
    ['remind', RemindTab],
  ] as const;
  return (
    <Card title={t('membership.admin.title')}>
      <Tabs
        destroyOnHidden
        items={tabs.map(([key, Tab]) => ({
          key,
          label: t(`membership.admin.tabs.${key}`),
          children: <Tab t={t} />,
        }))}
      />
    </Card>
  );
}
