import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackClick } from '../../../api/tracking';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { MoleculeSketcher } from '../../../widgets/sketcher';
import { useWizardStore } from '../store/wizard-store';
import { MoleculeViewer } from '../../../widgets/viewer';
import { ForceFieldPicker } from '../../../widgets/force-field-picker/force-field-picker';
import { isPremiumUser } from '../../../api/auth-storage';
import { StructureDownloadDialog } from '../download/structure-download-dialog';
import type { WizardStep } from '../engine/builder';
import { useBuilderFlow } from '../engine/builder-context';
import type { StructureStepOptions } from './force-field-defaults';
import { LibraryBrowser } from './library-browser';
import { TitleBar } from './title-bar';
import type { SourceMode } from './use-generate';
import { useGenerate } from './use-generate';
import { useNext } from './use-next';
import { useStep1Lists } from './use-step1-lists';

/**
 * The structure step of the molecule builders (000 §2 step 1) as a builder lists it: the options say
 * how it treats its force-field list's default; the rest comes from the builder's flow-table row.
 */
export function moleculeStructureStep(options: StructureStepOptions): WizardStep {
  return { title: 'structure', Component: () => <StructureStep options={options} /> };
}

/**
 * Step 1, structure input (000 §2): source, 3D view, water model, force fields (the flow's list), the
 * backup where the flow has one, charge, Next.
 */
function StructureStep({ options }: { options: StructureStepOptions }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SourceMode>('select');
  const sketcher = useRef<SketcherHandle>(null);
  const flow = useBuilderFlow();
  if (flow.forceFieldList === null) throw new Error(`the ${flow.id} flow has no force-field list`);
  const lists = useStep1Lists({ ...options, forceFieldList: flow.forceFieldList, backup: flow.backup });
  const generate = useGenerate(mode, sketcher);
  const next = useNext(lists.fourPoint);
  const mol2 = useWizardStore((s) => s.mol2);
  const atomCount = useWizardStore((s) => s.atoms.length);
  const modelHidden = useWizardStore((s) => s.modelHidden);
  const waterModel = useWizardStore((s) => s.waterModel);
  const backup = useWizardStore((s) => s.backup);
  const charge = useWizardStore((s) => s.charge);
  const chargeOptions = useWizardStore((s) => s.chargeOptions);
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const update = useWizardStore((s) => s.update);
  const hasStructure = mol2 !== '';

  return (
    <Flex vertical gap="middle" data-testid="step1">
      <TitleBar onLoaded={() => setMode('select')} />
      <Flex align="center" gap="middle" wrap>
        <Typography.Text strong>{t('method.label')}</Typography.Text>
        <Segmented<SourceMode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'create', label: t('method.create') },
            { value: 'select', label: t('method.select') },
          ]}
          data-testid="method-selector"
        />
      </Flex>
      {mode === 'create' ? (
        <Suspense
          fallback={<Typography.Text type="secondary">{t('method.sketcherLoading')}</Typography.Text>}
        >
          <MoleculeSketcher ref={sketcher} height={450} />
        </Suspense>
      ) : (
        <LibraryBrowser />
      )}
      <Flex align="center" gap="middle" wrap>
        <Button
          type="primary"
          onClick={() => {
            trackClick('generate3d');
            void generate();
          }}
          data-testid="generate-3d"
        >
          {t('structure.generate')}
        </Button>
        <Flex align="center" gap="small">
          <Switch
            checked={!modelHidden}
            onChange={(checked) => update({ modelHidden: !checked })}
            data-testid="show-model"
          />
          <Typography.Text>{t('structure.showModel')}</Typography.Text>
        </Flex>
        <StructureDownloadDialog />
      </Flex>
      {hasStructure && (
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
          <Form layout="vertical" component="div">
            <Form.Item label={t('structure.waterModel')} htmlFor="water-model">
              <Select
                value={waterModel}
                onChange={(value: string) => update({ waterModel: value })}
                options={['-', ...lists.waterModels].map((value) => ({ value, label: value }))}
                style={{ maxWidth: 240 }}
                // 13+ water models: all rendered at once, so '-' at the top stays reachable while the
                // list opens scrolled to the chosen model.
                virtual={false}
                id="water-model"
                data-testid="water-model"
              />
            </Form.Item>
            <Form.Item label={t('forceFields.label')}>
              {lists.loaded && lists.forceFields.length === 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('forceFields.noneForFlow')}
                  data-testid="no-force-fields"
                />
              ) : (
                <ForceFieldPicker
                  offered={lists.forceFields}
                  selected={selectedForces}
                  onChange={(selected) => update({ selectedForces: selected })}
                  premium={isPremiumUser()}
                />
              )}
            </Form.Item>
            {flow.backup && (
              <Form.Item label={t('structure.backup')} htmlFor="backup">
                <Select
                  value={backup}
                  onChange={(value: string) => update({ backup: value })}
                  options={lists.backups.map((value) => ({ value, label: value }))}
                  style={{ maxWidth: 240 }}
                  id="backup"
                  data-testid="backup"
                />
              </Form.Item>
            )}
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
          </Form>
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
