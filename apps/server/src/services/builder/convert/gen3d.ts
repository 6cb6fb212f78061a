import type { Molecule } from '@topoforge/chem';
import { findFormat, TopoForgeError } from '@topoforge/chem';
import { obabelGen3d } from '@topoforge/engines';

export interface Gen3dSettings {
  readonly command: string;
  readonly dataDir: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** Time allowed to one 3D generation on the server; a sketch the wizard allows (≤ 5000 atoms) needs far less. */
export const SERVER_GEN3D_TIMEOUT_MS = 120_000;

/**
 * 3D structure with hydrogens for a sketch: the molecule is written as a molfile by chem (so Open Babel
 * gets exactly what was validated), Open Babel builds and minimises it (engines/obabel-gen3d.ts), and
 * chem reads the result back.
 */
export async function generate3d(mol: Molecule, settings: Gen3dSettings): Promise<Molecule> {
  const molfile = findFormat('mol')?.write;
  if (!molfile) throw new Error('chem has no molfile writer');
  const sd = await obabelGen3d(molfile(mol), {
    command: settings.command,
    dataDir: settings.dataDir,
    timeoutMs: settings.timeoutMs,
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
  });
  return { ...firstRecord(sd), title: mol.title };
}

/**
 * 3D structure with hydrogens for a SMILES string (issue 15.8), the way a sketch gets one: Open Babel
 * reads the SMILES line itself (stereo marks included), builds and minimises it, and chem reads the SD
 * answer. The title is the one the .smi line gave, else the SMILES.
 */
export async function generate3dFromSmiles(
  input: { readonly smiles: string; readonly title: string },
  settings: Gen3dSettings,
): Promise<Molecule> {
  const sd = await obabelGen3d(`${input.smiles}\n`, {
    command: settings.command,
    dataDir: settings.dataDir,
    timeoutMs: settings.timeoutMs,
    inputFormat: 'smi',
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
  });
  return { ...firstRecord(sd), title: input.title === '' ? input.smiles : input.title };
}

function firstRecord(sd: string): Molecule {
  const readSd = findFormat('sdf')?.read;
  if (!readSd) throw new Error('chem has no SD reader');
  const first = readSd(sd, { fileName: 'obabel-gen3d.sdf' }).molecules[0];
  if (!first) throw new TopoForgeError('perception', '3D generation gave no structure.');
  return first;
}
