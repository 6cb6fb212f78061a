import type { EngineWriter } from '../engine-writer.js';
import { checkOpenMM, OPENMM_SUPPORTS } from './check.js';
import { convertOpenMM } from './convert.js';
import type { OpenMMModel, OpenMMOptions } from './model.js';
import { writePdb } from './write-pdb.js';
import { writeRunScript } from './write-run.js';
import { writeForceFieldXml } from './write-xml.js';

/** <res>.xml (ForceField), <res>.pdb (coordinates, CONECT) and run.py (single-point energy). */
function write(model: OpenMMModel): Record<string, string> {
  return {
    [`${model.residueName}.xml`]: writeForceFieldXml(model),
    [`${model.residueName}.pdb`]: writePdb(model),
    'run.py': writeRunScript(model),
  };
}

export const openmmWriter: EngineWriter<OpenMMOptions, OpenMMModel> = {
  id: 'openmm',
  name: 'OpenMM',
  supports: OPENMM_SUPPORTS,
  check: checkOpenMM,
  convert: convertOpenMM,
  write,
};
