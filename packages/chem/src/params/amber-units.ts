import {
  angstrom,
  angstromToNanometer,
  kcalPerMol,
  kcalToKJ,
  type KJPerMol,
  type Nanometer,
} from '../core/units.js';

/**
 * AMBER → GROMACS conversions for bonded and 6-12 constants, built on core/units.ts. AMBER writes
 * K (r − r0)² and K (θ − θ0)²; GROMACS writes ½ k (r − r0)², hence the factor 2.
 */
const NM2_PER_ANGSTROM2 = 100;

/** kcal/mol/Å² in K (r − r0)² → kJ/mol/nm² in ½ kb (r − r0)². */
export const amberBondK = (k: number): number => 2 * kcalToKJ(kcalPerMol(k)) * NM2_PER_ANGSTROM2;

/** kcal/mol/rad² in K (θ − θ0)² → kJ/mol/rad² in ½ kθ (θ − θ0)². */
export const amberAngleK = (k: number): number => 2 * kcalToKJ(kcalPerMol(k));

/** kcal/mol → kJ/mol (torsion barriers, well depths). */
export const amberEnergy = (e: number): KJPerMol => kcalToKJ(kcalPerMol(e));

/** Å → nm. */
export const amberLength = (r: number): Nanometer => angstromToNanometer(angstrom(r));

/** R* (half the LJ minimum distance, Å) → σ (nm): r_min = 2 R* = 2^(1/6) σ. */
export const rStarToSigma = (rStar: number): Nanometer => amberLength((2 * rStar) / 2 ** (1 / 6));
