import type { System } from '../../core/system.js';
import { checkForms } from '../check-forms.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { checkResidueName } from '../residue-name.js';
import { convertGromacs } from './convert.js';
import type { GromacsModel, GromacsOptions } from './model.js';
import { writeGro } from './write-gro.js';
import { writeItp } from './write-itp.js';
import { writeTop } from './write-top.js';

/** Every form the System defines is a GROMACS form, so GROMACS accepts them all, virtual sites too. */
const SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [4, 2],
  combinationRules: [1, 2, 3],
};

function check(system: System, options: GromacsOptions): void {
  checkResidueName(options.residueName);
  checkForms(system, SUPPORTS, 'GROMACS', { virtualSites: true, pairParameters14: true });
}

/** <res>.top (defaults, system, molecules), <res>.itp (atom types, the molecule), <res>.gro (nm). */
function write(model: GromacsModel): Record<string, string> {
  const name = model.residueName;
  return {
    [`${name}.top`]: writeTop(model),
    [`${name}.itp`]: writeItp(model),
    [`${name}.gro`]: writeGro(model),
  };
}

export const gromacsWriter: EngineWriter<GromacsOptions, GromacsModel> = {
  id: 'gromacs',
  name: 'GROMACS',
  supports: SUPPORTS,
  check,
  convert: convertGromacs,
  write,
};
