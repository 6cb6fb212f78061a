/**
 * A single-point energy split into the terms both GROMACS and LAMMPS can report, in kJ/mol. LJ and
 * Coulomb are split into the scaled 1-4 pairs and everything else (GROMACS LJ-14 / LJ (SR)).
 */
export interface EnergyTerms {
  readonly bond: number;
  readonly angle: number;
  /** Proper dihedrals (periodic and Ryckaert–Bellemans). */
  readonly proper: number;
  /** Impropers (periodic and harmonic). */
  readonly improper: number;
  readonly lj: number;
  readonly lj14: number;
  readonly coulomb: number;
  readonly coulomb14: number;
}

export const ENERGY_TERMS = [
  'bond',
  'angle',
  'proper',
  'improper',
  'lj',
  'lj14',
  'coulomb',
  'coulomb14',
] as const satisfies readonly (keyof EnergyTerms)[];
