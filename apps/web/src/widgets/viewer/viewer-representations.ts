import type { RepresentationElement, StructureComponent } from 'ngl';
import type { LabelMode } from './viewer-settings';
import { icosahedronDetail, labelText, sphereSegments } from './viewer-settings';

/** NGL selection string for 0-based atom indices ("@0,4,7"); '' when nothing is selected. */
export function selectionOf(indices: readonly number[] | undefined): string {
  if (indices === undefined || indices.length === 0) return '';
  return `@${[...indices].sort((a, b) => a - b).join(',')}`;
}

/**
 * The model: ball and stick with the spec's sphere detail, or lines only when the wizard hides the model.
 * NGL draws spheres as impostors where WebGL allows; the detail applies to the mesh fallback.
 */
export function addModel(component: StructureComponent, hidden: boolean): RepresentationElement {
  if (hidden) return component.addRepresentation('line', { linewidth: 2, multipleBond: 'symmetric' });
  const segments = sphereSegments(component.structure.atomCount);
  return component.addRepresentation('ball+stick', {
    sphereDetail: icosahedronDetail(segments),
    radialSegments: segments,
    multipleBond: 'symmetric',
  });
}

/** Selected atoms: a translucent halo, large enough to show in both the ball-and-stick and line views. */
export function addSelection(
  component: StructureComponent,
  sele: string,
  hidden: boolean,
): RepresentationElement {
  return component.addRepresentation('spacefill', {
    sele,
    color: '#fa8c16',
    radiusType: 'size',
    radiusSize: hidden ? 0.3 : 0.45,
    opacity: 0.55,
  });
}

/** The texts of every atom for a label mode, indexed by atom. */
export function labelTexts(
  component: StructureComponent,
  mode: LabelMode,
  charges: readonly number[] | undefined,
): string[] {
  const texts: string[] = [];
  component.structure.eachAtom((atom) => {
    texts[atom.index] = labelText(mode, atom.index, atom.element, charges);
  });
  return texts;
}

/** Draws the non-empty labels; returns the representation (null when none) and how many labels it draws. */
export function addLabels(
  component: StructureComponent,
  texts: readonly string[],
): RepresentationElement | null {
  const labelled = texts.flatMap((text, index) => (text === '' ? [] : [index]));
  if (labelled.length === 0) return null;
  return component.addRepresentation('label', {
    sele: selectionOf(labelled),
    labelType: 'text',
    labelText: [...texts],
    color: '#141414',
    radiusType: 'size',
    radiusSize: 1,
    zOffset: 1.5,
    // A white outline keeps dark text readable over dark atoms and bonds.
    showBorder: true,
    borderColor: 'white',
    borderWidth: 0.25,
    attachment: 'middle-center',
  });
}
