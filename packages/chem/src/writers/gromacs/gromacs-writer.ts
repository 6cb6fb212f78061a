import type { System } from '../../core/system.js';
import { checkForms } from '../check-forms.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { checkResidueName } from '../residue-name.js';
import { convertGromacs } from './convert.js';
import type { GromacsModel, GromacsOptions } from './model.js';
import { writeGro } from './write-gro.js';
import { posreFile, writeAtomTypes, writeItp, writePosre } from './write-itp.js';
import { writeMdp, writeTop } from './write-top.js';

/**
 * GROMACS's own forms: harmonic and G96 cosine-harmonic angles, periodic and RB torsions, periodic
 * and harmonic impropers, virtual sites. UFF's Fourier angle and inversion, the cosine-periodic angle
 * and DREIDING's umbrella (funct 101/102, TopoForge's own tags) have no GROMACS form and are refused.
 */
const SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1, 2],
  dihedrals: [9, 1, 3],
  impropers: [4, 2],
  combinationRules: [1, 2, 3],
};

function check(system: System, options: GromacsOptions): void {
  checkResidueName(options.residueName);
  checkForms(system, SUPPORTS, 'GROMACS', {
    virtualSites: true,
    pairParameters14: true,
    constraints: true,
    exclusionDepth: true,
    externalNonbonded: true,
  });
}

/**
 * <res>.top (defaults, includes, system, molecules), <res>_atomtypes.itp (unless the System's
 * externalNonbonded file replaces it), <res>.itp (the molecule
 * types), posre_<type>.itp per molecule type (posre_<res>.itp when there is one), <res>.gro (nm);
 * <res>.mdp when a molecule is bonded across the cell boundary.
 */
function write(model: GromacsModel): Record<string, string> {
  const name = model.residueName;
  const files: Record<string, string> = { [`${name}.top`]: writeTop(model) };
  // With an included force-field file the atom types are that file's.
  if (model.includeForceField === undefined) files[`${name}_atomtypes.itp`] = writeAtomTypes(model);
  files[`${name}.itp`] = writeItp(model);
  for (const m of model.moleculeTypes) files[posreFile(m.name)] = writePosre(m);
  files[`${name}.gro`] = writeGro(model);
  if (model.periodicMolecules) files[`${name}.mdp`] = writeMdp(model);
  return files;
}

export const gromacsWriter: EngineWriter<GromacsOptions, GromacsModel> = {
  id: 'gromacs',
  name: 'GROMACS',
  supports: SUPPORTS,
  check,
  convert: convertGromacs,
  write,
};
