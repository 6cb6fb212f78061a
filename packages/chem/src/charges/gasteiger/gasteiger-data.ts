/**
 * Gasteiger–Marsili orbital electronegativity parameters χ(q) = a + b·q + c·q² (eV).
 *
 * Source, unless noted: J. Gasteiger & M. Marsili, "Iterative partial equalization of orbital
 * electronegativity — a rapid access to atomic charges", Tetrahedron 1980, 36, 3219–3228, Table 1
 * (te = sp3, tr = sp2, di = sp). Rows marked "Open Babel" are the extra atom types of Open Babel
 * 3.1.1 (src/molchrg.cpp, which stores χ at q = −1, 0, +1; converted here to a, b, c); they are kept
 * so that our charges agree with `obabel --partialcharge gasteiger` on the molecules the paper's table
 * does not cover (planar/amide N, P, sulfone S, Al).
 */
export interface GasteigerParameters {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** Gasteiger atom type: element symbol plus hybridisation or environment. */
export type GasteigerType =
  | 'H'
  | 'C.sp3'
  | 'C.sp2'
  | 'C.sp'
  | 'N.sp3'
  | 'N.sp3+'
  | 'N.sp2'
  | 'N.planar'
  | 'N.sp'
  | 'O.sp3'
  | 'O.sp2'
  | 'F'
  | 'Cl'
  | 'Br'
  | 'I'
  | 'S'
  | 'S.oxo2'
  | 'P'
  | 'Al';

/** From χ at q = −1, 0, +1 (the form Open Babel stores). */
const fromChi = (minus: number, zero: number, plus: number): GasteigerParameters => ({
  a: zero,
  b: (plus - minus) / 2,
  c: (plus + minus) / 2 - zero,
});

export const GASTEIGER_PARAMETERS: Readonly<Record<GasteigerType, GasteigerParameters>> = {
  H: { a: 7.17, b: 6.24, c: -0.56 },
  'C.sp3': { a: 7.98, b: 9.18, c: 1.88 },
  'C.sp2': { a: 8.79, b: 9.32, c: 1.51 },
  'C.sp': { a: 10.39, b: 9.45, c: 0.73 },
  'N.sp3': { a: 11.54, b: 10.82, c: 1.36 },
  // Open Babel: sp3 N with four neighbours or a formal charge (ammonium) has χ = 11.86·q.
  'N.sp3+': fromChi(0, 0, 23.72),
  'N.sp2': { a: 12.87, b: 11.15, c: 0.85 },
  // Open Babel: planar (amine conjugated to a π system) and amide N.
  'N.planar': fromChi(2.46, 12.32, 24.86),
  'N.sp': { a: 15.68, b: 11.7, c: -0.27 },
  'O.sp3': { a: 14.18, b: 12.92, c: 1.39 },
  'O.sp2': { a: 17.07, b: 13.79, c: 0.47 },
  F: { a: 14.66, b: 13.85, c: 2.31 },
  Cl: { a: 11.0, b: 9.69, c: 1.35 },
  Br: { a: 10.08, b: 8.47, c: 1.16 },
  I: { a: 9.9, b: 7.96, c: 0.96 },
  S: { a: 10.14, b: 9.13, c: 1.38 },
  // Open Babel: S bearing two or more terminal oxygens (sulfones, sulfonamides, sulfates).
  'S.oxo2': fromChi(2.39, 12.0, 24.0),
  // Open Babel.
  P: fromChi(1.62, 8.9, 18.1),
  // Open Babel.
  Al: fromChi(1.06, 5.47, 11.65),
};

/**
 * χ⁺ of hydrogen, the denominator when hydrogen gives up charge: Gasteiger & Marsili use 20.02 eV
 * instead of a + b + c (= 12.85 eV) for H.
 */
export const HYDROGEN_CHI_PLUS = 20.02;

/** Six iterations, the transferred charge damped by ½ⁿ in iteration n (paper, p. 3222). */
export const GASTEIGER_ITERATIONS = 6;
export const GASTEIGER_DAMPING = 0.5;
