import Flex from 'antd/es/flex';
import { useRef } from 'react';
import type { SketcherHandle } from '../../../widgets/sketcher';
import type { WizardStep } from '../engine/builder';
import { useBuilderFlow } from '../engine/builder-context';
import { useWizardStore } from '../store/wizard-store';
import type { LibrarySource } from './library-browser';
import { LibraryBrowser } from './library-browser';
import { GenerateBar } from './source-input';
import { StructureChoices } from './structure-settings';
import { TitleBar } from './title-bar';
import { useGenerate } from './use-generate';
import { useNext } from './use-next';
import { useStep1Lists } from './use-step1-lists';

/**
 * The structure step of the crystal builders (001 §2.5 "select crystal file", §2.6): a crystal library
 * (minerals, frameworks) and the upload instead of the sketcher, as the builder lists it.
 */
export function crystalStructureStep(library: LibrarySource): WizardStep {
  return { title: 'crystal', Component: () => <CrystalStructureStep library={library} /> };
}

/**
 * Step 1 of a crystal page (001 §2.5, §2.6): the upload title bar (the flow's crystal files and atom
 * limit), the library browser, generate 3D (the cell call keeps the cell), the show-model switch (off:
 * line display), the structure download with cif and vasp, the water model, the drag-and-drop force-field
 * area (its list's default selected, read on Next: at least one, then the check call) and the net charge.
 * No backup selector (000 §2: non-crystal flow only).
 */
function CrystalStructureStep({ library }: { library: LibrarySource }) {
  const flow = useBuilderFlow();
  if (flow.forceFieldList === null) throw new Error(`the ${flow.id} flow has no force-field list`);
  const lists = useStep1Lists({ selectDefault: true, forceFieldList: flow.forceFieldList, backup: null });
  const noSketch = useRef<SketcherHandle>(null);
  const generate = useGenerate('select', noSketch, '');
  const { next, failure } = useNext(lists.fourPoint);
  const hasStructure = useWizardStore((s) => s.mol2 !== '');

  return (
    <Flex vertical gap="middle" data-testid="step1">
      <TitleBar onLoaded={() => undefined} />
      <LibraryBrowser source={library} />
      <GenerateBar onGenerate={generate} mode="select" />
      {hasStructure && <StructureChoices lists={lists} backup={null} failure={failure} onNext={next} />}
    </Flex>
  );
}
