import type { EngineWriter } from '../engine-writer.js';
import { checkTinker, convertTinker, TINKER_SUPPORTS } from './convert.js';
import type { TinkerModel, TinkerOptions } from './model.js';
import { writeKey, writeXyz } from './write.js';

/** <res>.xyz (Tinker coordinates and connectivity) and <res>.key (every parameter inline). */
function write(model: TinkerModel): Record<string, string> {
  return {
    [`${model.residueName}.xyz`]: writeXyz(model),
    [`${model.residueName}.key`]: writeKey(model),
  };
}

export const tinkerWriter: EngineWriter<TinkerOptions, TinkerModel> = {
  id: 'tinker',
  name: 'Tinker',
  supports: TINKER_SUPPORTS,
  check: checkTinker,
  convert: convertTinker,
  write,
};
