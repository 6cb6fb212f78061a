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
  const readSd = findFormat('sdf')?.read;
  if (!molfile || !readSd) throw new Error('chem has no molfile writer or SD reader');
  const sd = await obabelGen3d(molfile(mol), {
    command: settings.command,
    dataDir: settings.dataDir,
    timeoutMs: settings.timeoutMs,
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
  });
  const first = readSd(sd, { fileName: 'obabel-gen3d.sdf' }).molecules[0];
  if (!first) throw new TopoForgeError('perception', '3D generation gave no structure.');
  return { ...first, title: mol.title };
}
