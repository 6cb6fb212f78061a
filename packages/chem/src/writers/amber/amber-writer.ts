import type { EngineWriter } from '../engine-writer.js';
import { AMBER_SUPPORTS, checkAmber } from './check.js';
import { convertAmber } from './convert.js';
import type { AmberModel, AmberOptions } from './model.js';
import { writeInpcrd } from './write-inpcrd.js';
import { writePrmtop } from './write-prmtop.js';

export interface AmberWriterModel extends AmberModel {
  readonly fileStem: string;
}

/** <res>.prmtop (topology and parameters) and <res>.inpcrd (coordinates and, for a crystal, the box). */
function write(model: AmberWriterModel): Record<string, string> {
  return {
    [`${model.fileStem}.prmtop`]: writePrmtop(model),
    [`${model.fileStem}.inpcrd`]: writeInpcrd(model),
  };
}

export const amberWriter: EngineWriter<AmberOptions, AmberWriterModel> = {
  id: 'amber',
  name: 'AMBER',
  supports: AMBER_SUPPORTS,
  check: checkAmber,
  convert: (system, options) => ({ ...convertAmber(system, options), fileStem: options.residueName }),
  write,
};
