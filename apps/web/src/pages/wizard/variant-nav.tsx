import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WizardVariantId } from '../../app/wizard-variants';
import { WIZARD_VARIANTS } from '../../app/wizard-variants';

/** Links between the builder's variant pages; opening one resets the wizard (its route's loader). */
export function VariantNav({ current }: { current: WizardVariantId }) {
  const { t } = useTranslation();
  return (
    <Flex gap="middle" wrap component="nav" aria-label={t('wizard.variants')} data-testid="wizard-variants">
      {WIZARD_VARIANTS.map((v) =>
        v.id === current ? (
          <Typography.Text strong key={v.id} aria-current="page" data-testid={`variant-${v.id}`}>
            {t(`wizard.titles.${v.titleKey}`)}
          </Typography.Text>
        ) : (
          <Link key={v.id} to={v.path} data-testid={`variant-${v.id}`}>
            {t(`wizard.titles.${v.titleKey}`)}
          </Link>
        ),
      )}
    </Flex>
  );
}
