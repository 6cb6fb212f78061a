/**
 * DREIDING (Mayo, Olafson & Goddard, J. Phys. Chem. 1990, 94, 8897, doi:10.1021/j100389a010) as a
 * cited data module: the valence radius R_I and angle θ_I of every atom type (Table I) and the 12-6
 * nonbonded R0, D0 per element (Table II, the Lennard-Jones columns). Values are the paper's, in its
 * units (Å, degrees, kcal/mol); conversion to GROMACS units happens in params/dreiding/.
 *
 * Names follow the paper: element symbol (padded with '_' for one-letter symbols), then the
 * hybridisation 1 (linear), 2 (trigonal), 3 (tetrahedral) or R (resonant, sp2 in a resonance
 * system); H___b is diborane's bridging hydrogen. H___HB (a hydrogen that takes part in the paper's
 * explicit hydrogen-bond term) is not offered: that term is optional in the paper and left out here,
 * so a polar hydrogen is H_ (see typing/dreiding/).
 *
 * Transcription checks: two public transcriptions of Table I agree with the values below (Ca 1.940,
 * Zn 1.330 Å). One of them gives N_2 and N_1 a D0 of 0.0744; Table II lists nonbonded values per
 * element, and nitrogen's is 0.0774 kcal/mol, which is what every N type gets here.
 */

export const DREIDING_NAME = 'DREIDING';

export const DREIDING_SOURCE =
  'DREIDING: Mayo, Olafson & Goddard, J. Phys. Chem. 1990, 94, 8897, doi:10.1021/j100389a010';

export interface DreidingAtomType {
  readonly name: string;
  /** Atomic number. */
  readonly element: number;
  /** Valence (bond) radius R_I, Å (Table I). */
  readonly radius: number;
  /** Natural angle θ_I at this centre, degrees (Table I). */
  readonly theta: number;
  /** '1' | '2' | '3' | 'R' for the hybridised types; '' for monovalent atoms and the ions. */
  readonly hybridisation: '1' | '2' | '3' | 'R' | '';
}

/** [name, Z, R_I (Å), θ (deg), hybridisation] — Table I, in the paper's order. */
const TABLE_I: readonly (readonly [string, number, number, number, DreidingAtomType['hybridisation']])[] = [
  ['H_', 1, 0.33, 180.0, ''],
  ['H___b', 1, 0.51, 90.0, ''],
  ['B_3', 5, 0.88, 109.471, '3'],
  ['B_2', 5, 0.79, 120.0, '2'],
  ['C_3', 6, 0.77, 109.471, '3'],
  ['C_R', 6, 0.7, 120.0, 'R'],
  ['C_2', 6, 0.67, 120.0, '2'],
  ['C_1', 6, 0.602, 180.0, '1'],
  ['N_3', 7, 0.702, 106.7, '3'],
  ['N_R', 7, 0.65, 120.0, 'R'],
  ['N_2', 7, 0.615, 120.0, '2'],
  ['N_1', 7, 0.556, 180.0, '1'],
  ['O_3', 8, 0.66, 104.51, '3'],
  ['O_R', 8, 0.66, 120.0, 'R'],
  ['O_2', 8, 0.56, 120.0, '2'],
  ['O_1', 8, 0.528, 180.0, '1'],
  ['F_', 9, 0.611, 180.0, ''],
  ['Al3', 13, 1.047, 109.471, '3'],
  ['Si3', 14, 0.937, 109.471, '3'],
  ['P_3', 15, 0.89, 93.3, '3'],
  ['S_3', 16, 1.04, 92.1, '3'],
  ['Cl', 17, 0.997, 180.0, ''],
  ['Ga3', 31, 1.21, 109.471, '3'],
  ['Ge3', 32, 1.21, 109.471, '3'],
  ['As3', 33, 1.21, 92.1, '3'],
  ['Se3', 34, 1.21, 90.6, '3'],
  ['Br', 35, 1.167, 180.0, ''],
  ['In3', 49, 1.39, 109.471, '3'],
  ['Sn3', 50, 1.373, 109.471, '3'],
  ['Sb3', 51, 1.432, 91.6, '3'],
  ['Te3', 52, 1.28, 90.3, '3'],
  ['I_', 53, 1.36, 180.0, ''],
  ['Na', 11, 1.86, 90.0, ''],
  ['Ca', 20, 1.94, 90.0, ''],
  ['Fe', 26, 1.285, 90.0, ''],
  ['Zn', 30, 1.33, 109.471, ''],
];

export const DREIDING_ATOM_TYPES: ReadonlyMap<string, DreidingAtomType> = new Map(
  TABLE_I.map(([name, element, radius, theta, hybridisation]) => [
    name,
    { name, element, radius, theta, hybridisation },
  ]),
);

/** 12-6 nonbonded parameters of one element: R0 (Å, the minimum) and D0 (kcal/mol, the well depth). */
export interface DreidingNonbond {
  readonly r0: number;
  readonly d0: number;
}

/** Table II (Lennard-Jones 12-6 columns), per atomic number. */
export const DREIDING_NONBOND: ReadonlyMap<number, DreidingNonbond> = new Map([
  [1, { r0: 3.195, d0: 0.0152 }],
  [5, { r0: 4.02, d0: 0.095 }],
  [6, { r0: 3.8983, d0: 0.0951 }],
  [7, { r0: 3.6621, d0: 0.0774 }],
  [8, { r0: 3.4046, d0: 0.0957 }],
  [9, { r0: 3.472, d0: 0.0725 }],
  [13, { r0: 4.39, d0: 0.31 }],
  [14, { r0: 4.27, d0: 0.31 }],
  [15, { r0: 4.15, d0: 0.32 }],
  [16, { r0: 4.03, d0: 0.344 }],
  [17, { r0: 3.9503, d0: 0.2833 }],
  [31, { r0: 4.39, d0: 0.4 }],
  [32, { r0: 4.27, d0: 0.4 }],
  [33, { r0: 4.15, d0: 0.41 }],
  [34, { r0: 4.03, d0: 0.43 }],
  [35, { r0: 3.95, d0: 0.37 }],
  [49, { r0: 4.59, d0: 0.55 }],
  [50, { r0: 4.47, d0: 0.55 }],
  [51, { r0: 4.35, d0: 0.55 }],
  [52, { r0: 4.23, d0: 0.57 }],
  [53, { r0: 4.15, d0: 0.51 }],
  [11, { r0: 3.144, d0: 0.5 }],
  [20, { r0: 3.472, d0: 0.05 }],
  [26, { r0: 4.54, d0: 0.055 }],
  [30, { r0: 4.54, d0: 0.055 }],
]);

/**
 * The valence constants of the paper (section II.B–E), kcal/mol based:
 * bond k_e = 700 × bond order (kcal/mol/Å², E = ½ k_e (R − R0)², eq 5), R0 = R_I + R_J − δ with
 * δ = 0.01 Å (eq 6); angle K = 100 kcal/mol/rad² (eq 10, harmonic-cosine with C = K/sin²θ0, and
 * E = K (1 + cos θ) at a linear centre, eq 12); inversion K = 40 kcal/mol for planar centres (eq 13,
 * ψ0 = 0, shared over the three choices of the axis atom).
 */
export const DREIDING_BOND_K = 700;
export const DREIDING_BOND_DELTA = 0.01;
export const DREIDING_ANGLE_K = 100;
export const DREIDING_INVERSION_K = 40;
