import type { StructureFormat } from '../format.js';
import { readGjf } from './read.js';
import { writeGjf } from './write.js';

export const gjfFormat: StructureFormat = {
  id: 'gjf',
  name: 'Gaussian input',
  extensions: ['gjf', 'com', 'gau'],
  capabilities: {
    multipleRecords: false,
    cell: true,
    bonds: true,
    bondOrders: true,
    formalCharges: false,
    partialCharges: true,
    atomTypes: true,
    residues: false,
  },
  notes:
    'Reads the first job: Link 0, route, title, charge and multiplicity (the first pair; kept as properties charge and multiplicity, ' +
    'no per-atom formal charges are invented), Cartesian atoms (symbol or atomic number, labels such as C1, (param=value) lists, ' +
    "'C-type-charge' MM types and charges, freeze codes), three 'Tv' lines as the cell, and the connectivity section when the route " +
    'has geom=connectivity (orders 1, 1.5, 2, 3). Z-matrix input is refused with a message. Writes a single-point job with the ' +
    "neutral route '# sp' (edit the method and job type before running it), charge = properties.charge or the sum of formal charges, " +
    'multiplicity = properties.multiplicity or the lowest the electron count allows, Tv lines and a connectivity section when bonded.',
  read: readGjf,
  write: writeGjf,
};
