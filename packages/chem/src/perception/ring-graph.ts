import type { Molecule } from '../core/molecule.js';

/**
 * The bond graph as ring perception needs it: CSR neighbour lists in which every entry also
 * carries the lattice offset of the neighbour (zero for molecules). Exact duplicate bonds (same
 * atoms, same image) are left out so that they do not form two-membered "rings".
 */
export interface RingGraph {
  readonly atomCount: number;
  readonly start: Uint32Array;
  readonly neighbour: Uint32Array;
  readonly bond: Uint32Array;
  /** Lattice offset (na, nb, nc) of the neighbour relative to the atom, 3 per entry. */
  readonly image: Int32Array;
  /** Bonds left out as duplicates: duplicate bond index → the bond it repeats. */
  readonly duplicateOf: ReadonlyMap<number, number>;
}

export function ringGraph(mol: Molecule): RingGraph {
  const { a, b, image } = mol.bonds;
  const n = mol.atomCount;
  const img = (k: number, s: number): [number, number, number] =>
    image ? [s * image[3 * k]!, s * image[3 * k + 1]!, s * image[3 * k + 2]!] : [0, 0, 0];
  const { kept, duplicateOf } = distinctBonds(mol);
  const start = new Uint32Array(n + 1);
  for (const k of kept) {
    start[a[k]! + 1]!++;
    start[b[k]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const neighbour = new Uint32Array(2 * kept.length);
  const bond = new Uint32Array(2 * kept.length);
  const offsets = new Int32Array(6 * kept.length);
  const put = (from: number, to: number, k: number, t: [number, number, number]): void => {
    const slot = fill[from]!++;
    neighbour[slot] = to;
    bond[slot] = k;
    offsets.set(t, 3 * slot);
  };
  for (const k of kept) {
    put(a[k]!, b[k]!, k, img(k, 1));
    put(b[k]!, a[k]!, k, img(k, -1));
  }
  return { atomCount: n, start, neighbour, bond, image: offsets, duplicateOf };
}

/**
 * Leaves out bonds that repeat an earlier bond (same atom pair, same image either way round) and
 * bonds of an atom to itself in its own cell. Keyed by the atom pair as one number, so that a
 * 100,000-bond molecule costs no strings.
 */
function distinctBonds(mol: Molecule): { kept: number[]; duplicateOf: Map<number, number> } {
  const { a, b, count } = mol.bonds;
  const n = mol.atomCount;
  const seen = new Map<number, number[]>();
  const duplicateOf = new Map<number, number>();
  const kept: number[] = [];
  for (let k = 0; k < count; k++) {
    const lo = Math.min(a[k]!, b[k]!);
    const hi = Math.max(a[k]!, b[k]!);
    if (lo === hi && isZeroImage(mol, k)) continue;
    const key = lo * n + hi;
    const earlier = seen.get(key);
    const twin = earlier?.find((j) => sameBond(mol, k, j));
    if (twin !== undefined) {
      duplicateOf.set(k, twin);
      continue;
    }
    if (earlier) earlier.push(k);
    else seen.set(key, [k]);
    kept.push(k);
  }
  return { kept, duplicateOf };
}

const isZeroImage = (mol: Molecule, k: number): boolean => {
  const t = mol.bonds.image;
  return !t || (t[3 * k] === 0 && t[3 * k + 1] === 0 && t[3 * k + 2] === 0);
};

/** Whether bonds k and j (same atom pair) also join the same images; a self-bond to −t is the bond to +t. */
function sameBond(mol: Molecule, k: number, j: number): boolean {
  const { a, b, image } = mol.bonds;
  if (!image) return true;
  const imageTimes = (sign: number): boolean =>
    [0, 1, 2].every((c) => image[3 * k + c] === sign * image[3 * j + c]!);
  return imageTimes(a[k] === a[j] ? 1 : -1) || (a[k] === b[k] && imageTimes(-1));
}

export interface GraphComponents {
  /** Component id per atom; −1 for atoms without bonds. */
  readonly id: Int32Array;
  /**
   * Whether each component is extended: it contains a cycle whose lattice offsets do not add up
   * to zero (a polymer, layer or framework running through the cell), as opposed to a molecule,
   * which may cross the cell boundary but closes on itself.
   */
  readonly extended: readonly boolean[];
}

/** Connected components, found by BFS that places every atom in a lattice cell relative to the first. */
export function graphComponents(g: RingGraph): GraphComponents {
  const id = new Int32Array(g.atomCount).fill(-1);
  const cellOf = new Int32Array(3 * g.atomCount);
  const extended: boolean[] = [];
  const queue = new Uint32Array(g.atomCount);
  for (let root = 0; root < g.atomCount; root++) {
    if (id[root]! >= 0 || g.start[root] === g.start[root + 1]) continue;
    const c = extended.length;
    let closedOff = false;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    id[root] = c;
    while (head < tail) {
      const v = queue[head++]!;
      for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
        const w = g.neighbour[e]!;
        const x = cellOf[3 * v]! + g.image[3 * e]!;
        const y = cellOf[3 * v + 1]! + g.image[3 * e + 1]!;
        const z = cellOf[3 * v + 2]! + g.image[3 * e + 2]!;
        if (id[w]! < 0) {
          id[w] = c;
          cellOf[3 * w] = x;
          cellOf[3 * w + 1] = y;
          cellOf[3 * w + 2] = z;
          queue[tail++] = w;
        } else if (x !== cellOf[3 * w] || y !== cellOf[3 * w + 1] || z !== cellOf[3 * w + 2])
          closedOff = true;
      }
    }
    extended.push(closedOff);
  }
  return { id, extended };
}
