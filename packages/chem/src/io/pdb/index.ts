import type { StructureFormat } from '../format.js';
import { readPdb } from './read.js';
import { writePdb } from './write.js';

export const pdbFormat: StructureFormat = {
  id: 'pdb',
  name: 'Protein Data Bank',
  extensions: ['pdb', 'ent'],
  capabilities: {
    multipleRecords: true,
    cell: true,
    bonds: true,
    bondOrders: false,
    formalCharges: true,
    partialCharges: false,
    atomTypes: false,
    residues: true,
  },
  notes:
    'Reads PDB 3.3 ATOM/HETATM by fixed columns (hybrid-36 serials and residue numbers; element from columns 77-78, ' +
    "else from the atom name: a mixed-case two-letter symbol at its start (LigParGen's Br6, Cl3) is that element, otherwise the PDB convention applies, with a warning naming the atoms; charge from columns 79-80), one molecule per MODEL, " +
    "CRYST1 as the cell, CONECT as bonds. Alternate locations: per residue 'A' (or the first) is kept. " +
    'PDB has no bond orders: a partner repeated in CONECT is read as a double (twice) or triple (thrice) bond, and the writer ' +
    'repeats them the same way (as Open Babel does); other bonds read back with unknown order. B-factors are not kept. ' +
    'Writes COMPND, CRYST1 (cell rotated to the standard orientation), ATOM/HETATM, CONECT, END.',
  read: readPdb,
  write: writePdb,
};
