import type { StructureFormat } from '../format.js';
import { readPoscar } from './read.js';
import { writePoscar } from './write.js';

export const poscarFormat: StructureFormat = {
  id: 'poscar',
  name: 'VASP POSCAR/CONTCAR',
  extensions: ['vasp', 'poscar', 'contcar'],
  capabilities: {
    multipleRecords: false,
    cell: true,
    bonds: false,
    bondOrders: false,
    formalCharges: false,
    partialCharges: false,
    atomTypes: false,
    residues: false,
  },
  notes:
    'Reads VASP 5 POSCAR/CONTCAR (scaling factor or negative target volume, element symbols line, Direct or Cartesian, ' +
    'selective-dynamics flags; velocities ignored). VASP 4 files without a symbols line are refused. ' +
    'Writes VASP 5 in Direct coordinates, atoms in their original order as runs of one element.',
  read: readPoscar,
  write: writePoscar,
};
