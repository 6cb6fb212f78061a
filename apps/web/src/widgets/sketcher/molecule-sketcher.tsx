/**
 * MoleculeSketcher: the 2D drawing canvas of step 1 ("create a molecular structure", spec 000 §2), Ketcher
 * running entirely in the browser: its structure service is Indigo compiled to WebAssembly in a worker
 * (ketcher-standalone's binaryWasmNoRender build), so drawing needs no server.
 *
 * Props
 * - `ref` (Ref<SketcherHandle>, optional): gives the parent
 *   - `getMolfile(): Promise<string>`: the drawing as a V2000 molfile (what the wizard sends to the
 *     convert call with `--gen3d`);
 *   - `setMolecule(text: string): Promise<void>`: replaces the drawing with a structure in any format
 *     Ketcher reads (molfile, SDF, SMILES, KET, MRV, …).
 *   Both wait until the editor has started.
 * - `onReady` ((handle: SketcherHandle) => void, optional): the same handle, once the editor has started.
 * - `height` (number, default 600): canvas height in pixels; the width follows the parent.
 *
 * Ketcher's own errors (a file it cannot read, a failed conversion) show in an alert under the canvas. The
 * root element carries `data-state` ('loading' | 'ready') and `data-atoms` (atoms drawn, kept current on
 * Ketcher's change event) for the browser tests.
 */
import 'ketcher-react/dist/index.css';
import type { Ketcher } from 'ketcher-core';
import { Editor } from 'ketcher-react';
import { StandaloneStructServiceProvider } from 'ketcher-standalone/dist/binaryWasmNoRender';
import type { Ref } from 'react';
import { useImperativeHandle, useMemo, useRef, useState } from 'react';

export interface SketcherHandle {
  getMolfile(): Promise<string>;
  setMolecule(text: string): Promise<void>;
}

export interface MoleculeSketcherProps {
  ref?: Ref<SketcherHandle>;
  onReady?: (handle: SketcherHandle) => void;
  height?: number;
}

/** One provider for the page: it owns the Indigo worker, which is costly to start. */
const structServiceProvider = new StandaloneStructServiceProvider();

/** Ketcher's templates are built in; nothing is fetched from here, but the option is required. */
const staticResourcesUrl = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A promise with its resolver (Promise.withResolvers is ES2024, beyond our library target). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function MoleculeSketcher({ ref, onReady, height = 600 }: MoleculeSketcherProps) {
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [atoms, setAtoms] = useState(0);
  // Ketcher may start more than once for one mounted sketcher (React's development double mount): the
  // handle always talks to the latest editor, once the first one has started.
  const latest = useRef<Ketcher | null>(null);
  const [started] = useState(deferred<Ketcher>);
  const handle = useMemo<SketcherHandle>(() => {
    const editor = async (): Promise<Ketcher> => latest.current ?? (await started.promise);
    return {
      getMolfile: async () => (await editor()).getMolfile('v2000'),
      setMolecule: async (text) => {
        await (await editor()).setMolecule(text);
      },
    };
  }, [started]);
  useImperativeHandle(ref, () => handle, [handle]);

  const onInit = (instance: Ketcher): void => {
    latest.current = instance;
    started.resolve(instance);
    try {
      instance.editor.subscribe('change', () => {
        if (latest.current === instance) setAtoms(instance.editor.struct().atoms.size);
      });
    } catch {
      // React's development double mount unregisters the first editor before its onInit runs, and Ketcher
      // then throws on subscribe; that editor is discarded, the second one subscribes.
    }
    setReady(true);
    onReady?.(handle);
  };

  return (
    <div data-testid="molecule-sketcher" data-state={ready ? 'ready' : 'loading'} data-atoms={atoms}>
      <div style={{ position: 'relative', width: '100%', height }}>
        <Editor
          staticResourcesUrl={staticResourcesUrl}
          structServiceProvider={structServiceProvider}
          errorHandler={setError}
          onInit={onInit}
          disableMacromoleculesEditor
        />
      </div>
      {error !== null && (
        <div role="alert" data-testid="sketcher-error" style={{ color: '#cf1322', marginTop: 8 }}>
          {error}
        </div>
      )}
    </div>
  );
}
