import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALL_ATOM_PATH } from '../../app/wizard-paths';
import { WIZARD_VARIANTS } from '../../app/wizard-variants';
import { ServerHealth } from './server-health';

/** What this release really offers: the product's purpose, the ways into the wizard's variants, the server's status. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1}>{t('app.name')}</Typography.Title>
        <Typography.Paragraph data-testid="home-description">{t('home.description')}</Typography.Paragraph>
      </div>
      <Flex vertical gap="small">
        <Link to={ALL_ATOM_PATH} data-testid="wizard-link">
          {t('home.wizardLink')}
        </Link>
        {WIZARD_VARIANTS.filter((v) => v.path !== ALL_ATOM_PATH).map((v) => (
          <Link key={v.id} to={v.path} data-testid={`wizard-link-${v.id}`}>
            {t('home.variantLink', { title: t(`wizard.titles.${v.titleKey}`) })}
          </Link>
        ))}
      </Flex>
      <ServerHealth />
    </Flex>
  );
}
