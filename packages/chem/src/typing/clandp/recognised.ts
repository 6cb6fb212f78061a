import type { IonGraph } from './ion-graph.js';

export type ClandpFamily =
  | 'imidazolium'
  | 'pyridinium'
  | 'pyrrolidinium'
  | 'ammonium'
  | 'phosphonium'
  | 'halide'
  | 'tetrafluoroborate'
  | 'hexafluorophosphate'
  | 'bistriflamide'
  | 'triflate'
  | 'dicyanamide'
  | 'acetate';

/** One ion of the input, as typeClandp recognised it. */
export interface ClandpIon {
  /** Short name in the usual notation: C4C1im+, C4py+, C4C1pyrr+, N1114+, P66614+, BF4-, NTf2- … */
  readonly name: string;
  readonly family: ClandpFamily;
  /** The ion's net charge (e), an integer. */
  readonly charge: number;
  /** 0-based atom indices, ascending. */
  readonly atoms: readonly number[];
}

export interface Recognised {
  readonly name: string;
  readonly family: ClandpFamily;
  readonly charge: number;
  readonly types: ReadonlyMap<number, string>;
}

/** Tries to read one connected fragment as an ion of its family; undefined when it is not one. */
export type Recogniser = (g: IonGraph, atoms: readonly number[]) => Recognised | undefined;

/** The recognition is complete only when every atom of the fragment got a type. */
export const complete = (
  atoms: readonly number[],
  r: Omit<Recognised, 'types'>,
  types: ReadonlyMap<number, string>,
): Recognised | undefined =>
  types.size === atoms.length && atoms.every((i) => types.has(i)) ? { ...r, types } : undefined;
