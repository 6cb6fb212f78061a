/**
 * Bond classes of antechamber's typing step (Wang et al., J. Mol. Graph. Model. 2006, 25, 247),
 * numbered as antechamber numbers them so that the rules read like the published definitions:
 * Kekulé single/double/triple, a bond between an N and a terminal O or S of an N-oxide or nitro
 * group (counted as no bond class at all), aromatic single/double (bonds of 5- and 6-rings made of
 * aromatic atoms) and delocalized (carboxylate, phosphate, sulfonate and similar X–O⁻ bonds).
 */
export const AcBond = {
  Single: 1,
  Double: 2,
  Triple: 3,
  NitrogenOxide: 6,
  AromaticSingle: 7,
  AromaticDouble: 8,
  Delocalized: 9,
} as const;
export type AcBond = (typeof AcBond)[keyof typeof AcBond];

/** The bond-count properties of the definitions: lower case counts aromatic bonds with their Kekulé kind. */
export type BondKind = 'sb' | 'SB' | 'db' | 'DB' | 'tb' | 'TB' | 'AB' | 'DL';

/** Which bond classes an atom's count of each kind includes. */
export const COUNTED_AS: Readonly<Record<BondKind, readonly AcBond[]>> = {
  sb: [AcBond.Single, AcBond.AromaticSingle, AcBond.Delocalized],
  SB: [AcBond.Single, AcBond.Delocalized],
  db: [AcBond.Double, AcBond.AromaticDouble],
  DB: [AcBond.Double],
  tb: [AcBond.Triple],
  TB: [AcBond.Triple],
  AB: [AcBond.AromaticSingle, AcBond.AromaticDouble],
  DL: [AcBond.Delocalized],
};

/**
 * Which bond classes satisfy a kind when the rule asks about the bond to the previous atom of a
 * chemical-environment path (antechamber's primed kinds): a delocalized bond there counts as
 * single and as double.
 */
export const LINK_AS: Readonly<Record<BondKind, readonly AcBond[]>> = {
  sb: [AcBond.Single, AcBond.AromaticSingle, AcBond.Delocalized],
  SB: [AcBond.Single, AcBond.Delocalized],
  db: [AcBond.Double, AcBond.AromaticDouble, AcBond.Delocalized],
  DB: [AcBond.Double, AcBond.Delocalized],
  tb: [AcBond.Triple],
  TB: [AcBond.Triple],
  AB: [AcBond.AromaticSingle, AcBond.AromaticDouble],
  DL: [AcBond.Delocalized],
};
