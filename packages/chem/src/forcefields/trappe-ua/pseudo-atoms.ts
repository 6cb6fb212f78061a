import type { TrappeUaFamily } from './sources.js';

/**
 * A TraPPE-UA interaction site: a carbon with the hydrogens it absorbs (CH3 … C), an explicit
 * hydroxyl O or H, or an ether O. Lennard-Jones 12-6 with Lorentz–Berthelot mixing, fixed partial charges.
 */
export interface TrappeUaPseudoAtom {
  readonly type: string;
  readonly description: string;
  /** Atomic number of the heavy atom (1 for the explicit hydroxyl H). */
  readonly element: number;
  /** Hydrogens merged into the site. */
  readonly hydrogens: number;
  /** Å, as published. */
  readonly sigmaAngstrom: number;
  /** ε/k_B in K, as published. */
  readonly epsilonKelvin: number;
  /** e. */
  readonly charge: number;
  /** g/mol: the heavy atom plus its merged hydrogens (C 12.011, H 1.008, O 15.999). */
  readonly mass: number;
  readonly family: TrappeUaFamily;
}

const site = (
  type: string,
  description: string,
  element: number,
  hydrogens: number,
  sigmaAngstrom: number,
  epsilonKelvin: number,
  charge: number,
  mass: number,
  family: TrappeUaFamily,
): TrappeUaPseudoAtom => ({
  type,
  description,
  element,
  hydrogens,
  sigmaAngstrom,
  epsilonKelvin,
  charge,
  mass,
  family,
});

/**
 * The sites, by type name. α-carbons (bonded to a hydroxyl O, suffix `a`) carry the alcohol charge
 * +0.265 e (OPLS-UA's, which Chen et al. adopted); their ε is the alkane one, and σ is the alkane
 * one for CH3 and CH2 but smaller for CH (4.33 Å) and C (5.80 Å), refitted in the 2001 paper.
 */
export const TRAPPE_UA_ATOMS: Readonly<Record<string, TrappeUaPseudoAtom>> = Object.fromEntries(
  [
    site('CH4', 'methane', 6, 4, 3.73, 148, 0, 16.043, 'alkanes'),
    site('CH3', 'alkane CH3', 6, 3, 3.75, 98, 0, 15.035, 'alkanes'),
    site('CH2', 'alkane CH2', 6, 2, 3.95, 46, 0, 14.027, 'alkanes'),
    site('CH', 'alkane CH', 6, 1, 4.68, 10, 0, 13.019, 'branched'),
    site('C', 'alkane quaternary C', 6, 0, 6.4, 0.5, 0, 12.011, 'branched'),
    site('CH3a', 'CH3 bonded to hydroxyl O (methanol)', 6, 3, 3.75, 98, 0.265, 15.035, 'alcohols'),
    site('CH2a', 'CH2 bonded to hydroxyl O (primary alcohol)', 6, 2, 3.95, 46, 0.265, 14.027, 'alcohols'),
    site('CHa', 'CH bonded to hydroxyl O (secondary alcohol)', 6, 1, 4.33, 10, 0.265, 13.019, 'alcohols'),
    site('Ca', 'C bonded to hydroxyl O (tertiary alcohol)', 6, 0, 5.8, 0.5, 0.265, 12.011, 'alcohols'),
    site('O', 'hydroxyl O', 8, 0, 3.02, 93, -0.7, 15.999, 'alcohols'),
    site('H', 'hydroxyl H (no Lennard-Jones site)', 1, 0, 0, 0, 0.435, 1.008, 'alcohols'),
    // Ethers: the α-carbons keep the alkane σ and ε and carry +0.25 e, the O −0.50 e (a neutral C–O–C).
    site('CH3e', 'CH3 bonded to ether O', 6, 3, 3.75, 98, 0.25, 15.035, 'ethers'),
    site('CH2e', 'CH2 bonded to ether O', 6, 2, 3.95, 46, 0.25, 14.027, 'ethers'),
    site('Oe', 'ether O', 8, 0, 2.8, 55, -0.5, 15.999, 'ethers'),
  ].map((a) => [a.type, a]),
);

export function trappeUaAtom(type: string): TrappeUaPseudoAtom | undefined {
  return Object.hasOwn(TRAPPE_UA_ATOMS, type) ? TRAPPE_UA_ATOMS[type] : undefined;
}
