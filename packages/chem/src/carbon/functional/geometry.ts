/**
 * Bond lengths (Å) and angles (degrees) the groups are built with. Unless noted, the lengths are the mean
 * values of Allen, Kennard, Watson, Brammer, Orpen & Taylor, "Tables of bond lengths determined by X-ray and
 * neutron diffraction", J. Chem. Soc. Perkin Trans. 2 (1987) S1–S19, rounded to 0.01 Å; angles are those of
 * the small molecules named. A minimisation refines them; they only have to be sane and free of clashes.
 */
export const GEOMETRY = {
  /** Epoxide C–O (ethylene oxide 1.431 Å, Hirose, Bull. Chem. Soc. Jpn. 47, 1311 (1974)). */
  epoxideCO: 1.43,
  /** C(sp3)–OH of an alcohol. */
  alcoholCO: 1.43,
  /** O–H (gas-phase water 0.958, methanol 0.956; 0.97 as the neutron value of alcohols). */
  oh: 0.97,
  /** C–O–H of methanol (108.5°). */
  cohAngle: 108.5,
  /** Aryl ether C(ar)–O and O–CH3, and C–O–C of anisole (about 118°). */
  arylEtherCO: 1.37,
  etherOCH3: 1.42,
  etherCOCAngle: 118,
  /** C–H of the methyl group, as the builders' C–H. */
  ch: 1.09,
  /** C(ar)–NH2, N–H; C–N–H of a nearly planar aniline nitrogen. */
  arylCN: 1.4,
  nh: 1.01,
  cnhAngle: 116,
  /** C(ar)–COOH, C=O and C–OH of a conjugated carboxylic acid; O=C–O 123°, C–C–OH 114°, C–O–H 106°. */
  arylCC: 1.48,
  acidCO: 1.21,
  acidCOH: 1.31,
  ccohAngle: 114,
  ccoAngle: 123,
  acidCOHAngle: 106,
  /** C(ar)–NO2 and N–O of nitrobenzene; O–N–O 124°, so C–N–O 118°. */
  arylCNitro: 1.47,
  nitroNO: 1.22,
  cnoAngle: 118,
  /** Aryl ketone C=O. */
  ketoneCO: 1.22,
} as const;

/** The tetrahedral angle, degrees. */
export const TETRAHEDRAL = 109.4712;

/**
 * How far a carbon that becomes sp3 rises above the plane of its neighbours: its bonds to them then make the
 * tetrahedral angle with the new bond along the normal, so the lift is r·tan(109.47° − 90°) = r/(2√2) for a
 * neighbour at in-plane distance r (0.50 Å for 1.42 Å; the C–C bonds stretch to 1.51 Å, the C(sp3)–C(ar)
 * length of Allen et al. 1987).
 */
export const SP3_LIFT_FACTOR = Math.tan(((TETRAHEDRAL - 90) * Math.PI) / 180);

/**
 * Closest distance (Å) allowed between a new atom and any atom it is not bonded to nor two bonds from: 1.7
 * with a hydrogen (the builders' own armchair-seat H···H is 1.75), 2.2 between heavier atoms.
 */
export const CLASH_WITH_H = 1.7;
export const CLASH_HEAVY = 2.2;

export const DEG = Math.PI / 180;
