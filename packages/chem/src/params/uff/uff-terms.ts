import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import type { UffAtomParameters } from '../../forcefields/uff/uff-prm.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';

/**
 * UFF bond orders n of eq 3 per bond (Rappé et al. 1992): 1.5 for aromatic bonds and for the C_R–O_R
 * bonds of a carboxylate (resonant), 1.41 for the amide C_R–N_R bond, else the Kekulé order (1, 2,
 * 3, 4). Aromaticity is perceived again on the typed molecule, so a single bond between two rings
 * (biphenyl) stays 1.
 */
export function uffBondOrders(mol: Molecule, types: readonly string[]): Float64Array {
  const aromatic = perceiveAromaticity(mol).bonds;
  const out = new Float64Array(mol.bonds.count);
  for (let k = 0; k < mol.bonds.count; k++) {
    const pair = [types[mol.bonds.a[k]!]!, types[mol.bonds.b[k]!]!].sort().join(' ');
    const order = mol.bonds.order[k];
    if (aromatic[k] || order === BondOrder.Aromatic) out[k] = 1.5;
    else if (pair === 'C_R O_R') out[k] = 1.5;
    else if (pair === 'C_R N_R') out[k] = 1.41;
    else if (order === BondOrder.Double || order === BondOrder.Triple || order === BondOrder.Quadruple) {
      out[k] = order;
    } else out[k] = 1;
  }
  return out;
}

/** The UFF row of each atom's type; a type missing from the table is named with its atom (1-based). */
export function typeRows(
  types: readonly string[],
  table: ReadonlyMap<string, UffAtomParameters>,
  source: string,
  fail: (message: string, atom: number) => never,
): UffAtomParameters[] {
  return types.map((t, i) => {
    const row = table.get(t);
    if (!row) fail(`Atom ${i + 1} has type ${t}, which ${source} does not list.`, i);
    return row!;
  });
}
