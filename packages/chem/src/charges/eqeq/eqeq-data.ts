/**
 * Atomic data for EQeq (Wilmer, Kim & Snurr, J. Phys. Chem. Lett. 2012, 3, 2506): each element's
 * energy E(q) is taken as a parabola through its ionization energies around a "charge centre" C,
 * so it needs the electron affinity (EA, the energy of X⁻ → X) and the ionization energies IPₙ
 * (X⁽ⁿ⁻¹⁾⁺ → Xⁿ⁺), all in eV.
 *
 * Ionization energies: NIST Atomic Spectra Database, "Ionization Energies" (A. Kramida, Yu. Ralchenko,
 * J. Reader & NIST ASD Team, NIST ASD v5.x, https://physics.nist.gov/asd), rounded as NIST prints them
 * to at most 4 decimals. Higher ionization energies are given only for the elements whose charge
 * centre needs them (CHARGE_CENTRES).
 *
 * Electron affinities: T. Andersen, H. K. Haugen & H. Hotop, "Binding energies in atomic negative
 * ions: III", J. Phys. Chem. Ref. Data 1999, 28, 1511 (the values of the CRC Handbook's table
 * "Electron affinities"). An element without a bound anion has EA 0 as that table gives it ("not
 * stable"), except nitrogen, for which the table gives the estimate −0.07 eV. For the lanthanides
 * Ce–Lu the table gives only the bound "< 0.5 eV"; EQeq's program takes the bound itself, 0.5 eV
 * (`eaIsBound`), and so does this module. Hydrogen's EA is replaced by the method's −2.0 eV (eqeq.ts).
 *
 * The EQeq program's own table (numat/EQeq ionizationdata.dat, shipped as Open Babel's
 * eqeqIonizations.txt) holds older CRC values; scripts/validate-eqeq.ts prints where it differs from
 * this module. The values here are the published ones above.
 */
export interface EqeqAtomData {
  /** Electron affinity (eV). */
  readonly ea: number;
  /** True when `ea` is the published upper bound (< 0.5 eV), not a measured value. */
  readonly eaIsBound?: boolean;
  /** Ionization energies IP₁, IP₂, … (eV). */
  readonly ip: readonly number[];
}

const BOUND = { ea: 0.5, eaIsBound: true } as const;

/** By atomic number. */
export const EQEQ_ATOM_DATA: Readonly<Record<number, EqeqAtomData>> = {
  1: { ea: 0.7542, ip: [13.5984] },
  2: { ea: 0, ip: [24.5874] },
  3: { ea: 0.618, ip: [5.3917] },
  4: { ea: 0, ip: [9.3227] },
  5: { ea: 0.2797, ip: [8.298] },
  6: { ea: 1.2621, ip: [11.2603] },
  7: { ea: -0.07, ip: [14.5341] },
  8: { ea: 1.4611, ip: [13.6181] },
  9: { ea: 3.4012, ip: [17.4228] },
  10: { ea: 0, ip: [21.5645] },
  11: { ea: 0.5479, ip: [5.1391] },
  12: { ea: 0, ip: [7.6462, 15.0353, 80.1436] },
  13: { ea: 0.4328, ip: [5.9858] },
  14: { ea: 1.3895, ip: [8.1517] },
  15: { ea: 0.7465, ip: [10.4867] },
  16: { ea: 2.0771, ip: [10.36] },
  17: { ea: 3.6127, ip: [12.9676] },
  18: { ea: 0, ip: [15.7596] },
  19: { ea: 0.5015, ip: [4.3407] },
  20: { ea: 0.0246, ip: [6.1132] },
  21: { ea: 0.188, ip: [6.5615] },
  22: { ea: 0.079, ip: [6.8281] },
  23: { ea: 0.525, ip: [6.7462, 14.634, 29.311, 46.709, 65.2817] },
  24: { ea: 0.666, ip: [6.7665] },
  25: { ea: 0, ip: [7.434] },
  26: { ea: 0.151, ip: [7.9025] },
  27: { ea: 0.6633, ip: [7.881, 17.0844, 33.5] },
  28: { ea: 1.1572, ip: [7.6399, 18.1688, 35.187] },
  29: { ea: 1.2358, ip: [7.7264, 20.2924, 36.841] },
  30: { ea: 0, ip: [9.3942, 17.9644, 39.7233] },
  31: { ea: 0.43, ip: [5.9993] },
  32: { ea: 1.2327, ip: [7.8994] },
  33: { ea: 0.814, ip: [9.7886] },
  34: { ea: 2.0207, ip: [9.7524] },
  35: { ea: 3.3636, ip: [11.8138] },
  36: { ea: 0, ip: [13.9996] },
  37: { ea: 0.4859, ip: [4.1771] },
  38: { ea: 0.0521, ip: [5.6949] },
  39: { ea: 0.307, ip: [6.2173] },
  40: { ea: 0.426, ip: [6.6341, 13.13, 23.17, 34.34, 80.348] },
  41: { ea: 0.893, ip: [6.7589] },
  42: { ea: 0.7472, ip: [7.0924] },
  43: { ea: 0.55, ip: [7.1194] },
  44: { ea: 1.05, ip: [7.3605] },
  45: { ea: 1.137, ip: [7.4589] },
  46: { ea: 0.5621, ip: [8.3368] },
  47: { ea: 1.3045, ip: [7.5762] },
  48: { ea: 0, ip: [8.9938] },
  49: { ea: 0.3, ip: [5.7864] },
  50: { ea: 1.1121, ip: [7.3439] },
  51: { ea: 1.046, ip: [8.6084] },
  52: { ea: 1.9709, ip: [9.0097] },
  53: { ea: 3.059, ip: [10.4513] },
  54: { ea: 0, ip: [12.13] },
  55: { ea: 0.4716, ip: [3.8939] },
  56: { ea: 0.1446, ip: [5.2117] },
  57: { ea: 0.47, ip: [5.5769] },
  58: { ...BOUND, ip: [5.5386] },
  59: { ...BOUND, ip: [5.4702] },
  60: { ...BOUND, ip: [5.525] },
  61: { ...BOUND, ip: [5.577] },
  62: { ...BOUND, ip: [5.6437] },
  63: { ...BOUND, ip: [5.6704] },
  64: { ...BOUND, ip: [6.1498] },
  65: { ...BOUND, ip: [5.8638] },
  66: { ...BOUND, ip: [5.9391] },
  67: { ...BOUND, ip: [6.0215] },
  68: { ...BOUND, ip: [6.1077] },
  69: { ...BOUND, ip: [6.1843] },
  70: { ...BOUND, ip: [6.2542] },
  71: { ...BOUND, ip: [5.4259] },
  73: { ea: 0.322, ip: [7.5496] },
  74: { ea: 0.815, ip: [7.864] },
  75: { ea: 0.15, ip: [7.8335] },
  76: { ea: 1.0778, ip: [8.4382] },
  77: { ea: 1.5644, ip: [8.967] },
  78: { ea: 2.1251, ip: [8.9588] },
  79: { ea: 2.3086, ip: [9.2256] },
  80: { ea: 0, ip: [10.4375] },
  81: { ea: 0.377, ip: [6.1083] },
  82: { ea: 0.364, ip: [7.4168] },
  83: { ea: 0.9424, ip: [7.2855] },
};

/**
 * Charge centres C (the charge around which E(q) is expanded): the common oxidation states of the
 * framework metals the EQeq paper treats as cations, as its program's charge-centre table lists them
 * (Mg²⁺, V⁴⁺, Co²⁺, Ni²⁺, Cu²⁺, Zn²⁺, Zr⁴⁺); every other element is expanded around its neutral atom.
 */
export const CHARGE_CENTRES: Readonly<Record<number, number>> = {
  12: 2,
  23: 4,
  27: 2,
  28: 2,
  29: 2,
  30: 2,
  40: 4,
};

/** The method's constants (Wilmer et al. 2012): dielectric screening λ and hydrogen's EA (eV). */
export const EQEQ_LAMBDA = 1.2;
export const EQEQ_HYDROGEN_EA = -2.0;
/** e²/(4πε₀) in eV·Å (CODATA 2018). */
export const COULOMB_EV_ANGSTROM = 14.399645;

/** The element's electronegativity χ and hardness J (eV) at charge 0 from its parabola around C. */
export function eqeqParameters(z: number): { readonly chi: number; readonly hardness: number } | undefined {
  const data = EQEQ_ATOM_DATA[z];
  if (data === undefined) return undefined;
  const c = CHARGE_CENTRES[z] ?? 0;
  // energies[n] is the energy to take X⁽ⁿ⁻¹⁾⁺ to Xⁿ⁺ (n = 0: X⁻ → X, the electron affinity).
  const ea = z === 1 ? EQEQ_HYDROGEN_EA : data.ea;
  const below = c === 0 ? ea : data.ip[c - 1];
  const above = data.ip[c];
  if (below === undefined || above === undefined) return undefined;
  const hardness = above - below;
  // E(q) = E(C) + χ_C (q − C) + ½ J (q − C)² with χ_C = ½(IP_C+1 + IP_C): χ at q = 0 is χ_C − C·J.
  return { chi: 0.5 * (above + below) - c * hardness, hardness };
}
