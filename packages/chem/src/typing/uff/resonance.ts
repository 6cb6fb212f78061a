import { BondOrder } from '../../core/bond-order.js';
import type { Adjacency, Molecule } from '../../core/molecule.js';
import { isMetal } from '../../perception/metal-ligand.js';

const neighbours = (adj: Adjacency, i: number): number[] =>
  Array.from(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]));

function orderBetween(mol: Molecule, adj: Adjacency, i: number, j: number): number | undefined {
  for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
    if (adj.neighbours[e] === j) return mol.bonds.order[adj.bondOf[e]!];
  }
  return undefined;
}

/**
 * The non-aromatic resonant atoms UFF types _R (Rappé et al. 1992: "R" resonant, bond order 1.5;
 * the amide C–N 1.41):
 * - a carboxylate: a non-aromatic C whose two O neighbours have no other neighbour but metals — the
 *   free anion and, in a framework, the carboxylate bridging or chelating metals — marks the C and
 *   both O (a carboxylic acid, with an O–H, is not resonant);
 * - an amide: a non-aromatic C double-bonded to a terminal O and single-bonded to a three-coordinate N
 *   without multiple bonds marks the C and the N (the carbonyl O stays O_2).
 */
export function resonantCarbons(mol: Molecule, adj: Adjacency, aromatic: Uint8Array): Uint8Array {
  const out = new Uint8Array(mol.atomCount);
  const z = mol.elements;
  for (let c = 0; c < mol.atomCount; c++) {
    if (z[c] !== 6 || aromatic[c]) continue;
    const nb = neighbours(adj, c);
    const oxygens = nb.filter((j) => z[j] === 8);
    const bare = oxygens.filter((o) => neighbours(adj, o).every((k) => k === c || isMetal(z[k]!)));
    if (oxygens.length === 2 && bare.length === 2 && nb.length === 3) {
      out[c] = 1;
      for (const o of bare) out[o] = 1;
      continue;
    }
    const carbonyl = oxygens.find(
      (o) => neighbours(adj, o).length === 1 && orderBetween(mol, adj, c, o) === BondOrder.Double,
    );
    if (carbonyl === undefined) continue;
    for (const n of nb) {
      if (z[n] !== 7 || aromatic[n] || neighbours(adj, n).length !== 3) continue;
      const plain = neighbours(adj, n).every((k) => orderBetween(mol, adj, n, k) === BondOrder.Single);
      if (plain) {
        out[c] = 1;
        out[n] = 1;
      }
    }
  }
  return out;
}
