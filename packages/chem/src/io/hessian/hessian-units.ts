/**
 * Atomic units → GROMACS units. CODATA 2018 values: 1 Hartree = 2625.499639 kJ/mol (E_h N_A), and
 * 1 Bohr = 0.0529177210903 nm. ORCA, Gaussian and xtb all write Hessians in Hartree/Bohr².
 */
export const KJ_PER_MOL_PER_HARTREE = 2625.499639;
export const NM_PER_BOHR = 0.0529177210903;
export const ANGSTROM_PER_BOHR = 10 * NM_PER_BOHR;

/** Hartree/Bohr² → kJ/mol/nm². */
export const hartreePerBohr2ToKJPerMolNm2 = (v: number): number =>
  (v * KJ_PER_MOL_PER_HARTREE) / (NM_PER_BOHR * NM_PER_BOHR);

/** Bohr → Å. */
export const bohrToAngstrom = (v: number): number => v * ANGSTROM_PER_BOHR;
