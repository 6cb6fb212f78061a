import { ChemError } from '../core/errors.js';
import type { System } from '../core/system.js';
import { atomList } from './check-forms.js';

/**
 * Bond partners of every atom in compressed rows, in the order the bond terms list them. A partner
 * outside 0…n−1 (an invalid System, refused elsewhere) is kept, as a leaf, so the result stays that
 * of a plain neighbour-list search.
 */
function bondGraph(system: System): { start: Int32Array; partners: number[] } {
  const n = system.atoms.length;
  const owner = (a: number): boolean => Number.isInteger(a) && a >= 0 && a < n;
  const start = new Int32Array(n + 1);
  for (const { atoms } of system.bonds) {
    if (owner(atoms[0])) start[atoms[0] + 1]!++;
    if (owner(atoms[1])) start[atoms[1] + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const partners = new Array<number>(start[n]!);
  for (const { atoms } of system.bonds) {
    if (owner(atoms[0])) partners[fill[atoms[0]]!++] = atoms[1];
    if (owner(atoms[1])) partners[fill[atoms[1]]!++] = atoms[0];
  }
  return { start, partners };
}

/**
 * The 1-4 pairs as flat `pairs` = [a0, b0, a1, b1, …] with a < b, by first atom, then in breadth-first
 * order; the pairs whose first atom is i are pairs first[i] … first[i + 1] − 1. A breadth-first search
 * to depth 3 from every atom, marking visited atoms with the search's number instead of allocating a
 * set per atom.
 */
function oneFourList(system: System): { pairs: number[]; first: Int32Array } {
  const n = system.atoms.length;
  const { start, partners } = bondGraph(system);
  const seenBy = new Int32Array(n).fill(-1);
  /** Partners outside 0…n−1 reached by this search (invalid Systems only). */
  const strays = new Set<number>();
  const out: number[] = [];
  const first = new Int32Array(n + 1);
  let frontier: number[] = [];
  let next: number[] = [];
  for (let i = 0; i < n; i++) {
    first[i] = out.length >> 1;
    seenBy[i] = i;
    if (strays.size > 0) strays.clear();
    frontier.length = 0;
    frontier.push(i);
    for (let d = 1; d <= 3; d++) {
      next.length = 0;
      for (const a of frontier) {
        for (let k = start[a]!; k < start[a + 1]!; k++) {
          const b = partners[k]!;
          if (b >= 0 && b < n && Number.isInteger(b)) {
            if (seenBy[b] === i) continue;
            seenBy[b] = i;
          } else {
            if (strays.has(b)) continue;
            strays.add(b);
          }
          next.push(b);
          if (d === 3 && b > i) out.push(i, b);
        }
      }
      const done = frontier;
      frontier = next;
      next = done;
    }
  }
  first[n] = out.length >> 1;
  return { pairs: out, first };
}

/**
 * The 1-4 pairs the bond graph of the System implies: atoms three bonds apart and not closer (a pair
 * that is also 1-2 or 1-3 through a small ring is excluded, not scaled). This is the rule of GROMACS
 * nrexcl = 3 with generated pairs and of LAMMPS special_bonds. Keys are "a-b" with a < b.
 */
export function topologicalOneFour(system: System): Set<string> {
  const list = oneFourList(system).pairs;
  const pairs = new Set<string>();
  for (let k = 0; k < list.length; k += 2) pairs.add(`${list[k]}-${list[k + 1]}`);
  return pairs;
}

/**
 * Engines that derive 1-4 pairs from bonds (LAMMPS special_bonds) can write a System only when its
 * pair list is exactly that set; anything else would be silently counted differently.
 */
export function checkPairsAreOneFour(system: System, engine: string): void {
  const { pairs: list, first } = oneFourList(system);
  const given = new Uint8Array(list.length >> 1);
  for (const { atoms } of system.pairs) {
    const [a, b] = atoms[0] < atoms[1] ? atoms : [atoms[1], atoms[0]];
    // The expected pairs of atom a are few and contiguous: a scan beats hashing a million keys.
    let k = first[a] ?? 0;
    const end = first[a + 1] ?? 0;
    while (k < end && list[2 * k + 1] !== b) k++;
    if (k >= end || given[k] === 1) {
      throw new ChemError(
        'unsupported-form',
        `${engine} derives 1-4 pairs from the bonds; the pair ${atomList(atoms)} is not a 1-4 pair of the bond graph or is listed twice.`,
        atoms,
      );
    }
    given[k] = 1;
  }
  const missing = given.indexOf(0);
  if (missing >= 0) {
    const atoms = [list[2 * missing]!, list[2 * missing + 1]!];
    throw new ChemError(
      'unsupported-form',
      `${engine} derives 1-4 pairs from the bonds; the 1-4 pair ${atomList(atoms)} is missing from the pair list.`,
      atoms,
    );
  }
}
