import type { TrappeUaPseudoAtom } from './pseudo-atoms.js';
import type { TrappeUaFamily } from './sources.js';

/**
 * TraPPE-UA bonded terms in the published units. Patterns name sites by skeleton: `Cx` is any
 * carbon site, `CH3` `CH2` `CH` `C` a carbon with that many merged hydrogens (alkane or α-carbon
 * alike, as TraPPE writes CHx–(CH2)–(CH)–CHy), `O` the hydroxyl O, `H` the hydroxyl H, `Oe` the
 * ether O.
 *
 * Bond lengths are FIXED in TraPPE (no force constant is published): the parameterizer gives them a
 * stated stiff harmonic constant (see TRAPPE_UA_BOND_K). Angles: u = (k_θ/2)(θ − θ0)², k_θ/k_B in
 * K/rad². Torsions: u = c0 + c1[1 + cos φ] + c2[1 − cos 2φ] + c3[1 + cos 3φ], cₙ/k_B in K, φ = 180°
 * for trans.
 */
export type SitePattern = 'Cx' | 'CH3' | 'CH2' | 'CH' | 'C' | 'O' | 'H' | 'Oe';

export interface TrappeUaBond {
  readonly sites: readonly [SitePattern, SitePattern];
  readonly lengthAngstrom: number;
  readonly family: TrappeUaFamily;
}

export interface TrappeUaAngle {
  /** End, centre, end. */
  readonly sites: readonly [SitePattern, SitePattern, SitePattern];
  readonly thetaDegrees: number;
  /** k_θ/k_B, K/rad². */
  readonly kKelvin: number;
  readonly family: TrappeUaFamily;
}

export interface TrappeUaTorsion {
  readonly sites: readonly [SitePattern, SitePattern, SitePattern, SitePattern];
  /** c0 … c3 divided by k_B, K. */
  readonly c: readonly [number, number, number, number];
  readonly family: TrappeUaFamily;
}

export const TRAPPE_UA_BONDS: readonly TrappeUaBond[] = [
  { sites: ['Cx', 'Cx'], lengthAngstrom: 1.54, family: 'alkanes' },
  { sites: ['Cx', 'O'], lengthAngstrom: 1.43, family: 'alcohols' },
  { sites: ['O', 'H'], lengthAngstrom: 0.945, family: 'alcohols' },
  { sites: ['Cx', 'Oe'], lengthAngstrom: 1.41, family: 'ethers' },
];

export const TRAPPE_UA_ANGLES: readonly TrappeUaAngle[] = [
  { sites: ['Cx', 'CH2', 'Cx'], thetaDegrees: 114, kKelvin: 62500, family: 'alkanes' },
  { sites: ['Cx', 'CH', 'Cx'], thetaDegrees: 112, kKelvin: 62500, family: 'branched' },
  { sites: ['Cx', 'C', 'Cx'], thetaDegrees: 109.47, kKelvin: 62500, family: 'branched' },
  { sites: ['Cx', 'Cx', 'O'], thetaDegrees: 109.47, kKelvin: 50400, family: 'alcohols' },
  { sites: ['Cx', 'O', 'H'], thetaDegrees: 108.5, kKelvin: 55400, family: 'alcohols' },
  // MCCCS-MN and Cassandra both write u = K(θ − θ0)² with K = 30200 and 25150 K/rad², i.e. k/2.
  { sites: ['Cx', 'Oe', 'Cx'], thetaDegrees: 112, kKelvin: 60400, family: 'ethers' },
  { sites: ['Cx', 'Cx', 'Oe'], thetaDegrees: 112, kKelvin: 50300, family: 'ethers' },
];

/**
 * The alkane torsions apply to α-carbons too (they are counted by their hydrogens). A dihedral no
 * row matches (CHx–(CH)–(C)–CHy, CHx–(CH)–(CH2)–O, CHx–(CH2)–(CH2)–O(ether) …) has no confirmed
 * TraPPE-UA value here and is refused rather than guessed.
 */
export const TRAPPE_UA_TORSIONS: readonly TrappeUaTorsion[] = [
  { sites: ['Cx', 'CH2', 'CH2', 'Cx'], c: [0, 355.03, -68.19, 791.32], family: 'alkanes' },
  { sites: ['Cx', 'CH2', 'CH', 'Cx'], c: [-251.06, 428.73, -111.85, 441.27], family: 'branched' },
  { sites: ['Cx', 'CH', 'CH', 'Cx'], c: [-251.06, 428.73, -111.85, 441.27], family: 'branched' },
  { sites: ['Cx', 'CH2', 'C', 'Cx'], c: [0, 0, 0, 461.29], family: 'branched' },
  { sites: ['Cx', 'CH2', 'CH2', 'O'], c: [0, 176.62, -53.34, 769.93], family: 'alcohols' },
  { sites: ['Cx', 'CH2', 'O', 'H'], c: [0, 209.82, -29.17, 187.93], family: 'alcohols' },
  { sites: ['Cx', 'CH', 'O', 'H'], c: [215.96, 197.33, 31.46, -173.92], family: 'alcohols' },
  { sites: ['Cx', 'C', 'O', 'H'], c: [0, 0, 0, 163.56], family: 'alcohols' },
  // Also CH3–O–CH2–CH3 (read from the other end). O–CH2–CH2–CHx of longer ethers is not here.
  { sites: ['Cx', 'CH2', 'Oe', 'Cx'], c: [0, 725.35, -163.75, 558.2], family: 'ethers' },
];

function skeleton(site: TrappeUaPseudoAtom): SitePattern | undefined {
  if (site.element === 8) return site.type === 'Oe' ? 'Oe' : 'O';
  if (site.element === 1) return 'H';
  if (site.element !== 6) return undefined;
  return (['C', 'CH', 'CH2', 'CH3'] as const)[site.hydrogens];
}

function matches(pattern: SitePattern, site: TrappeUaPseudoAtom): boolean {
  return pattern === 'Cx' ? site.element === 6 : skeleton(site) === pattern;
}

function find<R extends { readonly sites: readonly SitePattern[] }>(
  rows: readonly R[],
  sites: readonly TrappeUaPseudoAtom[],
): R | undefined {
  const fits = (order: readonly TrappeUaPseudoAtom[]) => (row: R) =>
    row.sites.every((p, k) => order[k] !== undefined && matches(p, order[k]));
  return rows.find(fits(sites)) ?? rows.find(fits([...sites].reverse()));
}

export const trappeUaBond = (a: TrappeUaPseudoAtom, b: TrappeUaPseudoAtom): TrappeUaBond | undefined =>
  find(TRAPPE_UA_BONDS, [a, b]);

export const trappeUaAngle = (sites: readonly TrappeUaPseudoAtom[]): TrappeUaAngle | undefined =>
  find(TRAPPE_UA_ANGLES, sites);

export const trappeUaTorsion = (sites: readonly TrappeUaPseudoAtom[]): TrappeUaTorsion | undefined =>
  find(TRAPPE_UA_TORSIONS, sites);
