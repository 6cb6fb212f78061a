export { amberWriter } from './amber-writer.js';
export type { AmberWriterModel } from './amber-writer.js';
export { AMBER_CHARGE } from './convert.js';
export type { AmberModel, AmberOptions } from './model.js';
