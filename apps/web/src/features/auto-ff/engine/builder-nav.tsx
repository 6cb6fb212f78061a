import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuilderPage } from './builder';

/** Links between the builder pages; opening one resets the wizard (its route's loader). */
export function BuilderNav({ pages, current }: { pages: readonly BuilderPage[]; current: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap="middle" wrap component="nav" aria-label={t('wizard.variants')} data-testid="wizard-variants">
      {pages.map((p) =>
        p.id === current ? (
          <Typography.Text strong key={p.id} aria-current="page" data-testid={`variant-${p.id}`}>
            {t(`wizard.titles.${p.titleKey}`)}
          </Typography.Text>
        ) : (
          <Link key={p.id} to={p.path} data-testid={`variant-${p.id}`}>
            {t(`wizard.titles.${p.titleKey}`)}
          </Link>
        ),
      )}
    </Flex>
  );
}
