/**
 * QEq parameters: A. K. Rappé & W. A. Goddard III, "Charge equilibration for molecular dynamics
 * simulations", J. Phys. Chem. 1991, 95, 3358–3363, Table I: electronegativity χ (eV),
 * idempotential J (eV), covalent radius R (Å) and the Slater exponent ζ (bohr⁻¹) of the valence
 * ns orbital, ζ = λ(2n + 1)/(2R) with λ = 0.4913 and R in bohr; hydrogen's ζ⁰ = 1.0698 is the
 * paper's own value (its J and ζ depend on its charge, eqs 19–20). Only the elements of the table.
 */
export interface QeqParameters {
  readonly chi: number;
  readonly j: number;
  readonly radius: number;
  /** Principal quantum number of the valence shell. */
  readonly n: number;
  readonly zeta: number;
}

export const QEQ_PARAMETERS: Readonly<Record<number, QeqParameters>> = {
  1: { chi: 4.528, j: 13.8904, radius: 0.371, n: 1, zeta: 1.0698 },
  3: { chi: 3.006, j: 4.772, radius: 1.557, n: 2, zeta: 0.4174 },
  6: { chi: 5.343, j: 10.126, radius: 0.759, n: 2, zeta: 0.8563 },
  7: { chi: 6.899, j: 11.76, radius: 0.715, n: 2, zeta: 0.9089 },
  8: { chi: 8.741, j: 13.364, radius: 0.669, n: 2, zeta: 0.9745 },
  9: { chi: 10.874, j: 14.948, radius: 0.706, n: 2, zeta: 0.9206 },
  11: { chi: 2.843, j: 4.592, radius: 2.085, n: 3, zeta: 0.4364 },
  14: { chi: 4.168, j: 6.974, radius: 1.176, n: 3, zeta: 0.7737 },
  15: { chi: 5.463, j: 8.0, radius: 1.102, n: 3, zeta: 0.8257 },
  16: { chi: 6.928, j: 8.972, radius: 1.047, n: 3, zeta: 0.869 },
  17: { chi: 8.564, j: 9.892, radius: 0.994, n: 3, zeta: 0.9154 },
  19: { chi: 2.421, j: 3.84, radius: 2.586, n: 4, zeta: 0.4524 },
  35: { chi: 7.79, j: 8.85, radius: 1.141, n: 4, zeta: 1.0253 },
  37: { chi: 2.331, j: 3.692, radius: 2.77, n: 5, zeta: 0.5162 },
  53: { chi: 6.822, j: 7.524, radius: 1.333, n: 5, zeta: 1.0726 },
  55: { chi: 2.183, j: 3.422, radius: 2.984, n: 6, zeta: 0.5663 },
};

/** Hartree in eV (CODATA 2018) and the Bohr radius in Å (CODATA 2018). */
export const HARTREE_EV = 27.211386245988;
export const BOHR_ANGSTROM = 0.529177210903;
