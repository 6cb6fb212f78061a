import { adjacency, type Molecule } from '../../core/molecule.js';

export const H = 1;
export const B = 5;
export const C = 6;
export const N = 7;
export const O = 8;
export const F = 9;
export const P = 15;
export const S = 16;
export const CL = 17;
export const BR = 35;

/** The molecule's bond graph as the recognisers read it: elements and de-duplicated neighbours. */
export interface IonGraph {
  readonly elements: Uint8Array;
  readonly neighbours: readonly (readonly number[])[];
}

export function ionGraph(mol: Molecule): IonGraph {
  const adj = adjacency(mol);
  const neighbours = Array.from({ length: mol.atomCount }, (_, i) => [
    ...new Set(adj.neighbours.subarray(adj.start[i], adj.start[i + 1])),
  ]);
  return { elements: mol.elements, neighbours };
}

export const degree = (g: IonGraph, i: number): number => g.neighbours[i]!.length;
export const elementOf = (g: IonGraph, i: number): number => g.elements[i]!;
export const neighboursOf = (g: IonGraph, i: number): readonly number[] => g.neighbours[i]!;
export const neighboursWith = (g: IonGraph, i: number, z: number): number[] =>
  g.neighbours[i]!.filter((j) => g.elements[j] === z);

/** Atom i is element z with exactly `deg` neighbours. */
export const is = (g: IonGraph, i: number, z: number, deg: number): boolean =>
  g.elements[i] === z && g.neighbours[i]!.length === deg;

/** Hill formula of a set of atoms: one implementation, in perception (guest names use it too). */
export { hillFormula } from '../../perception/guest-names.js';
