import type { StructureFormat } from '../format.js';
import { readCif } from './read.js';
import { writeCif } from './write.js';

export const cifFormat: StructureFormat = {
  id: 'cif',
  name: 'Crystallographic Information File',
  extensions: ['cif'],
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
    'Reads CIF 1.1 data blocks: cell, atom sites (fractional or Cartesian, occupancy, _atom_site_charge as partial charges; element from the type symbol, else from the label), ' +
    'expanded with the listed symmetry operators (wrapped into [0,1), duplicates within 0.01 Å removed). ' +
    'Without operators a non-P1 structure is read as P1 with a warning (no space-group tables). Bonds are not read. Writes P1 (with _atom_site_charge when partial charges exist).',
  read: readCif,
  write: writeCif,
};
