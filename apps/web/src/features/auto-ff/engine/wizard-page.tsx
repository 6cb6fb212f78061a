import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import FloatButton from 'antd/es/float-button';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorageNotice } from '../store/session-storage';
import { useWizardStore } from '../store/wizard-store';
import type { BuilderDefinition, BuilderPage } from './builder';
import type { OpenBuilder } from './builder-context';
import { BuilderContext } from './builder-context';
import { BuilderNav } from './builder-nav';
import { JobProgressNote } from './job-progress-note';
import { useBusy } from './use-busy';

/**
 * Every builder page starts from the defaults (000 §1, §3): the route resets the wizard's store and the
 * builder's own slice before it renders — except when the page is reloaded (issue 16): the state stored
 * in session storage for this builder comes back, at the same step with the same tables.
 */
export function loaderOf(builder: BuilderDefinition): (args: { request: Request }) => null {
  return ({ request }) => {
    const restore = isReload(request.url) && useWizardStore.getState().builderId === builder.flow.id;
    if (!restore) startOver(builder);
    return null;
  };
}

/** Back to the defaults of this builder page (its Start over button, or opening it). */
function startOver(builder: BuilderDefinition): void {
  useWizardStore.getState().reset();
  builder.slice?.reset();
  useWizardStore.getState().update({ builderId: builder.flow.id });
}

/** Whether the loader runs for the document's own URL (a reload, or the page opened directly). */
let documentRouteLoaded = false;
function isReload(url: string): boolean {
  const first = !documentRouteLoaded;
  documentRouteLoaded = true;
  const [entry] = performance.getEntriesByType('navigation');
  if (!first || entry === undefined) return false;
  return new URL(entry.name).pathname === new URL(url).pathname;
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
        <Flex align="center" justify="space-between" gap="middle" wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Button onClick={() => startOver(builder)} data-testid="wizard-start-over">
            {t('wizard.startOver')}
          </Button>
        </Flex>
        <StorageNotice />
        <Steps
          current={active - 1}
          items={builder.steps.map((s) => ({ title: t(`wizard.steps.${s.title}`) }))}
        />
        {Step !== undefined && <Step />}
        <Spin
          spinning={busy}
          fullscreen
          description={<JobProgressNote fallback={t('wizard.loading')} />}
          data-testid="wizard-loading"
        />
        <FloatButton.BackTop tooltip={t('wizard.backToTop')} visibilityHeight={200} />
      </Flex>
    </BuilderContext>
  );
}

/** Once the state is too large for session storage: the wizard works on in memory (a reload loses it). */
function StorageNotice() {
  const { t } = useTranslation();
  const memoryOnly = useStorageNotice((s) => s.memoryOnly);
  if (!memoryOnly) return null;
  return <Alert type="warning" showIcon title={t('wizard.memoryOnly')} data-testid="wizard-memory-only" />;
}
