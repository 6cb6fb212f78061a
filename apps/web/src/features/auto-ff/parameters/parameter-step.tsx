import type { ParameterSet } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import type { LabelMode } from '../../../widgets/viewer';
import { MoleculeViewer } from '../../../widgets/viewer';
import { ChargeSourceNote } from '../atom-types/charge-settings';
import { structureCharges } from '../atom-types/merged-atoms';
import type { WizardStep } from '../engine/builder';
import { useStepNav } from '../engine/step-nav';
import { ParameterTabs } from '../../../widgets/parameter-tables/parameter-tabs';
import { parseCell } from '../../../widgets/parameter-tables/tables';
import { TopologyDownloadBar } from './topology-download-bar';
import { useEditedTables } from './use-edited-tables';

/** The shared parameter-table step (000 §2 step 3), as the builders list it. */
export const PARAMETER_STEP: WizardStep = { title: 'topology', Component: ParameterStep };

/** Step 3, generate topology (000 §2): view with labels, parameter tables, software, download. */
function ParameterStep() {
  const { t } = useTranslation();
  const parameterSet = useWizardStore((s) => s.parameterSet);
  const nav = useStepNav();
  const previous = (
    <Button onClick={() => void nav.back()} data-testid="wizard-previous">
      {t('wizard.previous')}
    </Button>
  );
  // 000 §4: the view and tables appear only once the parameter call answered every table.
  if (parameterSet === null) {
    return (
      <Flex vertical gap="middle" data-testid="step3">
        <Alert type="info" showIcon title={t('topology.noParameters')} data-testid="step3-empty" />
        <Flex>{previous}</Flex>
      </Flex>
    );
  }
  return <Step3Body set={parameterSet} previous={previous} />;
}

const LABELS: readonly { value: LabelMode; key: 'none' | 'atom' | 'id' | 'charge' }[] = [
  { value: 0, key: 'none' },
  { value: 1, key: 'atom' },
  { value: 2, key: 'id' },
  { value: 3, key: 'charge' },
];

function Step3Body({ set, previous }: { set: ParameterSet; previous: ReactNode }) {
  const { t } = useTranslation();
  const mol2 = useWizardStore((s) => s.mol2);
  const modelHidden = useWizardStore((s) => s.modelHidden);
  const waterForceTypes = useWizardStore((s) => s.waterForceTypes);
  const typeRows = useWizardStore((s) => s.atomTypeTable);
  const [labels, setLabels] = useState<LabelMode>(0);
  const { current, save } = useEditedTables(set);

  const waterModels = useMemo(
    () => [...waterForceTypes, ...(set.meta.waterModel === null ? [] : [set.meta.waterModel])],
    [waterForceTypes, set.meta.waterModel],
  );
  const charges = useMemo(
    () =>
      structureCharges(
        typeRows,
        current.atoms.map((atom) => Number(parseCell(atom[6] ?? NaN))),
      ),
    [current.atoms, typeRows],
  );

  return (
    <Flex vertical gap="middle" data-testid="step3">
      {/* Step 2 moves on as soon as the charges come: the note on an AM1 fallback is repeated where the user is. */}
      <ChargeSourceNote />
      <LabelModePicker value={labels} onChange={setLabels} />
      <Suspense fallback={<Typography.Text type="secondary">{t('structure.viewerLoading')}</Typography.Text>}>
        <MoleculeViewer mol2={mol2} step={3} hidden={modelHidden} labels={labels} charges={charges} />
      </Suspense>
      <ParameterTabs tables={current} waterModels={waterModels} onSave={save} />
      <Flex align="center" gap="middle" wrap justify="space-between">
        {previous}
        <TopologyDownloadBar set={set} tables={current} />
      </Flex>
    </Flex>
  );
}

/** The viewer's label mode (000 §2 step 3): none, element, id or charge. */
function LabelModePicker({ value, onChange }: { value: LabelMode; onChange: (mode: LabelMode) => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="middle" wrap>
      <Typography.Text strong>{t('topology.labels')}</Typography.Text>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as LabelMode)}
        options={LABELS.map(({ value: mode, key }) => ({ value: mode, label: t(`topology.label.${key}`) }))}
        optionType="button"
        data-testid="label-mode"
      />
    </Flex>
  );
}
