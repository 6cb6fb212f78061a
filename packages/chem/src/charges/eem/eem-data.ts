/**
 * EEM parameters: P. Bultinck, W. Langenaeker, P. Lahorte, F. De Proft, P. Geerlings,
 * M. Waroquier & J. P. Tollenaere, "The electronegativity equalization method I: parametrization
 * and validation for atomic charge calculations", J. Phys. Chem. A 2002, 106, 7887–7894: the set
 * fitted to B3LYP/6-31G* Mulliken charges, in atomic units (A and B in hartree per e and per e²),
 * with κ = 0.529176 so that κ/R (R in Å) is in hartree. The paper parametrises H, C, N, O and F
 * only; no other element is offered (Open Babel's eem.txt fills the others with carbon's values).
 */
export interface EemParameters {
  /** Effective electronegativity A (χ*). */
  readonly a: number;
  /** Effective hardness B (2η*). */
  readonly b: number;
}

export const EEM_KAPPA = 0.529176;

export const EEM_PARAMETERS: Readonly<Record<number, EemParameters>> = {
  1: { a: 0.20606, b: 1.31942 },
  6: { a: 0.36237, b: 0.65932 },
  7: { a: 0.49279, b: 0.69038 },
  8: { a: 0.73013, b: 1.08856 },
  9: { a: 0.72052, b: 1.45328 },
};
