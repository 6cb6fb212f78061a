/**
 * MoleculeViewer: the wizard's 3D view of a mol2 structure, drawn by NGL (spec 000 §2, §4, §9).
 *
 * Props
 * - `mol2` (string, required): the structure as mol2 text; atom `i` of the mol2 is index `i` (0-based)
 *   everywhere below. A new text reloads the view; text NGL cannot read shows an error instead.
 * - `step` (1 | 2 | 3, default 1): picks the size, 900×670 in step 1 and 600×600 in steps 2–3, scaled by
 *   the window width over 1920 (never above the 1920 size).
 * - `hidden` (boolean, default false): the wizard's model-hidden flag; the model is drawn as lines only.
 * - `labels` (0 | 1 | 2 | 3, default 0): none, element symbol, 1-based id, charge with two decimals.
 * - `charges` (number[], optional): per-atom charges for label mode 3; atoms without one get no label.
 * - `selected` (number[], optional): 0-based indices drawn highlighted. The viewer does not keep its own
 *   selection: the parent toggles (see `toggleAtom`) and passes the result back.
 * - `onAtomClick` ((index0: number) => void, optional): called with the 0-based index of a clicked atom.
 * - `shapes` (ViewerShapes, optional): spheres, cylinders and texts drawn over the structure (the
 *   coarse-grained beads, 002 §2.9); `atomsShown` (boolean, default true) false leaves the atoms out.
 *
 * Sphere detail follows the atom count (16 → 8, 6, 4, 2 segments above 50, 100, 200, 300 atoms) and the
 * zoom stays between 0.125 and 8 times the fitted view. The root element carries data attributes that the
 * browser tests read: state, atom count, model kind, label mode and drawn label count, last picked atom,
 * zoom. The NGL stage is disposed on unmount.
 */
import type { StructureComponent } from 'ngl';
import { Stage } from 'ngl';
import type { RefObject } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { withoutCrossCellBonds } from './cell-bonds';
import { useViewerSize } from './use-viewer-size';
import { viewerLoadFailed } from './viewer-messages';
import { addLabels, addModel, addSelection, labelTexts, selectionOf } from './viewer-representations';
import type { LabelMode, ViewerStep } from './viewer-settings';
import { clampZoom } from './viewer-zoom';
import type { ViewerShapes } from './viewer-shapes';
import { addShapes } from './viewer-shapes';

export interface MoleculeViewerProps {
  mol2: string;
  step?: ViewerStep;
  hidden?: boolean;
  labels?: LabelMode;
  charges?: readonly number[];
  selected?: readonly number[];
  onAtomClick?: (index0: number) => void;
  shapes?: ViewerShapes;
  atomsShown?: boolean;
}

/** What NGL made of one mol2 text: the component, or null when the text could not be read. */
interface Loaded {
  mol2: string;
  component: StructureComponent | null;
}

export function MoleculeViewer({
  mol2,
  step = 1,
  hidden = false,
  labels = 0,
  charges,
  selected,
  onAtomClick,
  shapes,
  atomsShown = true,
}: MoleculeViewerProps) {
  const size = useViewerSize(step);
  const { root, host, stage, picked } = useStage(onAtomClick);
  useEffect(() => {
    stage?.handleResize();
  }, [stage, size.width, size.height]);
  const { state, component } = useLoadedStructure(stage, mol2);
  const texts = useRepresentations(component, atomsShown ? hidden : null, selected, labels, charges);
  useEffect(() => {
    if (stage === null || component === null || shapes === undefined) return;
    return addShapes(stage, shapes);
  }, [stage, component, shapes]);

  return (
    <div
      ref={root}
      data-testid="molecule-viewer"
      data-state={state}
      data-atom-count={component?.structure.atomCount ?? 0}
      data-model={hidden ? 'line' : 'ball+stick'}
      data-label-mode={labels}
      data-label-count={texts.filter((text) => text !== '').length}
      data-shape-spheres={shapes?.spheres.length ?? 0}
      data-shape-cylinders={shapes?.cylinders.length ?? 0}
      data-shape-labels={shapes?.labels?.filter((l) => l !== '').length ?? 0}
      data-shape-opacity={shapes?.opacity ?? ''}
      data-atoms-shown={atomsShown}
      data-last-picked={picked ?? ''}
      style={{ position: 'relative', width: size.width, height: size.height, border: '1px solid #f0f0f0' }}
    >
      <div ref={host} style={{ width: '100%', height: '100%' }} />
      {state === 'error' && (
        <div role="alert" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {viewerLoadFailed()}
        </div>
      )}
    </div>
  );
}

interface StageHandle {
  /** The viewer's root element, which carries the data attributes (data-zoom written here). */
  readonly root: RefObject<HTMLDivElement | null>;
  /** The element NGL draws into. */
  readonly host: RefObject<HTMLDivElement | null>;
  readonly stage: Stage | null;
  readonly picked: number | null;
}

/**
 * The NGL stage in `host`, made once and disposed on unmount: clicks on an atom report its index (and
 * keep it as the last picked), and the zoom is clamped and written to `root`'s data-zoom.
 */
function useStage(onAtomClick: MoleculeViewerProps['onAtomClick']): StageHandle {
  const root = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const clickHandler = useRef(onAtomClick);
  useEffect(() => {
    clickHandler.current = onAtomClick;
  }, [onAtomClick]);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const created = new Stage(element, { backgroundColor: 'white', tooltip: false });
    created.signals.clicked.add((proxy?: { atom?: { index: number } }) => {
      const index = proxy?.atom?.index;
      if (index === undefined) return;
      setPicked(index);
      clickHandler.current?.(index);
    });
    // Written straight to the element: camera moves are too frequent for React state.
    const stopClamp = clampZoom(created, (zoom) => {
      if (root.current !== null) root.current.dataset.zoom = zoom.toFixed(3);
    });
    setStage(created);
    return () => {
      stopClamp();
      created.dispose();
      // NGL's dispose leaves its canvas behind; a remount (React's development double mount) would
      // otherwise stack a second canvas under the first.
      element.replaceChildren();
    };
  }, []);
  return { root, host, stage, picked };
}

/** The mol2 text loaded into the stage: loading until NGL answers for this text, then ready or error. */
function useLoadedStructure(
  stage: Stage | null,
  mol2: string,
): { state: 'loading' | 'error' | 'ready'; component: StructureComponent | null } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (stage === null) return;
    let current = true;
    stage.removeAllComponents();
    const blob = new Blob([withoutCrossCellBonds(mol2)], { type: 'text/plain' });
    const accept = (component: StructureComponent | null): void => {
      if (current) setLoaded({ mol2, component });
    };
    stage.loadFile(blob, { ext: 'mol2', defaultRepresentation: false }).then(
      (result) => {
        const component = result as StructureComponent | undefined;
        accept(component !== undefined && component.structure.atomCount > 0 ? component : null);
      },
      () => accept(null),
    );
    return () => {
      current = false;
    };
  }, [stage, mol2]);

  const current = loaded?.mol2 === mol2 ? loaded : null;
  const component = current?.component ?? null;
  return { state: current === null ? 'loading' : component === null ? 'error' : 'ready', component };
}

/**
 * The model (none when `hidden` is null: the atoms are not shown), the highlighted selection and the
 * labels drawn on the structure; returns the label texts.
 */
function useRepresentations(
  component: StructureComponent | null,
  hidden: boolean | null,
  selected: readonly number[] | undefined,
  labels: LabelMode,
  charges: readonly number[] | undefined,
): readonly string[] {
  useEffect(() => {
    if (component === null) return;
    if (hidden === null) {
      component.autoView();
      return;
    }
    const model = addModel(component, hidden);
    component.autoView();
    return () => component.removeRepresentation(model);
  }, [component, hidden]);

  const selection = selectionOf(selected);
  useEffect(() => {
    if (component === null || selection === '') return;
    const highlight = addSelection(component, selection, hidden ?? false);
    return () => component.removeRepresentation(highlight);
  }, [component, selection, hidden]);

  const texts = useMemo(
    () => (component === null ? [] : labelTexts(component, labels, charges)),
    [component, labels, charges],
  );
  useEffect(() => {
    if (component === null) return;
    const repr = addLabels(component, texts);
    return () => {
      if (repr !== null) component.removeRepresentation(repr);
    };
  }, [component, texts]);
  return texts;
}
