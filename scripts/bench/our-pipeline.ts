import { readFileSync } from 'node:fs';
import type { Molecule } from '@topoforge/chem';
import { findFormat, perceive } from '@topoforge/chem';
import { timed } from './timing.js';

export interface PipelineRun {
  readonly readSeconds: number;
  readonly perceiveSeconds: number;
  readonly molecule: Molecule;
}

/** What the server does with an uploaded PDB: read the file, parse it, perceive bonds. */
export function readAndPerceive(path: string): PipelineRun {
  const read = findFormat('pdb')?.read;
  if (!read) throw new Error('no pdb reader in the registry');
  const parsed = timed(() => read(readFileSync(path, 'utf8'), { fileName: path }));
  const first = parsed.value.molecules[0];
  if (!first) throw new Error('the pdb reader returned no molecule');
  const perceived = timed(() => perceive(first));
  return {
    readSeconds: parsed.seconds,
    perceiveSeconds: perceived.seconds,
    molecule: perceived.value.molecule,
  };
}
