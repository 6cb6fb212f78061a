/**
 * Engine writers (docs/ARCHITECTURE.md, step 3): System → files, one folder per program, each following
 * supports → check → convert → write. Output is a map of file name → text; chem writes no files.
 */
export * from './engine-writer.js';
export * from './gromacs/index.js';
export * from './lammps/index.js';
export { topologicalOneFour } from './one-four.js';
