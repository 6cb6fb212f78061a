/**
 * Martini practice for the bonded terms whose values do not come from the geometry, with sources.
 * Lengths, angles and improper angles are measured on the mapped conformers (geometry.ts).
 */

/**
 * Bond force constant, kJ mol⁻¹ nm⁻²: Marrink et al., J. Phys. Chem. B 2007, 111, 7812, eq 2 and §2
 * ("K_bond = 1250 kJ mol⁻¹ nm⁻²"), the standard Martini bond. Martini 3's published small molecules
 * fit each bond to an atomistic distribution (Alessandri et al. 2022), which we do not; the standard
 * constant is kept for both, within the 1250–10000 range both generations use.
 */
export const MARTINI_BOND_K = 1250;

/**
 * Angle force constant of the cosine-harmonic angle (GROMACS angle funct 2, E = ½ k (cos θ − cos θ0)²),
 * kJ mol⁻¹: Marrink et al. 2007, eq 3 and §2 ("K_angle = 25 kJ mol⁻¹"), the form and value Martini
 * topologies write.
 */
export const MARTINI_ANGLE_K = 25;

/**
 * Harmonic improper (GROMACS dihedral funct 2) that keeps a fused ring system of four or more beads
 * flat, kJ mol⁻¹ rad⁻²: the published Martini 3 naphthalene (Alessandri et al., Adv. Theory Simul.
 * 2022, 5, 2100391; its NAPH itp in the authors' Martini3-small-molecules collection) holds its four
 * ring beads at ξ0 = 180° with funct 2 and k = 200, its ring distances as constraints.
 */
export const MARTINI_PLANAR_IMPROPER_K = 200;

/** Martini 3 bead masses by size, g/mol (Souza et al., Nat. Methods 2021, 18, 382: R 72, S 54, T 36). */
export const MARTINI3_MASS = { R: 72, S: 54, T: 36 } as const;

/** Martini excludes only bonded neighbours (every published Martini itp: nrexcl 1). */
export const MARTINI_NREXCL = 1;

/** The official Martini 3 particle file, which TopoForge does not ship. */
export const MARTINI3_ITP = 'martini_v3.0.0.itp';
