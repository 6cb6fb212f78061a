import type { Molecule } from '../../core/molecule.js';

/**
 * The molecule as antechamber's typing step sees it: per atom its neighbours in the order the
 * bonds are listed (several of antechamber's decisions look at "the first neighbour"), and the
 * bond joining two atoms.
 */
export interface TypingGraph {
  readonly atomCount: number;
  readonly elements: Uint8Array;
  readonly neighbours: readonly (readonly number[])[];
  /** Bond index of the bond i–j, or -1. */
  readonly bondBetween: (i: number, j: number) => number;
  readonly bondAtoms: readonly (readonly [number, number])[];
}

export function typingGraph(mol: Molecule): TypingGraph {
  const neighbours: number[][] = Array.from({ length: mol.atomCount }, () => []);
  const index = new Map<number, number>();
  const bondAtoms: [number, number][] = [];
  const n = mol.atomCount;
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
    index.set(a * n + b, k);
    index.set(b * n + a, k);
    bondAtoms.push([a, b]);
  }
  return {
    atomCount: n,
    elements: mol.elements,
    neighbours,
    bondBetween: (i, j) => index.get(i * n + j) ?? -1,
    bondAtoms,
  };
}

export const connections = (g: TypingGraph, i: number): number => g.neighbours[i]!.length;

/** A terminal O or S (one neighbour): the partner of C=O, S=O, P=O, N–O⁻ … */
export const isTerminalChalcogen = (g: TypingGraph, i: number): boolean =>
  (g.elements[i] === 8 || g.elements[i] === 16) && connections(g, i) === 1;
