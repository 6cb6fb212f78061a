import Flex from 'antd/es/flex';
import FloatButton from 'antd/es/float-button';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardVariant, WizardVariantId } from '../../app/wizard-variants';
import { wizardVariant } from '../../app/wizard-variants';
import { useWizardStore } from '../../store/wizard-store';
import { Step1 } from './step1/step1';
import { Step2 } from './step2/step2';
import { Step3 } from './step3/step3';
import { useBusy } from './use-busy';
import { VariantNav } from './variant-nav';
import { WizardVariantContext } from './wizard-variant-context';

/** Every wizard page starts from the defaults (000 §1, §3): the route resets the store before it renders. */
export function loader(): null {
  useWizardStore.getState().reset();
  return null;
}

/** The route's page of one variant (routes.tsx), so the router can lazy-load it by the variant's id. */
export function pageOf(id: WizardVariantId) {
  const variant = wizardVariant(id);
  return function VariantPage() {
    return <WizardPage variant={variant} />;
  };
}

/** The shared force-field wizard (000 §2 three steps) as one variant shows it, under its title (002 §2). */
export function WizardPage({ variant }: { variant: WizardVariant }) {
  const { t } = useTranslation();
  const active = useWizardStore((s) => s.active);
  const busy = useBusy((s) => s.count > 0);
  const title = t(`wizard.titles.${variant.titleKey}`);
  useEffect(() => {
    const before = document.title;
    document.title = `${title} – ${t('app.name')}`;
    return () => {
      document.title = before;
    };
  }, [title, t]);

  return (
    <WizardVariantContext value={variant}>
      <Flex vertical gap="large" data-testid="wizard" data-step={active} data-variant={variant.id}>
        <VariantNav current={variant.id} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Steps
          current={active - 1}
          items={[
            { title: t('wizard.steps.structure') },
            { title: t('wizard.steps.atomTypes') },
            { title: t('wizard.steps.topology') },
          ]}
        />
        {active === 1 && <Step1 />}
        {active === 2 && <Step2 />}
        {active === 3 && <Step3 />}
        <Spin spinning={busy} fullscreen description={t('wizard.loading')} data-testid="wizard-loading" />
        <FloatButton.BackTop tooltip={t('wizard.backToTop')} visibilityHeight={200} />
      </Flex>
    </WizardVariantContext>
  );
}
