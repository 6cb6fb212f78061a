import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ServerHealth } from './server-health';

/** What this release really offers: the product's purpose, the server's status, and what is missing. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1}>{t('app.name')}</Typography.Title>
        <Typography.Paragraph data-testid="home-description">{t('home.description')}</Typography.Paragraph>
      </div>
      <Alert type="info" showIcon title={t('home.wizardUnavailable')} data-testid="wizard-unavailable" />
      <ServerHealth />
    </Flex>
  );
}
