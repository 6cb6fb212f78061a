export { gromacsWriter } from './gromacs-writer.js';
export type { GromacsModel, GromacsOptions } from './model.js';
