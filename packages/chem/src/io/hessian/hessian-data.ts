/**
 * A Cartesian Hessian read from a quantum-chemistry output: the second derivatives of the energy with
 * respect to the 3N Cartesian coordinates, row-major, in kJ/mol/nm² (GROMACS units, ADR 0001).
 * Coordinates, when the file has them, are in Å like Molecule.positions and in the SAME frame as the
 * matrix: projections (modified Seminario) must use them rather than a re-oriented input structure.
 */
export type HessianFormatId = 'orca' | 'fchk' | 'xtb';

export interface HessianData {
  readonly format: HessianFormatId;
  readonly atomCount: number;
  /** (3N)², row-major; symmetric (the reader averages H and Hᵀ after checking they agree). */
  readonly hessian: Float64Array;
  /** Atomic numbers, when the file lists them. */
  readonly elements?: Uint8Array;
  /** x0,y0,z0,x1,… in Å, when the file holds the geometry. */
  readonly positions?: Float64Array;
}
