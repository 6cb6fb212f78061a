import { MAX_BLOCK_COUNT, MAX_DEGREE, MAX_MONOMERS, SEED_RANGE } from '@topoforge/chem';

/**
 * The polymer page's forms (001 §3) as plain data, with their defaults (001 §3, §9) and the resets of
 * §4. Field names say what they hold; the spec's names are given beside them (its `convergeDegree` is the
 * degree of polymerisation and its `degree` the torsion angle).
 */

/** The four tabs of step 1 (001 §2.1). */
export const POLYMER_TABS = ['homopolymer', 'block', 'random', 'twoD'] as const;
export type PolymerTab = (typeof POLYMER_TABS)[number];

/** A chosen monomer or end group: its id (sent) and the name the form shows; '' when none. */
export interface Choice {
  readonly id: string;
  readonly name: string;
}
export const NO_CHOICE: Choice = { id: '', name: '' };

/** Connectivity (001 §9 polymerisation mode): head-to-tail, head-to-head, random; default ht. */
export type Polytype = 'ht' | 'hh' | 'rd';

/** What every build form has: the chain and its geometry (001 §3). A number left empty is null. */
export interface ChainSettings {
  readonly head: Choice;
  readonly tail: Choice;
  /** `converge` */
  readonly polytype: Polytype;
  /** `convergeDegree`: degree of polymerisation (001 §9: 1–500; random copolymer 1–100). */
  readonly dp: number | null;
  /** `degree`: the junction torsion angle, −180…180, default 180. */
  readonly torsion: number | null;
  /** `degreeRandom` */
  readonly randomTorsion: boolean;
  readonly hasSeed: boolean;
  /** `randomSeed`: 1–10, default 1; sent as −1 while the switch is off. */
  readonly seed: number | null;
}

export const CHAIN_DEFAULTS: ChainSettings = {
  head: NO_CHOICE,
  tail: NO_CHOICE,
  polytype: 'ht',
  dp: 1,
  torsion: 180,
  randomTorsion: false,
  hasSeed: false,
  seed: 1,
};

export interface HomopolymerForm extends ChainSettings {
  readonly monomer: Choice;
}

/** One row of the block table (001 §3: key, name = its 1-based number, num = units per repeat, monomer). */
export interface BlockRow {
  readonly key: string;
  readonly name: number;
  readonly num: number | null;
  readonly monomer: Choice;
}

export interface BlockForm extends ChainSettings {
  readonly rows: readonly BlockRow[];
}

/** Random copolymer type (001 §3 buildType): prob (a Markov matrix) or comp (reactivity ratios). */
export type BuildType = 'prob' | 'comp';

/** A monomer of the random copolymer with its concentration (`potency`, comp type only; default 0.5). */
export interface MatrixMonomer {
  readonly key: string;
  readonly monomer: Choice;
  readonly concentration: number | null;
}

export interface RandomForm extends ChainSettings {
  readonly buildType: BuildType;
  /** `densityFlag`: hold the feed concentrations fixed (comp type). */
  readonly forcedConcentration: boolean;
  readonly monomers: readonly MatrixMonomer[];
  /** n×n; in the comp type the diagonal is not edited (r_ii = 1). */
  readonly matrix: readonly (readonly (number | null)[])[];
}

/** The 2D modelling form: the MRV text or the sketch (sent as its molfile) and the chain settings used. */
export type TwoDSource = 'sketch' | 'mrv';
export interface TwoDForm {
  readonly source: TwoDSource;
  /** `textareaCml` */
  readonly mrv: string;
  readonly torsion: number | null;
  readonly randomTorsion: boolean;
  readonly hasSeed: boolean;
  readonly seed: number | null;
}

export interface PolymerForms {
  readonly homopolymer: HomopolymerForm;
  readonly block: BlockForm;
  readonly random: RandomForm;
  readonly twoD: TwoDForm;
}

export const CONCENTRATION_DEFAULT = 0.5;

export const RANDOM_DEFAULTS: RandomForm = {
  ...CHAIN_DEFAULTS,
  buildType: 'prob',
  forcedConcentration: false,
  monomers: [],
  matrix: [],
};

export const POLYMER_FORM_DEFAULTS: PolymerForms = {
  homopolymer: { ...CHAIN_DEFAULTS, monomer: NO_CHOICE },
  block: { ...CHAIN_DEFAULTS, rows: [] },
  random: RANDOM_DEFAULTS,
  twoD: { source: 'sketch', mrv: '', torsion: 180, randomTorsion: false, hasSeed: false, seed: 1 },
};

/** The bounds the inputs and the checks use (001 §9), from chem where it keeps them. */
export const POLYMER_BOUNDS = {
  maxDegree: MAX_DEGREE,
  maxMonomers: MAX_MONOMERS,
  maxBlockCount: MAX_BLOCK_COUNT,
  seed: SEED_RANGE,
  torsion: [-180, 180] as const,
} as const;

/** Rounds to the matrix's 3 decimals (001 §9). */
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * The probability type's default row (001 §9 "probability default 1/n"): 1/n to 3 decimals, the last
 * cell taking what rounding left so every row sums to 1 (three monomers: 0.333, 0.333, 0.334).
 */
export function defaultProbabilityRow(n: number): number[] {
  if (n === 0) return [];
  const each = round3(1 / n);
  return Array.from({ length: n }, (_, j) => (j === n - 1 ? round3(1 - each * (n - 1)) : each));
}

/**
 * The matrix with its numbers reset (001 §4: adding or deleting a monomer resets the numbers): the
 * probability type's rows 1/n; the competitive type's ratios 1 (the diagonal, not edited, is 1:
 * r_ii = 1) and every concentration back to 0.5.
 */
export function resetNumbers(form: RandomForm): RandomForm {
  const n = form.monomers.length;
  const matrix =
    form.buildType === 'prob'
      ? Array.from({ length: n }, () => defaultProbabilityRow(n))
      : Array.from({ length: n }, () => Array.from({ length: n }, () => 1));
  const monomers = form.monomers.map((m) => ({ ...m, concentration: CONCENTRATION_DEFAULT }));
  return { ...form, monomers, matrix };
}

let keyCounter = 0;
/** A key for a new table row (React list key; not sent). */
export const newKey = (): string => `k${Date.now().toString(36)}${(keyCounter++).toString(36)}`;

/** Adds an empty monomer to the matrix (at most 9: `false` when full), resetting the numbers (001 §4). */
export function addMatrixMonomer(form: RandomForm): RandomForm | false {
  if (form.monomers.length >= MAX_MONOMERS) return false;
  const monomer: MatrixMonomer = { key: newKey(), monomer: NO_CHOICE, concentration: CONCENTRATION_DEFAULT };
  return resetNumbers({ ...form, monomers: [...form.monomers, monomer] });
}

/** Deletes the monomer at `index` with its row and column, resetting the numbers (001 §4). */
export function deleteMatrixMonomer(form: RandomForm, index: number): RandomForm {
  return resetNumbers({ ...form, monomers: form.monomers.filter((_, i) => i !== index) });
}

/** 001 §4: changing buildType resets the matrix and the random-copolymer form. */
export const changeBuildType = (buildType: BuildType): RandomForm => ({ ...RANDOM_DEFAULTS, buildType });

/** Sets one matrix cell (the comp type's diagonal stays 1). Values keep 3 decimals. */
export function setMatrixCell(form: RandomForm, i: number, j: number, value: number | null): RandomForm {
  if (form.buildType === 'comp' && i === j) return form;
  const matrix = form.matrix.map((row, r) =>
    r === i ? row.map((cell, c) => (c === j ? (value === null ? null : round3(value)) : cell)) : row,
  );
  return { ...form, matrix };
}

/** Adds a block row (at most 9: `false` when full); its number is the next one, its count 1. */
export function addBlockRow(rows: readonly BlockRow[]): readonly BlockRow[] | false {
  if (rows.length >= MAX_MONOMERS) return false;
  return [...rows, { key: newKey(), name: rows.length + 1, num: 1, monomer: NO_CHOICE }];
}

/** Deletes a block row; the rest are renumbered from 1 (001 §4). */
export const deleteBlockRow = (rows: readonly BlockRow[], index: number): BlockRow[] =>
  rows.filter((_, i) => i !== index).map((row, i) => ({ ...row, name: i + 1 }));
