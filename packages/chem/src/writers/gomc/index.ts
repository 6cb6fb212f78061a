export { GOMC_SUPPORTS, gomcWriter, writeGomcControl } from './gomc-writer.js';
export type { GomcModel, GomcOptions } from './gomc-writer.js';
