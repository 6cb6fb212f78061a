export { tinkerWriter } from './tinker-writer.js';
export { TINKER_MAX_ATOMS, TINKER_SUPPORTS } from './convert.js';
export type { TinkerModel, TinkerOptions } from './model.js';
