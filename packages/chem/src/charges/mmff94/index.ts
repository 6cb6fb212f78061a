/**
 * MMFF94 atom types and partial charges (Halgren, J. Comput. Chem. 1996, 17, 490–641), typed by
 * our own rules and checked against RDKit by scripts/validate-mmff94.ts.
 */
export { mmff94Charges } from './charges.js';
export { mmff94Types } from './types.js';
export { loadMmff94Tables, MMFF94_FILES } from './tables.js';
export type {
  AtomTypeProperties,
  BondChargeIncrement,
  Mmff94File,
  Mmff94Tables,
  PartialBondChargeIncrement,
  Provenance,
} from './tables.js';
