import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { readSdf } from '../../packages/chem/src/io/mol/read.js';
import { cappedSmiles } from '../../packages/chem/src/polymer/psmiles.js';
import { polymerUnit } from '../../packages/chem/src/polymer/unit.js';
import type { PolymerUnit } from '../../packages/chem/src/polymer/unit.js';
import { obabelGen3d } from '../../packages/engines/src/obabel-gen3d.js';

/** The capped unit of a p-SMILES (or end group) in 3D by Open Babel, as the CLI and server build it. */
export async function cappedUnit(smiles: string): Promise<Molecule> {
  const sd = await obabelGen3d(`${cappedSmiles(smiles)}\n`, { inputFormat: 'smi' });
  const mol = readSdf(sd).molecules[0];
  if (!mol) throw new Error(`Open Babel gave no structure for ${smiles}`);
  return mol;
}

/** As the CLI: a unit Open Babel leaves touching itself is built again, at most 3 times. */
export async function unitOf(smiles: string, stars: 1 | 2 = 2): Promise<PolymerUnit> {
  let unit = polymerUnit(smiles, await cappedUnit(smiles), stars);
  for (let attempt = 1; attempt < 3 && unit.selfContacts > 0; attempt++)
    unit = polymerUnit(smiles, await cappedUnit(smiles), stars);
  return unit;
}
