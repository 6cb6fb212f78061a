export { openmmWriter } from './openmm-writer.js';
export { HARMONIC_IMPROPER_ENERGY } from './write-xml.js';
export type { OpenMMModel, OpenMMOptions } from './model.js';
