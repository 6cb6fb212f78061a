import type { System } from '../../core/system.js';
import type { EngineWriter } from '../engine-writer.js';
import { checkLammps, LAMMPS_SUPPORTS } from './check.js';
import { convertLammps } from './convert.js';
import type { LammpsModel, LammpsOptions } from './model.js';
import type { LammpsReactiveModel } from './reactive-write.js';
import { checkReactive, convertReactive, writeReactive } from './reactive-write.js';
import { writeData } from './write-data.js';
import { writeInput } from './write-input.js';

/**
 * <res>.data (atom_style full, units real) and in.<res> (styles, special_bonds, run 0); with a reactive
 * option the same two files for the many-body potential (reactive-write.ts: atom_style atomic, units
 * metal, no bonded terms).
 */
function write(model: LammpsModel | LammpsReactiveModel): Record<string, string> {
  if ('potential' in model) return writeReactive(model);
  return {
    [`${model.residueName}.data`]: writeData(model),
    [`in.${model.residueName}`]: writeInput(model),
  };
}

/** The force field's forms are not checked for a reactive description: it writes none of them. */
function check(system: System, options: LammpsOptions): void {
  const { reactive } = options;
  if (reactive === undefined) checkLammps(system, options);
  else checkReactive(system, { ...options, reactive });
}

function convert(system: System, options: LammpsOptions): LammpsModel | LammpsReactiveModel {
  const { reactive } = options;
  return reactive === undefined
    ? convertLammps(system, options)
    : convertReactive(system, { ...options, reactive });
}

export const lammpsWriter: EngineWriter<LammpsOptions, LammpsModel | LammpsReactiveModel> = {
  id: 'lammps',
  name: 'LAMMPS',
  supports: LAMMPS_SUPPORTS,
  check,
  convert,
  write,
};
