export { lammpsWriter } from './lammps-writer.js';
export type { LammpsModel, LammpsOptions } from './model.js';
export type { LammpsReactive, ReactivePotential } from './reactive.js';
export { LAMMPS_REACTIVE, REACTIVE_POTENTIALS } from './reactive.js';
export type { LammpsReactiveModel } from './reactive-write.js';
