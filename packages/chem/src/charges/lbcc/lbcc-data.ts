/**
 * The localized bond-charge corrections (LBCC) of 1.14*CM1A-LBCC: Dodda, Vilseck, Tirado-Rives &
 * Jorgensen, "1.14*CM1A-LBCC: Localized Bond-Charge Corrected CM1A Charges for Condensed-Phase
 * Simulations", J. Phys. Chem. B 2017, 121, 3864–3870, doi:10.1021/acs.jpcb.7b00272. The paper fits
 * 19 corrections to 426 free energies of hydration; they apply to neutral molecules only.
 *
 * Provenance of the numbers: the authors' own LigParGen source (L. S. Dodda, first author of the
 * paper), function `bcc_db` ("19 LBCCs from 1.14*CM1A-LBCC paper") in LigParGen/BOSSReader.py of
 * github.com/leelasd/LigParGen_2.3 (commit 0524238d), read on 2026-11-21; the same 19 non-zero
 * values appear in two other public copies of that file. The journal's table itself was not
 * reachable from here, so the rows are as LigParGen applies them. LigParGen's table also lists
 * about 80 bond types with a correction of 0; only the non-zero ones are kept here (a bond type not
 * listed gets no correction either way).
 *
 * Convention (LigParGen's mol_boss.py, sign_bnd): for a row `a–b` with value Δ, the atom of type `a`
 * gains +Δ and the atom of type `b` gains −Δ, once per bond. The types are OPLS-AA bond types as
 * BOSS names them (CT, CA, OH …), with the classes of lbcc-classes.ts (CZA, CZT, NP …) that split a
 * bond type where the paper needed different corrections.
 */
export interface LbccRow {
  /** OPLS-AA bond type (or LBCC class) of the atom that gains +delta. */
  readonly a: string;
  /** OPLS-AA bond type (or LBCC class) of the atom that gains −delta. */
  readonly b: string;
  /** Charge moved per bond, e. */
  readonly delta: number;
  /** The chemistry the row covers, in our words. */
  readonly covers: string;
}

export const LBCC_REFERENCE =
  'Dodda, Vilseck, Tirado-Rives & Jorgensen, J. Phys. Chem. B 2017, 121, 3864 (values as in LigParGen bcc_db)';

export const LBCC_ROWS: readonly LbccRow[] = [
  { a: 'C', b: 'O', delta: 0.05, covers: 'C=O of aldehydes, ketones and acids (not esters, amides)' },
  { a: 'CA', b: 'Br', delta: 0.19, covers: 'aryl bromide' },
  { a: 'CA', b: 'F', delta: 0.13, covers: 'aryl fluoride' },
  { a: 'CA', b: 'NC', delta: 0.07, covers: 'aromatic C–N of pyridine-like rings' },
  { a: 'CA', b: 'NO', delta: -0.08, covers: 'aryl C–N of nitroarenes' },
  { a: 'CA', b: 'NP', delta: 0.06, covers: 'aryl C–N of primary aromatic amines' },
  { a: 'CA', b: 'OH', delta: 0.22, covers: 'phenol C–O' },
  { a: 'CT', b: 'Br', delta: 0.08, covers: 'alkyl bromide' },
  { a: 'CT', b: 'Cl', delta: 0.1, covers: 'alkyl chloride' },
  { a: 'CT', b: 'NP', delta: 0.04, covers: 'C–N of primary alkylamines' },
  { a: 'CT', b: 'OH', delta: 0.1, covers: 'alcohol C–O' },
  { a: 'CT', b: 'S', delta: 0.08, covers: 'sulfide C–S' },
  { a: 'CT', b: 'SH', delta: 0.175, covers: 'thiol C–S' },
  { a: 'CZA', b: 'NZ', delta: 0.09, covers: 'C≡N of aromatic nitriles' },
  { a: 'CZT', b: 'NZ', delta: 0.03, covers: 'C≡N of aliphatic nitriles' },
  { a: 'H', b: 'NP', delta: -0.05, covers: 'N–H of primary amines' },
  { a: 'HA', b: 'CA', delta: -0.01, covers: 'aromatic C–H' },
  { a: 'NO', b: 'ON', delta: -0.18, covers: 'nitro N–O' },
  { a: 'OY', b: 'SZ', delta: 0.06, covers: 'sulfoxide S=O' },
];
