export { ORCA_SUPPORTS, orcaWriter } from './orca-writer.js';
export type { OrcaAtom, OrcaModel, OrcaOptions } from './orca-writer.js';
