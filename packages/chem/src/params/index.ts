export { parameterize, AMBER_DEFAULTS, type ParameterizeOptions } from './parameterize.js';
export {
  systemToWire,
  systemFromWire,
  type NonbondedPairRow,
  type SystemWire,
  type WireAtom,
} from './system-wire.js';
export type { Row as WireRow } from './wire-rows.js';
export { replaceBondedParameters, type BondedReplacement } from './rebuild.js';
export { enumerateTerms, type Topology } from './enumerate-terms.js';
export { improperCandidates } from './impropers.js';
export { findAngle, findBond, findDihedral, findImproper } from './lookup.js';
export { equivalentTypes } from './type-equivalents.js';
export * from './seminario/index.js';
export { supercellSystem, type Supercell } from './supercell.js';
export { elementOfWireAtom, moleculeFromWire } from './wire-molecule.js';
export {
  parameterizeWithWater,
  restoreWaterParameters,
  type WaterParameterizeOptions,
} from './water-system.js';
export {
  waterAtom,
  waterBond,
  waterAngle,
  waterProvenance,
  waterSiteCoefficient,
  waterVirtualSite,
  withWaterModel,
} from './water-parameters.js';
export {
  checkNonbondedPairs,
  explicitWriterPairs,
  nonbondedPairLookup,
  refuseNonbondedPairs,
  typePairKey,
  type WriterTypePair,
} from './nonbonded-pairs.js';
export { typeNonbonded, combineLennardJones, type TypeNonbonded } from './lj-table.js';
export { composeSystems, type SystemPart } from './compose-systems.js';
