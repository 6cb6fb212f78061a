import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Menu from 'antd/es/menu';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../../auto-ff/engine/builder';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { GenerateBar } from '../../auto-ff/structure/source-input';
import { ForceFieldField, Step1NextBar, StructurePreview } from '../../auto-ff/structure/structure-settings';
import { useNext } from '../../auto-ff/structure/use-next';
import { useStep1Lists } from '../../auto-ff/structure/use-step1-lists';
import { builtText } from './carbon-description';
import { FunctionalFields, GrapheneFields, TubeFields } from './carbon-fields';
import type { CarbonItem } from './carbon-forms';
import { CARBON_ITEMS } from './carbon-forms';
import { useCarbonState } from './carbon-state';
import { FullereneTree } from './fullerene-tree';
import { useCarbonGenerate } from './use-carbon-generate';

/** Step 1 of the carbon page (001 §2.4): the builders' side navigation and the built structure. */
export const CARBON_STRUCTURE_STEP: WizardStep = { title: 'carbon', Component: CarbonStructureStep };

/**
 * Items 1–6 of 001 §2.4: 5 (functional groups) is disabled until a structure exists; 6 (graphyne) stays
 * disabled, its note saying why.
 */
function SideNav({ hasStructure }: { hasStructure: boolean }) {
  const { t } = useTranslation();
  const item = useCarbonState((s) => s.item);
  const update = useCarbonState((s) => s.update);
  return (
    <Menu
      mode="inline"
      selectedKeys={[item]}
      onClick={({ key }) => update({ item: key as CarbonItem })}
      style={{ width: 240, flex: 'none' }}
      items={CARBON_ITEMS.map((key, i) => ({
        key,
        label: <span data-testid={`carbon-item-${key}`}>{`${i + 1} ${t(`carbon.items.${key}`)}`}</span>,
        disabled: key === 'graphyne' || (key === 'functional' && !hasStructure),
      }))}
      data-testid="carbon-nav"
    />
  );
}

/** What the last call built (the diameter actually built, the isomer …). */
function BuiltNote() {
  const { t } = useTranslation();
  const text = builtText(useCarbonState((s) => s.description));
  if (text === null) return null;
  return (
    <Typography.Text data-testid="carbon-built">{t(`carbon.built.${text.key}`, text.params)}</Typography.Text>
  );
}

function CarbonStructureStep() {
  const { t } = useTranslation();
  const item = useCarbonState((s) => s.item);
  const hasStructure = useWizardStore((s) => s.mol2 !== '');
  const lists = useStep1Lists({ selectDefault: true, forceFieldList: 'carbon', backup: null });
  const generate = useCarbonGenerate();
  const { next, failure } = useNext([]);

  useEffect(() => {
    // A carbon structure has no water model (001 §2.4 names only the force-field selector).
    const { waterModel, update } = useWizardStore.getState();
    if (waterModel !== '-') update({ waterModel: '-' });
  }, []);
  useEffect(() => {
    // Item 5 works on a structure: without one the page opens item 1.
    if (!hasStructure && useCarbonState.getState().item === 'functional')
      useCarbonState.getState().update({ item: 'fullerene' });
  }, [hasStructure]);

  const forms: Record<CarbonItem, ReactNode> = {
    fullerene: <FullereneTree />,
    graphene: <GrapheneFields />,
    swnt: <TubeFields walls={false} />,
    mwnt: <TubeFields walls />,
    functional: <FunctionalFields />,
    graphyne: null,
  };

  return (
    <Flex vertical gap="middle" data-testid="step1">
      <Flex gap="large" align="start" wrap>
        <Flex vertical gap="small" style={{ width: 240 }}>
          <SideNav hasStructure={hasStructure} />
          {!hasStructure && (
            <Typography.Text type="secondary">{t('carbon.functionalNeedsStructure')}</Typography.Text>
          )}
          <Typography.Text type="secondary" data-testid="graphyne-note">
            {t('carbon.graphyneNote')}
          </Typography.Text>
        </Flex>
        <Flex vertical gap="middle" style={{ flex: 1, minWidth: 320 }} data-testid={`carbon-panel-${item}`}>
          <Typography.Title level={5}>{t(`carbon.items.${item}`)}</Typography.Title>
          {forms[item]}
        </Flex>
      </Flex>
      <GenerateBar onGenerate={generate} mode="create" />
      {hasStructure && (
        <>
          <BuiltNote />
          <StructurePreview />
          <Form layout="vertical" component="div">
            <ForceFieldField lists={lists} />
          </Form>
          <Step1NextBar failure={failure} onNext={next} />
        </>
      )}
    </Flex>
  );
}
