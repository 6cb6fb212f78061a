import { ChemError } from '../core/errors.js';
import type { System } from '../core/system.js';
import { atomList } from './check-forms.js';

const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * The 1-4 pairs the bond graph of the System implies: atoms three bonds apart and not closer (a pair
 * that is also 1-2 or 1-3 through a small ring is excluded, not scaled). This is the rule of GROMACS
 * nrexcl = 3 with generated pairs and of LAMMPS special_bonds.
 */
export function topologicalOneFour(system: System): Set<string> {
  const n = system.atoms.length;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  for (const { atoms } of system.bonds) {
    neighbours[atoms[0]]?.push(atoms[1]);
    neighbours[atoms[1]]?.push(atoms[0]);
  }
  const pairs = new Set<string>();
  for (let i = 0; i < n; i++) {
    const distance = new Map<number, number>([[i, 0]]);
    let frontier = [i];
    for (let d = 1; d <= 3; d++) {
      const next: number[] = [];
      for (const a of frontier) {
        for (const b of neighbours[a] ?? []) {
          if (distance.has(b)) continue;
          distance.set(b, d);
          next.push(b);
          if (d === 3 && b > i) pairs.add(key(i, b));
        }
      }
      frontier = next;
    }
  }
  return pairs;
}

/**
 * Engines that derive 1-4 pairs from bonds (LAMMPS special_bonds) can write a System only when its
 * pair list is exactly that set; anything else would be silently counted differently.
 */
export function checkPairsAreOneFour(system: System, engine: string): void {
  const expected = topologicalOneFour(system);
  const given = new Set<string>();
  for (const { atoms } of system.pairs) {
    const k = key(atoms[0], atoms[1]);
    if (!expected.has(k) || given.has(k)) {
      throw new ChemError(
        'unsupported-form',
        `${engine} derives 1-4 pairs from the bonds; the pair ${atomList(atoms)} is not a 1-4 pair of the bond graph or is listed twice.`,
        atoms,
      );
    }
    given.add(k);
  }
  for (const k of expected) {
    if (!given.has(k)) {
      const atoms = k.split('-').map(Number);
      throw new ChemError(
        'unsupported-form',
        `${engine} derives 1-4 pairs from the bonds; the 1-4 pair ${atomList(atoms)} is missing from the pair list.`,
        atoms,
      );
    }
  }
}
