import Flex from 'antd/es/flex';
import { useRef, useState } from 'react';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { useWizardStore } from '../store/wizard-store';
import type { WizardStep } from '../engine/builder';
import { useBackupChoice, useBuilderFlow } from '../engine/builder-context';
import type { StructureStepOptions } from './force-field-defaults';
import { GenerateBar, SourceInput } from './source-input';
import { StructureChoices } from './structure-settings';
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
  const [mode, setMode] = useState<SourceMode>('select');
  const [smiles, setSmiles] = useState('');
  const sketcher = useRef<SketcherHandle>(null);
  const flow = useBuilderFlow();
  if (flow.forceFieldList === null) throw new Error(`the ${flow.id} flow has no force-field list`);
  const backup = useBackupChoice();
  const lists = useStep1Lists({ ...options, forceFieldList: flow.forceFieldList, backup });
  const generate = useGenerate(mode, sketcher, smiles);
  const { next, failure } = useNext(lists.fourPoint, options.beforeNext);
  const hasStructure = useWizardStore((s) => s.mol2 !== '');

  return (
    <Flex vertical gap="middle" data-testid="step1">
      <TitleBar onLoaded={() => setMode('select')} />
      <SourceInput
        mode={mode}
        onMode={setMode}
        sketcher={sketcher}
        smiles={smiles}
        onSmiles={setSmiles}
        onGenerate={generate}
      />
      <GenerateBar onGenerate={generate} mode={mode} />
      {hasStructure && <StructureChoices lists={lists} backup={backup} failure={failure} onNext={next} />}
    </Flex>
  );
}
