import type { StructureFormat } from '../format.js';
import { readMrv } from './read.js';

export const mrvFormat: StructureFormat = {
  id: 'mrv',
  name: 'Marvin document (ChemAxon)',
  extensions: ['mrv'],
  capabilities: {
    multipleRecords: true,
    cell: false,
    bonds: true,
    bondOrders: true,
    formalCharges: true,
    partialCharges: false,
    atomTypes: false,
    residues: false,
  },
  notes:
    'Reads Marvin MRV documents (atoms per element or as arrays, x2/y2 with z = 0 in Marvin units, C–C ≈ 1.54, or x3/y3/z3; ' +
    'formal charges; bonds 1/2/3/A). Implicit hydrogens are not added by the reader. Sgroups (e.g. polymer SRU brackets) are kept ' +
    'as mrv.sgroup.* properties; R-groups, star atoms and contracted abbreviations are refused. Not written.',
  read: readMrv,
};
