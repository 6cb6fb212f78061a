import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';

/**
 * Atoms whose two bonds are collinear by valence (sp atoms): exactly two neighbours and a triple
 * bond (nitrile, alkyne carbon) or two double bonds (allene centre, azide, CO2), or, when the input
 * has no such bond orders, the OPLS sp-carbon bond type CZ with two neighbours. NZ alone does not
 * count: oplsaa.ff also gives it to the bent N1 of neutral arginine (opls_750, HN=CZ).
 */
export function linearAtoms(mol: Molecule, bondTypes: readonly string[]): boolean[] {
  const degree = new Uint32Array(mol.atomCount);
  const triple = new Uint8Array(mol.atomCount);
  const double = new Uint8Array(mol.atomCount);
  const partners = new Map<number, Set<number>>();
  for (let k = 0; k < mol.bonds.count; k++) {
    const [a, b, order] = [mol.bonds.a[k]!, mol.bonds.b[k]!, mol.bonds.order[k]!];
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      let set = partners.get(x);
      if (!set) partners.set(x, (set = new Set()));
      if (set.has(y)) continue;
      set.add(y);
      degree[x]!++;
      if (order === BondOrder.Triple) triple[x]!++;
      if (order === BondOrder.Double) double[x]!++;
    }
  }
  return bondTypes.map((t, i) => degree[i] === 2 && (triple[i]! > 0 || double[i] === 2 || t === 'CZ'));
}
