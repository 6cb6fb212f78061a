export { parameterize, AMBER_DEFAULTS, type ParameterizeOptions } from './parameterize.js';
export { systemToWire, systemFromWire, type SystemWire, type WireAtom } from './system-wire.js';
export type { Row as WireRow } from './wire-rows.js';
export { replaceBondedParameters, type BondedReplacement } from './rebuild.js';
export { enumerateTerms, type Topology } from './enumerate-terms.js';
export { improperCandidates } from './impropers.js';
export { findAngle, findBond, findDihedral, findImproper } from './lookup.js';
export { equivalentTypes } from './type-equivalents.js';
export * from './seminario/index.js';
