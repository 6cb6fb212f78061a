import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isPremiumUser } from '../../../api/auth-storage';
import { ForceFieldPicker } from '../../../widgets/force-field-picker/force-field-picker';
import { MoleculeViewer } from '../../../widgets/viewer';
import type { SliceField } from '../engine/builder';
import { useWizardStore } from '../store/wizard-store';
import { NextFailure } from './next-failure';
import type { Step1Lists } from './use-step1-lists';

/**
 * What step 1 shows once a structure exists (000 §2): its view, the choices, why the last Next stayed
 * (null when it did not) and Next.
 */
export function StructureChoices({
  lists,
  backup,
  failure,
  onNext,
}: {
  lists: Step1Lists;
  backup: SliceField<string> | null;
  failure: string | null;
  onNext: () => Promise<void>;
}) {
  return (
    <>
      <StructurePreview />
      <StructureSettings lists={lists} backup={backup} />
      <Step1NextBar failure={failure} onNext={onNext} />
    </>
  );
}

/** Why the last Next stayed in step 1 (null when it did not), and Next. */
export function Step1NextBar({ failure, onNext }: { failure: string | null; onNext: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <>
      {failure !== null && <NextFailure text={failure} />}
      <Flex justify="end">
        <Button type="primary" onClick={() => void onNext()} data-testid="wizard-next">
          {t('wizard.next')}
        </Button>
      </Flex>
    </>
  );
}

/** The generated structure: its atom count and the 3D view (000 §2 step 1). */
export function StructurePreview() {
  const { t } = useTranslation();
  const mol2 = useWizardStore((s) => s.mol2);
  const atomCount = useWizardStore((s) => s.atoms.length);
  const modelHidden = useWizardStore((s) => s.modelHidden);
  return (
    <>
      <Typography.Text type="secondary" data-testid="structure-atoms">
        {t('structure.atoms', { count: atomCount })}
      </Typography.Text>
      <Suspense
        fallback={
          <Typography.Text type="secondary" data-testid="viewer-loading">
            {t('structure.viewerLoading')}
          </Typography.Text>
        }
      >
        <MoleculeViewer mol2={mol2} step={1} hidden={modelHidden} />
      </Suspense>
    </>
  );
}

/**
 * Step 1's choices once a structure exists (000 §2): water model, force fields (the flow's list), the
 * backup where the builder keeps one, and the net charge.
 */
export function StructureSettings({
  lists,
  backup,
}: {
  lists: Step1Lists;
  backup: SliceField<string> | null;
}) {
  return (
    <Form layout="vertical" component="div">
      <WaterModelSelect offered={lists.waterModels} />
      <ForceFieldField lists={lists} />
      {backup !== null && <BackupSelect backup={backup} offered={lists.backups} />}
      <ChargeSelect />
    </Form>
  );
}

function WaterModelSelect({ offered }: { offered: readonly string[] }) {
  const { t } = useTranslation();
  const waterModel = useWizardStore((s) => s.waterModel);
  const update = useWizardStore((s) => s.update);
  return (
    <Form.Item label={t('structure.waterModel')} htmlFor="water-model">
      <Select
        value={waterModel}
        onChange={(value: string) => update({ waterModel: value })}
        options={['-', ...offered].map((value) => ({ value, label: value }))}
        style={{ maxWidth: 240 }}
        // 13+ water models: all rendered at once, so '-' at the top stays reachable while the
        // list opens scrolled to the chosen model.
        virtual={false}
        id="water-model"
        data-testid="water-model"
      />
    </Form.Item>
  );
}

/** The force-field picker of the flow's list (or why there is none); the carbon page shows it alone. */
export function ForceFieldField({ lists }: { lists: Step1Lists }) {
  const { t } = useTranslation();
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const update = useWizardStore((s) => s.update);
  return (
    <Form.Item label={t('forceFields.label')}>
      {lists.loaded && lists.forceFields.length === 0 ? (
        <Alert type="warning" showIcon title={t('forceFields.noneForFlow')} data-testid="no-force-fields" />
      ) : (
        <ForceFieldPicker
          offered={lists.forceFields}
          selected={selectedForces}
          onChange={(selected) => update({ selectedForces: selected })}
          premium={isPremiumUser()}
        />
      )}
    </Form.Item>
  );
}

/** The backup force field (000 §2 step 1, non-crystal flow), kept in the builder's own slice. */
function BackupSelect({ backup, offered }: { backup: SliceField<string>; offered: readonly string[] }) {
  const { t } = useTranslation();
  const value = backup.useValue();
  return (
    <Form.Item label={t('structure.backup')} htmlFor="backup">
      <Select
        value={value}
        onChange={(chosen: string) => backup.set(chosen)}
        options={offered.map((name) => ({ value: name, label: name }))}
        style={{ maxWidth: 240 }}
        id="backup"
        data-testid="backup"
      />
    </Form.Item>
  );
}

function ChargeSelect() {
  const { t } = useTranslation();
  const charge = useWizardStore((s) => s.charge);
  const chargeOptions = useWizardStore((s) => s.chargeOptions);
  const update = useWizardStore((s) => s.update);
  return (
    <Form.Item label={t('structure.charge')} htmlFor="charge">
      <Select
        value={charge}
        onChange={(value: number) => update({ charge: value })}
        options={chargeOptions.map((value) => ({ value, label: String(value) }))}
        style={{ maxWidth: 240 }}
        id="charge"
        data-testid="charge"
      />
    </Form.Item>
  );
}
