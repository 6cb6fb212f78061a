export { RASPA_GAS_CONSTANT, RASPA_SUPPORTS, raspaWriter } from './raspa-writer.js';
export type { RaspaModel, RaspaOptions } from './model.js';
