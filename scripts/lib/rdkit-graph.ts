/**
 * Python prelude for validation scripts that hand RDKit exactly our graph (elements, formal charges,
 * bond orders, explicit hydrogens) as JSON on stdin. `sanitized(m, flags)` returns (mol, relaxed):
 * files that write nitro groups as N(=O)-O without charges fail RDKit's valence check, and are then
 * sanitised without it (relaxed = True) so that the scripts can count them apart.
 */
export const RDKIT_GRAPH_PRELUDE = `
import sys, json
from rdkit import Chem, RDLogger
RDLogger.DisableLog('rdApp.*')
ORDERS = {1: Chem.BondType.SINGLE, 2: Chem.BondType.DOUBLE, 3: Chem.BondType.TRIPLE,
          4: Chem.BondType.QUADRUPLE, 5: Chem.BondType.AROMATIC}

def sanitized(m, flags=Chem.SanitizeFlags.SANITIZE_ALL):
    rw = Chem.RWMol()
    for z, q in zip(m['elements'], m['charges']):
        atom = Chem.Atom(z)
        atom.SetFormalCharge(q)
        atom.SetNoImplicit(True)
        rw.AddAtom(atom)
    for a, b, o in m['bonds']:
        rw.AddBond(a, b, ORDERS.get(o, Chem.BondType.SINGLE))
    mol = rw.GetMol()
    try:
        Chem.SanitizeMol(mol, flags)
        return mol, False
    except Exception:
        mol = rw.GetMol()
        mol.UpdatePropertyCache(strict=False)
        Chem.SanitizeMol(mol, flags ^ Chem.SanitizeFlags.SANITIZE_PROPERTIES)
        return mol, True
`;
