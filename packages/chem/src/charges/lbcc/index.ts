/** 1.14*CM1A-LBCC bond-charge corrections (Dodda et al., J. Phys. Chem. B 2017, 121, 3864). */
export {
  LBCC_NEUTRAL_ONLY,
  lbccBondCorrections,
  lbccBondTypes,
  lbccCorrect,
  requireLbccNeutral,
} from './lbcc.js';
export type { LbccBondCorrection } from './lbcc.js';
export { bossBondType, lbccClasses } from './lbcc-classes.js';
export { LBCC_REFERENCE, LBCC_ROWS } from './lbcc-data.js';
export type { LbccRow } from './lbcc-data.js';
