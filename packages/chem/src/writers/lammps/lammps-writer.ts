import type { EngineWriter } from '../engine-writer.js';
import { checkLammps, LAMMPS_SUPPORTS } from './check.js';
import { convertLammps } from './convert.js';
import type { LammpsModel, LammpsOptions } from './model.js';
import { writeData } from './write-data.js';
import { writeInput } from './write-input.js';

/** <res>.data (atom_style full, units real) and in.<res> (styles, special_bonds, run 0). */
function write(model: LammpsModel): Record<string, string> {
  return {
    [`${model.residueName}.data`]: writeData(model),
    [`in.${model.residueName}`]: writeInput(model),
  };
}

export const lammpsWriter: EngineWriter<LammpsOptions, LammpsModel> = {
  id: 'lammps',
  name: 'LAMMPS',
  supports: LAMMPS_SUPPORTS,
  check: checkLammps,
  convert: convertLammps,
  write,
};
