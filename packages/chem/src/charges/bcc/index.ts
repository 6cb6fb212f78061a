/**
 * AM1-BCC (Jakalian, Jack & Bayly, J. Comput. Chem. 2000, 21, 132 and 2002, 23, 1623): atom and bond
 * typing, the bond charge correction table and the mapping from AM1 charges. The AM1 calculation
 * itself runs in @topoforge/engines (am1bccCharges).
 */
export * from './bcc-corrections.js';
export { BccBondType } from './bcc-bond-types.js';
export { BCC_TABLE } from './bcc-table.js';
export type { BccRow } from './bcc-table.js';
