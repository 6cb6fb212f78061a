import type { Adjacency, Molecule } from '../core/molecule.js';

/** An atom's starting state for bond-order perception; atom-plan.ts explains how it is chosen. */
export type DropKind = 'anion' | 'cation' | 'either' | 'none';

export interface AtomPlan {
  readonly charge: number;
  readonly pi: number;
  /** Extra π bonds that may be placed without a charge (hydrogen-less input, uncertain geometry). */
  readonly maybe: number;
  /** Place the `maybe` π bond wherever it fits (ring N), not only to fill a gap (phenol O). */
  readonly preferMaybe?: boolean;
  readonly raise: boolean;
  readonly drop: DropKind;
  /** Hydrogen-less input: an unplaced π bond may instead be an implicit hydrogen. */
  readonly implicitH: boolean;
  readonly note?: 'missing-hydrogen' | 'unsupported';
}

export interface PlanContext {
  readonly mol: Molecule;
  readonly adj: Adjacency;
  /** Bond length / covalent-radius sum per bond. */
  readonly ratio: Float64Array;
  readonly degree: Uint32Array;
  /** Hydrogens are implicit: the atom's component has no hydrogen atom. */
  readonly implicit: boolean;
  /** A 2D drawing (every z equal): angles say nothing about hybridisation or lone pairs. */
  readonly flat: boolean;
}

export const plan = (pi: number, extra: Partial<AtomPlan> = {}): AtomPlan => ({
  charge: 0,
  pi,
  maybe: 0,
  raise: false,
  drop: 'none',
  implicitH: false,
  ...extra,
});

export const UNSUPPORTED: AtomPlan = plan(0, { note: 'unsupported' });
