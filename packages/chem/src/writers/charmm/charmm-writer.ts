import type { System } from '../../core/system.js';
import type { EngineWriter } from '../engine-writer.js';
import { CHARMM_SUPPORTS, checkCharmmSystem } from './check.js';
import { convertCharmm } from './convert.js';
import type { CharmmModel, CharmmOptions } from './model.js';
import { writeCrd } from './write-crd.js';
import { writePrm } from './write-prm.js';
import { writePsf } from './write-psf.js';
import { writeRtf } from './write-rtf.js';

/**
 * <res>.psf (CHARMM format, type numbers), <res>.xplor.psf (XPLOR format, type names), <res>.rtf,
 * <res>.prm (NBFIX for combination rules 1 and 3) and <res>.crd (EXT, Å).
 */
function write(model: CharmmModel): Record<string, string> {
  const name = model.residueName;
  return {
    [`${name}.psf`]: writePsf(model, 'charmm'),
    [`${name}.xplor.psf`]: writePsf(model, 'xplor'),
    [`${name}.rtf`]: writeRtf(model),
    [`${name}.prm`]: writePrm(model, 'charmm'),
    [`${name}.crd`]: writeCrd(model),
  };
}

export const charmmWriter: EngineWriter<CharmmOptions, CharmmModel> = {
  id: 'charmm',
  name: 'CHARMM',
  supports: CHARMM_SUPPORTS,
  check: (system: System, options: CharmmOptions) =>
    checkCharmmSystem(system, options.residueName, CHARMM_SUPPORTS, 'CHARMM'),
  convert: convertCharmm,
  write,
};
