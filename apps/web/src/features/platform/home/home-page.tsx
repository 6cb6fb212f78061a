import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Messages } from '../../../i18n/resources/en';
import { ServerHealth } from './server-health';

/** A builder page the home page links to (the route list passes the builder table). */
export interface BuilderLink {
  readonly id: string;
  readonly path: string;
  readonly titleKey: keyof Messages['wizard']['titles'];
}

/** A module browser the home page links to (001 §2.7: the EAM and ReaxFF pages). */
export interface ModuleBrowserLink {
  readonly id: string;
  readonly path: string;
  readonly type: keyof Messages['potentials']['homeLinks'];
}

/**
 * What this release really offers: the product's purpose, the ways into the builder pages (the first,
 * all-atom, is the wizard's main entry), the server's status.
 */
export function HomePage({
  builders,
  browsers = [],
}: {
  builders: readonly BuilderLink[];
  browsers?: readonly ModuleBrowserLink[];
}) {
  const { t } = useTranslation();
  const [main, ...others] = builders;
  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1}>{t('app.name')}</Typography.Title>
        <Typography.Paragraph data-testid="home-description">{t('home.description')}</Typography.Paragraph>
      </div>
      <Flex vertical gap="small">
        {main !== undefined && (
          <Link to={main.path} data-testid="wizard-link">
            {t('home.wizardLink')}
          </Link>
        )}
        {others.map((b) => (
          <Link key={b.id} to={b.path} data-testid={`wizard-link-${b.id}`}>
            {t('home.variantLink', { title: t(`wizard.titles.${b.titleKey}`) })}
          </Link>
        ))}
        {browsers.map((b) => (
          <Link key={b.id} to={b.path} data-testid={`browser-link-${b.id}`}>
            {t(`potentials.homeLinks.${b.type}`)}
          </Link>
        ))}
      </Flex>
      <ServerHealth />
    </Flex>
  );
}
