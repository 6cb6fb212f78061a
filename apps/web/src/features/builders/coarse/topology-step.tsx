import type { ParameterSet } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParameterTabs } from '../../../widgets/parameter-tables/parameter-tabs';
import { MoleculeViewer } from '../../../widgets/viewer';
import type { WizardStep } from '../../auto-ff/engine/builder';
import { useStepNav } from '../../auto-ff/engine/step-nav';
import { mol2Molecules } from '../../auto-ff/mol2/mol2-structure';
import { TopologyDownloadBar } from '../../auto-ff/parameters/topology-download-bar';
import { useEditedTables } from '../../auto-ff/parameters/use-edited-tables';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { beadShapes } from './bead-shapes';
import { ConstraintsTable } from './constraints-table';
import { useCoarse } from './coarse-state';

/** Step 3, generate topology (001 §2.3): the CG view, the tables without pairs, software and download. */
export const CG_TOPOLOGY_STEP: WizardStep = { title: 'topology', Component: CgTopologyStep };

function CgTopologyStep() {
  const { t } = useTranslation();
  const set = useWizardStore((s) => s.parameterSet);
  const nav = useStepNav();
  const previous = (
    <Button onClick={() => void nav.back()} data-testid="wizard-previous">
      {t('wizard.previous')}
    </Button>
  );
  if (set === null) {
    return (
      <Flex vertical gap="middle" data-testid="step3">
        <Alert type="info" showIcon title={t('topology.noParameters')} data-testid="step3-empty" />
        <Flex>{previous}</Flex>
      </Flex>
    );
  }
  return <CgTopologyBody set={set} previous={previous} />;
}

function CgTopologyBody({ set, previous }: { set: ParameterSet; previous: ReactNode }) {
  const { t } = useTranslation();
  const mol2 = useWizardStore((s) => s.mol2);
  const modelHidden = useWizardStore((s) => s.modelHidden);
  const mapping = useCoarse((s) => s.mapping);
  const [atomsShown, setAtomsShown] = useState(true);
  const [numbers, setNumbers] = useState(false);
  const { current, save } = useEditedTables(set);
  const molecule = useMemo(() => mol2Molecules(mol2)[0], [mol2]);
  const shapes = useMemo(
    () =>
      molecule && mapping
        ? beadShapes(molecule, mapping.cg_beads, { atomsShown, numbers, A: mapping.A })
        : undefined,
    [molecule, mapping, atomsShown, numbers],
  );
  const external = set.externalNonbonded;

  return (
    <Flex vertical gap="middle" data-testid="step3">
      {external !== undefined && (
        <Alert
          type="warning"
          showIcon
          title={t('coarse.externalNonbonded', { file: external.file })}
          data-testid="cg-external-nonbonded"
        />
      )}
      <Flex align="center" gap="large" wrap>
        <Flex align="center" gap="small">
          <Switch checked={atomsShown} onChange={setAtomsShown} data-testid="cg-show-atoms" />
          <Typography.Text>{t('coarse.showAtoms')}</Typography.Text>
        </Flex>
        <Flex align="center" gap="small">
          <Switch checked={numbers} onChange={setNumbers} data-testid="cg-bead-numbers" />
          <Typography.Text>{t('coarse.beadNumbers')}</Typography.Text>
        </Flex>
      </Flex>
      <Suspense fallback={<Typography.Text type="secondary">{t('structure.viewerLoading')}</Typography.Text>}>
        <MoleculeViewer
          mol2={mol2}
          step={3}
          hidden={modelHidden}
          atomsShown={atomsShown}
          {...(shapes ? { shapes } : {})}
        />
      </Suspense>
      <ParameterTabs tables={current} waterModels={[]} onSave={save} withoutPairs />
      <ConstraintsTable rows={set.constraints ?? []} />
      <Flex align="center" gap="middle" wrap justify="space-between">
        {previous}
        <TopologyDownloadBar set={set} tables={current} />
      </Flex>
    </Flex>
  );
}
