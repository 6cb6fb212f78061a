/**
 * A development page that mounts the viewer and the sketcher on their own, for trying them without the
 * wizard and for the browser test of what the wizard does not reach yet (label modes, the sketcher
 * handle). Only the Vite dev server serves it (/web/src/viewer/dev/harness.html); the build leaves it out.
 */
import { StrictMode, Suspense, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../i18n/i18n';
import type { SketcherHandle } from '../../sketcher';
import { MoleculeSketcher } from '../../sketcher';
import type { LabelMode } from '../index';
import { MoleculeViewer, toggleAtom } from '../index';
import { BENZENE_MOLFILE, CO2_CHARGES, CO2_MOL2 } from './samples';

function Harness() {
  const [mol2, setMol2] = useState(CO2_MOL2);
  const [labels, setLabels] = useState<LabelMode>(0);
  const [hidden, setHidden] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [molfile, setMolfile] = useState('');
  const [sketcherError, setSketcherError] = useState('');
  const sketcher = useRef<SketcherHandle>(null);
  const run = (task: () => Promise<void>): void => {
    task().catch((error: unknown) => setSketcherError(String(error)));
  };
  return (
    <div style={{ padding: 16 }}>
      <textarea value={mol2} onChange={(e) => setMol2(e.target.value)} rows={6} cols={80} />
      <div>
        {([0, 1, 2, 3] as const).map((mode) => (
          <button key={mode} onClick={() => setLabels(mode)}>
            labels {mode}
          </button>
        ))}
        <button onClick={() => setHidden(!hidden)}>hidden: {String(hidden)}</button>
        selected: <span data-testid="harness-selected">{selected.join(',')}</span>
      </div>
      <Suspense fallback="loading viewer">
        <MoleculeViewer
          mol2={mol2}
          step={2}
          labels={labels}
          hidden={hidden}
          charges={CO2_CHARGES}
          selected={selected}
          onAtomClick={(index) => setSelected((s) => toggleAtom(s, index))}
        />
      </Suspense>
      <div>
        <button onClick={() => run(async () => sketcher.current?.setMolecule(BENZENE_MOLFILE))}>
          set benzene
        </button>
        <button onClick={() => run(async () => setMolfile((await sketcher.current?.getMolfile()) ?? ''))}>
          get molfile
        </button>
        <span data-testid="harness-sketcher-error">{sketcherError}</span>
      </div>
      <pre data-testid="harness-molfile">{molfile}</pre>
      <Suspense fallback="loading sketcher">
        <MoleculeSketcher ref={sketcher} height={450} />
      </Suspense>
    </div>
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('harness.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
