import { LONE_PAIR } from '../elements.js';
import type { Molecule } from '../molecule.js';
import { adjacency } from '../molecule.js';
import { selectAtoms } from './select-atoms.js';

const HYDROGEN = 1;

/** Hydrogens and lone pairs ride with the heavy atom they are bonded to. */
const isRider = (z: number): boolean => z === HYDROGEN || z === LONE_PAIR;

/**
 * The order the builder's sort call gives (spec 000 §4, step 1 "sort call"): each molecule (connected
 * component of the bond graph) contiguous, components in the order of their first atom, and inside a
 * component the heavy atoms in file order, each followed at once by the hydrogens and lone pairs bonded
 * to it (file order). A hydrogen with no heavy neighbour (H₂, a lone H) keeps its place in file order.
 * Only the file's bonds count: a file without bonds keeps its order.
 */
export function sortedAtomOrder(mol: Molecule): number[] {
  const n = mol.atomCount;
  const adj = adjacency(mol);
  const component = componentsOf(n, adj.start, adj.neighbours);
  const members = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const c = component[i] ?? i;
    const list = members.get(c);
    if (list) list.push(i);
    else members.set(c, [i]);
  }
  const placed = new Uint8Array(n);
  const order: number[] = [];
  const place = (i: number): void => {
    placed[i] = 1;
    order.push(i);
  };
  // Map iteration follows insertion, i.e. each component's first atom in file order.
  for (const atoms of members.values()) {
    for (const i of atoms) {
      if (placed[i]) continue;
      const z = mol.elements[i] ?? 0;
      if (isRider(z) && hasHeavyNeighbour(mol, adj.start, adj.neighbours, i)) continue;
      place(i);
      if (isRider(z)) continue;
      const riders: number[] = [];
      for (let k = adj.start[i]!; k < adj.start[i + 1]!; k++) {
        const j = adj.neighbours[k]!;
        if (!placed[j] && isRider(mol.elements[j] ?? 0)) riders.push(j);
      }
      riders.sort((x, y) => x - y).forEach(place);
    }
  }
  return order;
}

/** Atoms sorted by sortedAtomOrder, bonds renumbered; names, charges, types, residues and cell kept. */
export function sortAtoms(mol: Molecule): Molecule {
  return selectAtoms(mol, sortedAtomOrder(mol));
}

function hasHeavyNeighbour(mol: Molecule, start: Uint32Array, neighbours: Uint32Array, i: number): boolean {
  for (let k = start[i]!; k < start[i + 1]!; k++) {
    if (!isRider(mol.elements[neighbours[k]!] ?? 0)) return true;
  }
  return false;
}

/** Component id per atom: the smallest atom index of its component. */
function componentsOf(n: number, start: Uint32Array, neighbours: Uint32Array): Int32Array {
  const id = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  for (let root = 0; root < n; root++) {
    if (id[root] !== -1) continue;
    id[root] = root;
    stack.push(root);
    while (stack.length > 0) {
      const i = stack.pop()!;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        const j = neighbours[k]!;
        if (id[j] === -1) {
          id[j] = root;
          stack.push(j);
        }
      }
    }
  }
  return id;
}
