/**
 * ClayFF (Cygan, Liang & Kalinichev, J. Phys. Chem. B 2004, 108, 1255, doi:10.1021/jp0363287) as a
 * cited data module: Table 1's species with their charges and 12-6 parameters, and its bonded terms.
 * Units are the paper's: e, kcal/mol, Å, degrees. The paper's energies carry no ½:
 * E_vdW = D0 [(R0/r)¹² − 2 (R0/r)⁶] with R0,ij = ½ (R0,i + R0,j) and D0,ij = √(D0,i D0,j) (eq 3–5,
 * so σ = R0·2^(−1/6) mixes arithmetically: GROMACS combination rule 2); E_bond = k1 (r − r0)² and
 * E_angle = k2 (θ − θ0)² (eq 6–7).
 *
 * The 2021 review (Cygan, Greathouse & Kalinichev, J. Phys. Chem. C 2021, 125, 17573,
 * doi:10.1021/acs.jpcc.1c04600) and the papers it gathers add optional terms (metal-specific M–O–H
 * angles, Pouvreau et al. 2017 and 2019). We have not confirmed those numbers against the published
 * tables, so none of them is offered: every value here is the 2004 one, and the one 2004 M–O–H angle
 * applies to every metal (the parameterisation says so in a diagnostic).
 */

export const CLAYFF_NAME = 'CLAYFF';

export const CLAYFF_SOURCE =
  'ClayFF: Cygan, Liang & Kalinichev, J. Phys. Chem. B 2004, 108, 1255, doi:10.1021/jp0363287, Table 1';

export interface ClayffSpecies {
  readonly name: string;
  /** Atomic number. */
  readonly element: number;
  /** The paper's description of the species. */
  readonly description: string;
  /** Partial charge, e. */
  readonly charge: number;
  /** Well depth D0, kcal/mol (0 for the hydrogens, which carry no LJ). */
  readonly d0: number;
  /** Distance at the minimum R0, Å (0 for the hydrogens). */
  readonly r0: number;
}

/** [symbol, Z, description, q (e), D0 (kcal/mol), R0 (Å)] — Table 1, in the paper's order. */
const TABLE_1: readonly (readonly [string, number, string, number, number, number])[] = [
  ['h*', 1, 'water hydrogen', 0.41, 0, 0],
  ['ho', 1, 'hydroxyl hydrogen', 0.425, 0, 0],
  ['o*', 8, 'water oxygen', -0.82, 0.1554, 3.5532],
  ['oh', 8, 'hydroxyl oxygen', -0.95, 0.1554, 3.5532],
  ['ob', 8, 'bridging oxygen', -1.05, 0.1554, 3.5532],
  ['obos', 8, 'bridging oxygen with octahedral substitution', -1.1808, 0.1554, 3.5532],
  ['obts', 8, 'bridging oxygen with tetrahedral substitution', -1.1688, 0.1554, 3.5532],
  ['obss', 8, 'bridging oxygen with double substitution', -1.2996, 0.1554, 3.5532],
  ['ohs', 8, 'hydroxyl oxygen with substitution', -1.0808, 0.1554, 3.5532],
  ['st', 14, 'tetrahedral silicon', 2.1, 1.8405e-6, 3.7064],
  ['ao', 13, 'octahedral aluminium', 1.575, 1.3298e-6, 4.7943],
  ['at', 13, 'tetrahedral aluminium', 1.575, 1.8405e-6, 3.7064],
  ['mgo', 12, 'octahedral magnesium', 1.36, 9.0298e-7, 5.909],
  ['mgh', 12, 'octahedral magnesium in a hydroxide', 1.05, 9.0298e-7, 5.909],
  ['cao', 20, 'octahedral calcium', 1.36, 5.0298e-6, 6.2484],
  ['cah', 20, 'octahedral calcium in a hydroxide', 1.05, 5.0298e-6, 6.2428],
  // The 2004 table's D0. A correction to 9.0298e-7 (Mg's value) circulates with GROMACS ports of the 2021
  // review, attributed to one of its authors; not being able to confirm it in a published table, we keep
  // the 2004 number.
  ['feo', 26, 'octahedral iron', 1.575, 9.0298e-6, 5.507],
  ['lio', 3, 'octahedral lithium', 0.525, 9.0298e-6, 4.7257],
  ['Na', 11, 'aqueous sodium ion', 1, 0.1301, 2.6378],
  ['K', 19, 'aqueous potassium ion', 1, 0.1, 3.7423],
  ['Cs', 55, 'aqueous caesium ion', 1, 0.1, 4.3002],
  ['Ca', 20, 'aqueous calcium ion', 2, 0.1, 3.2237],
  ['Ba', 56, 'aqueous barium ion', 2, 0.047, 4.284],
  ['Cl', 17, 'aqueous chloride ion', -1, 0.1001, 4.9388],
];

export const CLAYFF_SPECIES: ReadonlyMap<string, ClayffSpecies> = new Map(
  TABLE_1.map(([name, element, description, charge, d0, r0]) => [
    name,
    { name, element, description, charge, d0, r0 },
  ]),
);

/** Bond stretch of water and hydroxyl O–H (Table 1): k1 kcal/mol/Å² in E = k1 (r − r0)², r0 Å. */
export const CLAYFF_OH_BOND = { k1: 554.1349, r0: 1.0 } as const;
/** Water H–O–H bend (Table 1, flexible SPC): k2 kcal/mol/rad² in E = k2 (θ − θ0)², θ0 degrees. */
export const CLAYFF_WATER_ANGLE = { k2: 45.7696, theta0: 109.47 } as const;
/** Metal–hydroxyl bend M–O–H (Table 1): k2 kcal/mol/rad², θ0 degrees. */
export const CLAYFF_MOH_ANGLE = { k2: 30.0, theta0: 109.47 } as const;
