import type { StructureFormat } from '../format.js';
import { readCar } from './read.js';
import { writeCar } from './write.js';

export const carFormat: StructureFormat = {
  id: 'car',
  name: 'Materials Studio CAR (Biosym archive 3)',
  extensions: ['car'],
  capabilities: {
    multipleRecords: false,
    cell: true,
    bonds: false,
    bondOrders: false,
    formalCharges: false,
    partialCharges: true,
    atomTypes: true,
    residues: true,
  },
  notes:
    "Reads '!BIOSYM archive 3' files: PBC=ON/OFF, the 'PBC a b c α β γ' cell, atom lines (whitespace-separated or Materials " +
    'Studio fixed columns): name, x y z, residue name and number, potential type (→ atom types; the placeholders xx and ? are ' +
    "left untyped), element, partial charge. Each 'end'-closed molecule becomes a chain ('1', '2', …) of one structure. Bonds live in " +
    'the companion .mdf file and are not read. Writes the Materials Studio layout (charges with 3 decimals, cell in the standard orientation).',
  read: readCar,
  write: writeCar,
};
