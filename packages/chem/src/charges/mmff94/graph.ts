import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';
import { findRings } from '../../perception/rings.js';

/** Bond kinds the typing rules test: Kekulé orders, and aromatic once MMFF has marked a ring so. */
export const Bond = { Single: 1, Double: 2, Triple: 3, Aromatic: 4 } as const;

/**
 * The molecule as MMFF typing sees it: explicit hydrogens, Kekulé bond orders (aromatic input
 * is kekulized first), the SSSR, and the MMFF aromatic flags that mmffAromaticity fills in.
 * `kind` holds the current bond kinds; `valence` keeps the Kekulé bond-order sums.
 */
export interface MmffGraph {
  readonly mol: Molecule;
  readonly elements: Uint8Array;
  readonly formalCharges: Int8Array;
  readonly neighbours: readonly (readonly number[])[];
  readonly valence: Uint8Array;
  readonly rings: readonly (readonly number[])[];
  readonly ringsOf: readonly (readonly number[])[];
  readonly aromatic: Uint8Array;
  /** Bond kind per atom pair (read with bondKind, changed with setBondKind). */
  readonly kind: Map<number, number>;
}

export function mmffGraph(input: Molecule): MmffGraph {
  const mol = kekulized(input);
  const n = mol.atomCount;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  const valence = new Uint8Array(n);
  const kind = new Map<number, number>();
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    const order = kekuleOrder(mol.bonds.order[k]!, a, b);
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
    valence[a]! += order;
    valence[b]! += order;
    kind.set(pairKey(n, a, b), order);
  }
  const ringInfo = findRings(mol);
  return {
    mol,
    elements: mol.elements,
    formalCharges: mol.formalCharges,
    neighbours,
    valence,
    rings: ringInfo.rings,
    ringsOf: ringInfo.atomRings,
    aromatic: new Uint8Array(n),
    kind,
  };
}

const pairKey = (n: number, a: number, b: number): number => (a < b ? a * n + b : b * n + a);

export const bondKind = (g: MmffGraph, a: number, b: number): number =>
  g.kind.get(pairKey(g.elements.length, a, b)) ?? 0;

export const setBondKind = (g: MmffGraph, a: number, b: number, kind: number): void => {
  g.kind.set(pairKey(g.elements.length, a, b), kind);
};

export const degree = (g: MmffGraph, i: number): number => g.neighbours[i]!.length;

export const element = (g: MmffGraph, i: number): number => g.elements[i]!;

export const inRingOfSize = (g: MmffGraph, i: number, size: number): boolean =>
  g.ringsOf[i]!.some((r) => g.rings[r]!.length === size);

export const inAnyRing = (g: MmffGraph, i: number): boolean => g.ringsOf[i]!.length > 0;

/** True when some SSSR ring of `size` atoms holds both atoms. */
export const inSameRingOfSize = (g: MmffGraph, size: number, a: number, b: number): boolean =>
  g.ringsOf[a]!.some((r) => g.rings[r]!.length === size && g.rings[r]!.includes(b));

/** An MMFF-aromatic atom in a ring of `size` atoms whose bonds are all aromatic. */
export function inAromaticRingOfSize(g: MmffGraph, i: number, size: number): boolean {
  if (!g.aromatic[i]) return false;
  return g.ringsOf[i]!.some((r) => {
    const ring = g.rings[r]!;
    return (
      ring.length === size && ring.every((a, k) => bondKind(g, a, ring[(k + 1) % size]!) === Bond.Aromatic)
    );
  });
}

/** Terminal (one-neighbour) atoms of `element` bonded to atom i. */
export const terminalNeighbours = (g: MmffGraph, i: number, z: number): number =>
  g.neighbours[i]!.filter((k) => g.elements[k] === z && degree(g, k) === 1).length;

/** An N with at least three neighbours, one of them a terminal oxygen (N-oxide, nitro…). */
export const isNOxide = (g: MmffGraph, i: number): boolean =>
  g.elements[i] === 7 && degree(g, i) >= 3 && terminalNeighbours(g, i, 8) > 0;

function kekulized(mol: Molecule): Molecule {
  const out = kekulize(mol);
  if (!out) {
    throw new ChemError(
      'perception',
      'MMFF94 typing needs a Kekulé structure; the aromatic bonds have none.',
    );
  }
  return out;
}

function kekuleOrder(order: number, a: number, b: number): number {
  if (order === BondOrder.Single || order === BondOrder.Amide) return Bond.Single;
  if (order === BondOrder.Double) return Bond.Double;
  if (order === BondOrder.Triple) return Bond.Triple;
  throw new ChemError(
    'perception',
    `MMFF94 typing cannot use bond ${a + 1}-${b + 1} (order code ${order}); perceive bond orders first.`,
    [a, b],
  );
}
