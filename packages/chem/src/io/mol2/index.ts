import type { StructureFormat } from '../format.js';
import { readMol2 } from './read.js';
import { writeMol2 } from './write.js';

export const mol2Format: StructureFormat = {
  id: 'mol2',
  name: 'Tripos Mol2',
  extensions: ['mol2'],
  capabilities: {
    multipleRecords: true,
    cell: true,
    bonds: true,
    bondOrders: true,
    formalCharges: true,
    partialCharges: true,
    atomTypes: true,
    residues: true,
  },
  notes:
    'Reads MOLECULE (name, counts, molecule type kept as property mol2.molecule_type), ATOM (type column kept as atom type, ' +
    'charges unless NO_CHARGES), BOND (1 2 3 ar am; du/un/nc read as unknown order with a warning), SUBSTRUCTURE (residue ' +
    'name = subst_name, number = subst_id, chain), CRYSIN (cell; the space group is not applied), UNITY_ATOM_ATTR charge ' +
    "(formal charges), several molecules per file, '#' comments. Elements come from SYBYL types ('C.ar' → C, 'Cl', 'LP'; " +
    "'Du' → element 0 with a warning); other types (GAFF 'ca', 'c3' from antechamber; Amber 'CT') take the element from the " +
    "atom name — 'Cl1' is chlorine, all-capital 'CL1' is carbon unless its type is 'cl' (then chlorine), with a warning — " +
    'and say so in a diagnostic. Writes SMALL (or the molecule type read), USER_CHARGES or NO_CHARGES, atom types when the ' +
    'molecule carries them, else the bare element symbol (SYBYL hybridisation types such as C.3/C.ar need perception), ' +
    'UNITY_ATOM_ATTR for formal charges, SUBSTRUCTURE per residue, CRYSIN with space group 1 (atoms rotated with a ' +
    'non-standard cell). Quadruple bonds cannot be written.',
  read: readMol2,
  write: writeMol2,
};
