import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storedUser } from '../../api/auth-storage';
import { menuTarget, sideMenuFor } from './space-menu';

/** The member centre (002 §2.3 membercenter, where a login lands): who is logged in and the sections. */
export function MemberCentrePage() {
  const { t } = useTranslation();
  const user = storedUser();
  const name = user?.realName ?? user?.username ?? '';
  const sections = sideMenuFor(user?.userLevel).filter((entry) => entry.key !== 'membercenter');
  return (
    <div data-testid="member-centre">
      <Typography.Title level={3}>{t('personalSpace.memberCentre.hello', { name })}</Typography.Title>
      <Typography.Paragraph>
        {t('personalSpace.memberCentre.level', { level: user?.userLevel ?? '' })}
      </Typography.Paragraph>
      <Card title={t('personalSpace.memberCentre.sections')}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {sections.map((entry) => {
            const to = menuTarget(entry.children?.[0] ?? entry.key);
            return to === undefined ? null : (
              <Link key={entry.key} to={to}>
                {t(`personalSpace.sections.${entry.key}`)}
              </Link>
            );
          })}
        </div>
      </Card>
    </div>
  );
}
