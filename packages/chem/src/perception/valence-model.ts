/**
 * The valence states bond-order perception may assign, per element of the organic set, and the
 * preferences among the charged states it falls back to. Valences are bond-order sums.
 *
 *   H 1 · B 3 (B⁻ 4) · C Si Ge 4 (C⁻/C⁺ 3) · N 3 (N⁺ 4, N⁻ 2) · P As 3 or 5 (P⁺ 4, P⁻ 2)
 *   O 2 (O⁻ 1, O⁺ 3) · S Se Te 2, 4 or 6 (S⁻ 1, S⁺ 3) · F 1 (F⁻ 0) · Cl Br I 1, 3, 5 or 7 (X⁻ 0)
 *   noble gases 0
 *
 * Elements outside this table (metals, metalloids such as Sb or Sn) are not perceived.
 */
export type ValenceClass = 'hydrogen' | 'boron' | 'carbon' | 'pnictogen' | 'chalcogen' | 'halogen' | 'noble';

export interface ValenceRule {
  readonly cls: ValenceClass;
  /** Valence electrons of the neutral atom. */
  readonly electrons: number;
  /** Neutral valences, lowest (the octet valence) first; more than one for third-row and heavier. */
  readonly neutral: readonly number[];
  /** Second-row atoms: no expanded octet, at most one triple bond's worth (2) of π bonds. */
  readonly secondRow: boolean;
}

const rule = (
  cls: ValenceClass,
  electrons: number,
  neutral: readonly number[],
  secondRow = false,
): ValenceRule => ({
  cls,
  electrons,
  neutral,
  secondRow,
});

const HYPER_P = [3, 5];
const HYPER_S = [2, 4, 6];
const HYPER_X = [1, 3, 5, 7];

export const VALENCE_RULES: ReadonlyMap<number, ValenceRule> = new Map<number, ValenceRule>([
  [1, rule('hydrogen', 1, [1], true)],
  [5, rule('boron', 3, [3], true)],
  [6, rule('carbon', 4, [4], true)],
  [14, rule('carbon', 4, [4])],
  [32, rule('carbon', 4, [4])],
  [7, rule('pnictogen', 5, [3], true)],
  [15, rule('pnictogen', 5, HYPER_P)],
  [33, rule('pnictogen', 5, HYPER_P)],
  [8, rule('chalcogen', 6, [2], true)],
  [16, rule('chalcogen', 6, HYPER_S)],
  [34, rule('chalcogen', 6, HYPER_S)],
  [52, rule('chalcogen', 6, HYPER_S)],
  [9, rule('halogen', 7, [1], true)],
  [17, rule('halogen', 7, HYPER_X)],
  [35, rule('halogen', 7, HYPER_X)],
  [53, rule('halogen', 7, HYPER_X)],
  ...[2, 10, 18, 36, 54, 86].map((z): [number, ValenceRule] => [z, rule('noble', 8, [0])]),
]);

/** Most π bonds one atom may carry: a triple bond (2) for second-row atoms, SO₃ or ClO₄⁻ (3) beyond. */
export const maxPi = (r: ValenceRule): number => (r.secondRow ? 2 : 3);

/**
 * Valence of a charged atom that keeps its octet: onium cations gain a bond (N⁺ 4, O⁺ 3, S⁺ 3),
 * anions lose one (O⁻ 1, N⁻ 2); carbon either way loses one (C⁻ 3, C⁺ 3); B⁻ 4.
 */
export function chargedValence(r: ValenceRule, charge: number): number {
  if (charge === 0) return r.neutral[0]!;
  switch (r.cls) {
    case 'carbon':
      return 4 - Math.abs(charge);
    case 'boron':
      return 3 - charge;
    case 'hydrogen':
    case 'noble':
      return 0;
    default:
      return Math.max(0, r.neutral[0]! + charge);
  }
}

/*
 * Preferences among the states a missing or extra π bond can turn into (lower is better). The order
 * is the textbook one: a negative charge on the most electronegative atom (O⁻ before S⁻ before N⁻),
 * a positive charge on an onium atom that keeps its octet (N⁺ before S⁺/P⁺ before O⁺), charges on
 * carbon only when no heteroatom can take them (carbanion before the electron-deficient
 * carbocation), an open shell only when no closed-shell state exists. Gaps of ≥ 0.5 keep geometry
 * (weighted by GEOMETRY_WEIGHT on bond-length ratios) a tie-breaker.
 */
export const RADICAL_PENALTY = 8;
/** Freeing an uncertain (hydrogen-less input) π bond: the atom takes an implicit hydrogen. */
export const IMPLICIT_H_PENALTY = 0.8;
export const MAYBE_RELEASE_PENALTY = 0.3;
export const GEOMETRY_WEIGHT = 2;
/** Per charged atom within two bonds: like charges repel (+), opposite charges attract (−). */
export const COULOMB_WEIGHT = 0.5;

export function anionPenalty(z: number): number | undefined {
  switch (z) {
    case 8:
      return 0;
    case 16:
    case 34:
    case 52:
      return 0.5;
    case 7:
      return 1;
    case 15:
    case 33:
      return 1.5;
    case 6:
    case 14:
    case 32:
      return 3;
    default:
      return undefined;
  }
}

export function raisePenalty(z: number): number | undefined {
  switch (z) {
    case 7:
      return 0;
    case 15:
    case 33:
    case 16:
    case 34:
    case 52:
      return 1;
    case 8:
      return 1.5;
    default:
      return undefined;
  }
}

/** A hypervalent atom that cannot place one of its π bonds becomes an onium ion (P⁺ 4, S⁺ 3). */
export const HYPERVALENT_CATION_PENALTY = 1;
export const CARBOCATION_PENALTY = 4;
