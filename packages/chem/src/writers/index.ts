/**
 * Engine writers (docs/ARCHITECTURE.md, step 3): System → files, one folder per program, each following
 * supports → check → convert → write. Output is a map of file name → text; chem writes no files.
 */
export * from './engine-writer.js';
export * from './gromacs/index.js';
export * from './lammps/index.js';
export * from './amber/index.js';
export * from './openmm/index.js';
export * from './charmm/index.js';
export * from './namd/index.js';
export * from './gomc/index.js';
export * from './tinker/index.js';
export * from './raspa/index.js';
export * from './moltemplate/index.js';
export * from './gaussian/index.js';
export * from './orca/index.js';
export { topologicalOneFour } from './one-four.js';
export * from './engine-entry.js';
export * from './form-names.js';
export * from './registry.js';
