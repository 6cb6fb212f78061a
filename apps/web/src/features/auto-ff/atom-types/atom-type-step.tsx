import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtomTypeRow } from '../store/wizard-defaults';
import { useWizardStore } from '../store/wizard-store';
import { MoleculeViewer, toggleAtom } from '../../../widgets/viewer';
import type { WizardStep } from '../engine/builder';
import { useStepNav } from '../engine/step-nav';
import { AtomTypeDialog } from './atom-type-dialog';
import { AtomTypeTable } from './atom-type-table';
import { mol2Bonds } from '../mol2/mol2-structure';
import { allTyped, applyChoice } from './atom-type-logic';
import { isMergedRow, mergedHost, pickableOptions } from './merged-atoms';
import { Step2Options } from './step2-options';
import { useStep2Next } from './use-step2-next';
import { checkedNames } from '../../../widgets/force-field-picker/force-field-picking';

/** The shared atom-type step (000 §2 step 2), as the builders list it. */
export const ATOM_TYPE_STEP: WizardStep = { title: 'atomTypes', Component: AtomTypeStep };

/** Where a merged hydrogen went, by the structure's bonds: its united atom's id and the text saying so. */
function useMergedHosts(mol2: string) {
  const { t } = useTranslation();
  const bonds = useMemo(() => mol2Bonds(mol2), [mol2]);
  const hostOf = (row: AtomTypeRow): number | undefined => mergedHost(bonds, row.id - 1);
  const textOf = (row: AtomTypeRow): string => {
    const host = hostOf(row);
    return host === undefined ? t('step2.mergedNoHost') : t('step2.merged', { host });
  };
  return { hostOf, textOf };
}

/**
 * Step 2, atom types (000 §2): the viewer and the table of types, the type dialog, structure-reuse
 * switches, fitting, search mode, charge type and scale (or a note that the force field brings its own
 * charges), Previous and Next (shown only when all is typed).
 */
function AtomTypeStep() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const next = useStep2Next();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const mol2 = useWizardStore((s) => s.mol2);
  const modelHidden = useWizardStore((s) => s.modelHidden);
  const rows = useWizardStore((s) => s.atomTypeTable);
  const nav = useStepNav();
  const merged = useMergedHosts(mol2);

  // A hydrogen merged into its united atom has no type to choose: say where it went instead.
  const openAtom = (index0: number) => {
    setSelected((current) => toggleAtom(current, index0));
    const row = rows[index0];
    if (row === undefined) return;
    if (isMergedRow(row)) void message.info(merged.textOf(row));
    else setEditing(index0);
  };

  return (
    <Flex vertical gap="middle" data-testid="step2">
      <Flex gap="large" wrap align="start">
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{t('step2.viewerHint')}</Typography.Text>
          <Suspense
            fallback={<Typography.Text type="secondary">{t('structure.viewerLoading')}</Typography.Text>}
          >
            <MoleculeViewer
              mol2={mol2}
              step={2}
              hidden={modelHidden}
              selected={selected}
              onAtomClick={openAtom}
            />
          </Suspense>
          <Typography.Text data-testid="step2-selected">
            {t('step2.selected', { ids: selected.map((i) => i + 1).join(', ') || '—' })}
          </Typography.Text>
        </Flex>
        <AtomTypeTable
          rows={rows}
          selected={selected}
          mergedText={merged.textOf}
          mergedHostOf={merged.hostOf}
          onOpen={openAtom}
        />
      </Flex>
      <Step2Options />
      <Flex justify="space-between">
        <Button onClick={() => void nav.back()} data-testid="wizard-previous">
          {t('wizard.previous')}
        </Button>
        {allTyped(rows) && (
          <Button type="primary" onClick={() => void next()} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
      </Flex>
      {editing !== null && <AtomTypeEditor index={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

/** The type dialog of one atom (000 §2): its pickable options; OK writes the choice into the table. */
function AtomTypeEditor({ index, onClose }: { index: number; onClose: () => void }) {
  const mol2 = useWizardStore((s) => s.mol2);
  const rows = useWizardStore((s) => s.atomTypeTable);
  const original = useWizardStore((s) => s.atomTypeOriginal);
  const update = useWizardStore((s) => s.update);
  const waterModel = useWizardStore((s) => s.waterModel);
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const row = rows[index];
  if (row === undefined) return null;
  return (
    <AtomTypeDialog
      key={index}
      row={row}
      mol2={mol2}
      options={pickableOptions(row, original[index] ?? [])}
      forceFields={checkedNames(waterModel, selectedForces)}
      onOk={(choice) => {
        update({ atomTypeTable: applyChoice(rows, index, choice) });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
