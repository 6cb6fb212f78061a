import type { ForceFieldInfo, ForceFieldParameters } from '@topoforge/chem';
import { badRequest } from '../http/errors.js';
import { gaffParameters } from './gaff-parameters.js';

/**
 * The parameter set of a force field the registry marks `parameters: true`. Only GAFF has one (gaff.dat,
 * config.gaffDat); any other name is refused before this is reached.
 */
export function loadForceFieldParameters(ff: ForceFieldInfo, gaffDat: string): Promise<ForceFieldParameters> {
  if (ff.name === 'GAFF') return gaffParameters(gaffDat);
  throw noParametersError(ff.name);
}

export const noParametersError = (name: string, atom?: number) =>
  badRequest('no-parameters', {
    en: `force field ${name} has no parameter set in TopoForge${atom === undefined ? '' : ` (atom ${atom + 1})`}; only GAFF parameters are available`,
    zh: `TopoForge 中没有力场 ${name} 的参数${atom === undefined ? '' : `（原子 ${atom + 1}）`}；目前仅提供 GAFF 参数`,
  });
