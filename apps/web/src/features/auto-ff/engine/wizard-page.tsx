import Flex from 'antd/es/flex';
import FloatButton from 'antd/es/float-button';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import type { BuilderDefinition, BuilderPage } from './builder';
import type { OpenBuilder } from './builder-context';
import { BuilderContext } from './builder-context';
import { BuilderNav } from './builder-nav';
import { useBusy } from './use-busy';

/**
 * Every builder page starts from the defaults (000 §1, §3): the route resets the wizard's store and the
 * builder's own slice before it renders.
 */
export function loaderOf(builder: BuilderDefinition): () => null {
  return () => {
    useWizardStore.getState().reset();
    builder.slice?.reset();
    return null;
  };
}

/** The route's page of one builder (builder-route.ts), with the links to the other builder pages. */
export function pageOf(open: OpenBuilder, pages: readonly BuilderPage[]) {
  return function BuilderWizardPage() {
    return <WizardPage open={open} pages={pages} />;
  };
}

/**
 * The wizard engine (000 §2): the builder's steps in order under its title (002 §2), the step bar, the
 * loading overlay of step changes and long calls, and back-to-top.
 */
export function WizardPage({ open, pages }: { open: OpenBuilder; pages: readonly BuilderPage[] }) {
  const { t } = useTranslation();
  const active = useWizardStore((s) => s.active);
  const busy = useBusy((s) => s.count > 0);
  const { page, builder } = open;
  const title = t(`wizard.titles.${page.titleKey}`);
  useEffect(() => {
    const before = document.title;
    document.title = `${title} – ${t('app.name')}`;
    return () => {
      document.title = before;
    };
  }, [title, t]);
  const Step = builder.steps[active - 1]?.Component;

  return (
    <BuilderContext value={open}>
      <Flex vertical gap="large" data-testid="wizard" data-step={active} data-variant={page.id}>
        <BuilderNav pages={pages} current={page.id} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Steps
          current={active - 1}
          items={builder.steps.map((s) => ({ title: t(`wizard.steps.${s.title}`) }))}
        />
        {Step !== undefined && <Step />}
        <Spin spinning={busy} fullscreen description={t('wizard.loading')} data-testid="wizard-loading" />
        <FloatButton.BackTop tooltip={t('wizard.backToTop')} visibilityHeight={200} />
      </Flex>
    </BuilderContext>
  );
}
