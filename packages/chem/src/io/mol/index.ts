import type { FormatCapabilities, StructureFormat } from '../format.js';
import { readMol, readSdf } from './read.js';
import { writeMol, writeSdf } from './write.js';

const capabilities: FormatCapabilities = {
  multipleRecords: false,
  cell: false,
  bonds: true,
  bondOrders: true,
  formalCharges: true,
  partialCharges: false,
  atomTypes: false,
  residues: false,
};

const common =
  'Reads V2000 (fixed columns, whitespace-separated lines as a fallback) and V3000 (CTAB ATOM/BOND blocks, CHG=, ' +
  "'-' continuation lines): coordinates, element symbols ('LP' = lone pair, 'D'/'T' read as H), charges from the atom " +
  "block or 'M  CHG' (which supersedes them, as the CTfile spec says), bond types 1-3 and 4 (aromatic). Query atoms " +
  '(L, A, Q, *, R#, lists) are errors; query bond types 5-8 and V3000 9/10 are read as unknown order with a warning. ' +
  "Radicals, isotopes ('M  ISO', mass differences), stereo and the program/comment lines are not kept. " +
  "Writes V2000 with charges in the atom block and 'M  CHG', or V3000 past 999 atoms/bonds or 10-column coordinates; " +
  'amide bonds are written as single, unknown orders as type 8 (any); quadruple bonds cannot be written.';

export const molFormat: StructureFormat = {
  id: 'mol',
  name: 'MDL Molfile',
  extensions: ['mol', 'mdl'],
  capabilities,
  notes: `${common} A .mol file holding several '$$$$' records gives one molecule per record.`,
  read: readMol,
  write: writeMol,
};

export const sdfFormat: StructureFormat = {
  id: 'sdf',
  name: 'MDL SD file',
  extensions: ['sdf', 'sd'],
  capabilities: { ...capabilities, multipleRecords: true },
  notes:
    `${common} Records are separated by '$$$$'; data items ('> <name>' then value lines up to a blank line) ` +
    'go to Molecule.properties and are written back from them (blank lines inside a value are dropped).',
  read: readSdf,
  write: writeSdf,
};
