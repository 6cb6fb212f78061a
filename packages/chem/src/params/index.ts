export { parameterize, AMBER_DEFAULTS, type ParameterizeOptions } from './parameterize.js';
export {
  assembleSystem,
  type AssemblyContext,
  type AssemblyOptions,
  type PlacedImproper,
  type TermResolver,
} from './assemble-system.js';
export {
  systemToWire,
  systemFromWire,
  type NonbondedPairRow,
  type SystemWire,
  type WireAtom,
} from './system-wire.js';
export type { Row as WireRow } from './wire-rows.js';
export { replaceBondedParameters, type BondedReplacement } from './rebuild.js';
export { backupPairRows, type BackupAtomParameters, type BackupTerms } from './backup-terms.js';
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
export {
  explicitWriterPairs14,
  oneFourLennardJones,
  pairParameter14Lookup,
  refusePairParameters14,
  type OneFourLennardJones,
  type WriterTypePair14,
} from './pair-parameters-14.js';
export { typeNonbonded, combineLennardJones, type TypeNonbonded } from './lj-table.js';
export { composeSystems, type SystemPart } from './compose-systems.js';
export * from './opls/index.js';
export * from './clandp/index.js';
export {
  parameterizeTrappeUa,
  trappeUaCharges,
  TRAPPE_UA_DEFAULTS,
  type TrappeUaParameterizeOptions,
} from './united-atom/trappe-parameterize.js';
export { parameterizeGromos54a7, type GromosParameterizeOptions } from './united-atom/gromos-parameterize.js';
export {
  GROMOS_ANGLE_RULES,
  GROMOS_BOND_RULES,
  GROMOS_DIHEDRAL_RULES,
  type GromosMacroRule,
} from './united-atom/gromos-bonded-rules.js';
export { GROMOS_CHARGE_GROUPS, type GromosChargeGroup } from './united-atom/gromos-charges.js';
export { gromosOneFourEnergies, gromosPairRows14 } from './united-atom/gromos-one-four.js';
export * from './models/index.js';
export { oplsBackupTerms } from './opls/backup.js';
