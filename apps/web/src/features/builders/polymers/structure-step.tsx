import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPremiumUser } from '../../../api/auth-storage';
import { ForceFieldPicker } from '../../../widgets/force-field-picker/force-field-picker';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { lookUpAtomTypes } from '../../auto-ff/atom-types/use-atom-types';
import type { WizardStep } from '../../auto-ff/engine/builder';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { initialSelection } from '../../auto-ff/structure/force-field-defaults';
import { NextFailure } from '../../auto-ff/structure/next-failure';
import { GenerateBar } from '../../auto-ff/structure/source-input';
import { StructurePreview } from '../../auto-ff/structure/structure-settings';
import { useNext } from '../../auto-ff/structure/use-next';
import { BlockFields, HomopolymerFields } from './build-forms';
import { polymerAtomTypes } from './polymer-api';
import type { PolymerTab } from './polymer-forms';
import { POLYMER_TABS } from './polymer-forms';
import { switchTab, usePolymerState } from './polymer-state';
import { RandomFields } from './random-form';
import { TwoDFields } from './two-d-form';
import { usePolymerForceFields } from './use-polymer-lists';
import { usePolymerGenerate } from './use-polymer-generate';

/** Step 1 of the polymer page (001 §2.1 "create molecular structure"). */
export const POLYMER_STRUCTURE_STEP: WizardStep = { title: 'polymer', Component: PolymerStructureStep };

/**
 * The polymer atom-type lookup (001 §7): the built chain by its number and the force fields joined by
 * '+'; the answer's sequence is kept for the download.
 */
const lookUpChainTypes = () =>
  lookUpAtomTypes(async (_mol2, forcefield) => {
    const answer = await polymerAtomTypes(usePolymerState.getState().polymerNumber, forcefield);
    usePolymerState.getState().update({ sequence: answer.sequence });
    return answer.options;
  });

/**
 * The polymer force fields (GET forcefield/aminoacid, the first selected by default) in the drop list;
 * no water model on this page.
 */
function PolymerForceFields() {
  const { t } = useTranslation();
  const list = usePolymerForceFields();
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const update = useWizardStore((s) => s.update);
  useEffect(() => {
    if (list.state !== 'ready') return;
    const current = useWizardStore.getState().selectedForces;
    const selected = initialSelection({ selectDefault: true }, list.items, current);
    if (selected !== current) update({ selectedForces: selected, force: selected.join('+') });
  }, [list, update]);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('forceFields.label')} extra={t('polymer.forceFieldsHint')}>
        <ForceFieldPicker
          offered={list.items}
          selected={selectedForces}
          onChange={(selected) => update({ selectedForces: selected, force: selected.join('+') })}
          premium={isPremiumUser()}
        />
      </Form.Item>
    </Form>
  );
}

function PolymerStructureStep() {
  const { t } = useTranslation();
  const sketcher = useRef<SketcherHandle>(null);
  const tab = usePolymerState((s) => s.tab);
  const built = usePolymerState((s) => s.polymerNumber > 0);
  const hasStructure = useWizardStore((s) => s.mol2 !== '') && built;
  const generate = usePolymerGenerate(sketcher);
  const { next, failure } = useNext([], lookUpChainTypes);

  useEffect(() => {
    // A chain has no water model (001 §2.1); the model is shown by default (001 §3 showModel true).
    const { waterModel, mol2, update } = useWizardStore.getState();
    if (waterModel !== '-') update({ waterModel: '-' });
    if (mol2 === '') update({ modelHidden: false });
  }, []);

  const forms: Record<PolymerTab, ReactNode> = {
    homopolymer: <HomopolymerFields />,
    block: <BlockFields />,
    random: <RandomFields />,
    twoD: <TwoDFields sketcher={sketcher} />,
  };

  return (
    <Flex vertical gap="middle" data-testid="step1">
      <Tabs
        activeKey={tab}
        onChange={(key) => switchTab(key as PolymerTab)}
        items={POLYMER_TABS.map((key) => ({
          key,
          label: <span data-testid={`polymer-tab-${key}`}>{t(`polymer.tabs.${key}`)}</span>,
          children: key === tab ? forms[key] : null,
        }))}
        data-testid="polymer-tabs"
      />
      <GenerateBar onGenerate={generate} mode="create" />
      {hasStructure && (
        <>
          <StructurePreview />
          <PolymerForceFields />
          {failure !== null && <NextFailure text={failure} />}
          <Flex justify="end">
            <Button type="primary" onClick={() => void next()} data-testid="wizard-next">
              {t('wizard.next')}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
