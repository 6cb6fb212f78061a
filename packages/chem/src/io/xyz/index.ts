import type { StructureFormat } from '../format.js';
import { readXyz } from './read.js';
import { writeXyz } from './write.js';

export const xyzFormat: StructureFormat = {
  id: 'xyz',
  name: 'XYZ (plain and extended)',
  extensions: ['xyz', 'extxyz'],
  capabilities: {
    multipleRecords: true,
    cell: true,
    bonds: false,
    bondOrders: false,
    formalCharges: false,
    partialCharges: true,
    atomTypes: false,
    residues: false,
  },
  notes:
    "Reads every frame (count, comment, 'symbol x y z'; atomic numbers accepted for symbols; extra columns ignored) as one molecule. " +
    'Extended XYZ comment lines are honoured: Lattice → cell, Properties column layout (species or Z, pos, charges or initial_charges), ' +
    'pbc, other key=value pairs kept as properties. Writes plain XYZ (6 decimals), or extended XYZ (Lattice, Properties, pbc="T T T", ' +
    'a charges column when there are partial charges, the title as a title key) when there is a cell.',
  read: readXyz,
  write: writeXyz,
};
