import { adjacency } from '../../core/molecule.js';
import type { Molecule } from '../../core/molecule.js';

const HYDROGEN = 1;
const CARBON = 6;

/**
 * Atoms the second RESP stage refits: every sp3 carbon (four neighbours) that carries two or three
 * hydrogens (methylene, methyl; methane too), together with those hydrogens (Bayly et al. 1993).
 * Returns a 0/1 flag per atom.
 */
export function methylMethyleneAtoms(mol: Molecule): Uint8Array {
  const adj = adjacency(mol);
  const flags = new Uint8Array(mol.atomCount);
  for (let c = 0; c < mol.atomCount; c++) {
    if (mol.elements[c] !== CARBON) continue;
    const from = adj.start[c]!;
    const to = adj.start[c + 1]!;
    if (to - from !== 4) continue;
    const hydrogens: number[] = [];
    for (let e = from; e < to; e++) {
      const nb = adj.neighbours[e]!;
      if (mol.elements[nb] === HYDROGEN) hydrogens.push(nb);
    }
    if (hydrogens.length < 2) continue;
    flags[c] = 1;
    for (const h of hydrogens) flags[h] = 1;
  }
  return flags;
}
