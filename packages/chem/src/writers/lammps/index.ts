export { lammpsWriter } from './lammps-writer.js';
export type { LammpsModel, LammpsOptions } from './model.js';
