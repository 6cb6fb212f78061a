export { coarseGrainSystem, type CgForceField, type CoarseGrainOptions } from './system.js';
export { beadCentres } from './geometry.js';
export {
  MARTINI3_ITP,
  MARTINI3_MASS,
  MARTINI_ANGLE_K,
  MARTINI_BOND_K,
  MARTINI_PLANAR_IMPROPER_K,
} from './constants.js';
export * from '../data/martini2-nonbonded.js';
export * from '../martini3-itp/parse.js';
