import type { ForceFieldInfo, ForceFieldParameters } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { gaffParameters } from './gaff-parameters.js';

/**
 * GAFF's parameter set (gaff.dat, config.gaffDat), the one the missing-parameter cascade works on; the
 * other force fields go through params/models (force-field-data.ts loads their files).
 */
export function loadForceFieldParameters(ff: ForceFieldInfo, gaffDat: string): Promise<ForceFieldParameters> {
  if (ff.name === 'GAFF') return gaffParameters(gaffDat);
  throw noParametersError(ff.name);
}

export const noParametersError = (name: string, atom?: number) =>
  badRequest('no-parameters', {
    en: `force field ${name} has no parameter set in TopoForge${atom === undefined ? '' : ` (atom ${atom + 1})`}; parameters are available for GAFF, OPLS-AA/L, TraPPE-UA, GROMOS-54A7 and CL&P`,
    zh: `TopoForge 中没有力场 ${name} 的参数${atom === undefined ? '' : `（原子 ${atom + 1}）`}；目前提供 GAFF、OPLS-AA/L、TraPPE-UA、GROMOS-54A7 和 CL&P 的参数`,
  });
