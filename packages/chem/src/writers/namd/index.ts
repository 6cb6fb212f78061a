export { namdWriter, writeNamdConfig } from './namd-writer.js';
export type { NamdModel, NamdOptions } from './namd-writer.js';
