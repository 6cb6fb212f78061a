import type { StructureFormat } from '../format.js';
import { readCml } from './read.js';

export const cmlFormat: StructureFormat = {
  id: 'cml',
  name: 'Chemical Markup Language',
  extensions: ['cml'],
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
    'Reads CML 2 molecules: <atom> elements or array attributes (atomID, elementType, x3/y3/z3, else x2/y2 with z = 0, formalCharge), ' +
    'bonds with orders 1/2/3/S/D/T/A, title from title, <name> or id; one Molecule per <molecule>. ' +
    'hydrogenCount and other atom attributes are kept as properties, no hydrogens are added; <crystal> cells are not read. Not written.',
  read: readCml,
};
