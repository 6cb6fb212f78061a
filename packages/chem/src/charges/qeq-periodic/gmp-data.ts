import type { QeqParameters } from '../qeq/qeq-data.js';
import { BOHR_ANGSTROM, QEQ_PARAMETERS } from '../qeq/qeq-data.js';

/**
 * GMP-QEq parameters: QEq (Rappé & Goddard, J. Phys. Chem. 1991, 95, 3358) with the per-element
 * electronegativity χ (the generalized Mulliken–Pauling "GMP" scale), hardness and QEq radius R of
 * the Universal Force Field's Table 1: A. K. Rappé, C. J. Casewit, K. S. Colwell, W. A. Goddard III &
 * W. M. Skiff, J. Am. Chem. Soc. 1992, 114, 10024–10035, columns χ_I (eV), ½J_I (eV, "hardness") and
 * R (Å). This is the "GMP" parameter set of D. Ongari, P. G. Boyd, O. Kadioglu, A. K. Mace, S. Keskin &
 * B. Smit, J. Chem. Theory Comput. 2019, 15, 382 (their eGULP program's GMP.param, which its README
 * describes as "from UFF"). The numbers are Table 1's as tabulated in Open Babel 3.1.1's UFF.prm
 * (Xi, Hard, Radius; identical for every UFF type of an element). For the 16 elements of Rappé &
 * Goddard's Table I they are that table's values (qeq-data.ts).
 *
 * Each row: [χ (eV), ½J (eV), R (Å)]; J = 2 × the tabulated hardness.
 */
const UFF_TABLE_1: Readonly<Record<number, readonly [number, number, number]>> = {
  1: [4.528, 6.9452, 0.371], // H
  2: [9.66, 14.92, 1.3], // He
  3: [3.006, 2.386, 1.557], // Li
  4: [4.877, 4.443, 1.24], // Be
  5: [5.11, 4.75, 0.822], // B
  6: [5.343, 5.063, 0.759], // C
  7: [6.899, 5.88, 0.715], // N
  8: [8.741, 6.682, 0.669], // O
  9: [10.874, 7.474, 0.706], // F
  10: [11.04, 10.55, 1.768], // Ne
  11: [2.843, 2.296, 2.085], // Na
  12: [3.951, 3.693, 1.5], // Mg
  13: [4.06, 3.59, 1.201], // Al
  14: [4.168, 3.487, 1.176], // Si
  15: [5.463, 4, 1.102], // P
  16: [6.928, 4.486, 1.047], // S
  17: [8.564, 4.946, 0.994], // Cl
  18: [9.465, 6.355, 2.108], // Ar
  19: [2.421, 1.92, 2.586], // K
  20: [3.231, 2.88, 2], // Ca
  21: [3.395, 3.08, 1.75], // Sc
  22: [3.47, 3.38, 1.607], // Ti
  23: [3.65, 3.41, 1.47], // V
  24: [3.415, 3.865, 1.402], // Cr
  25: [3.325, 4.105, 1.533], // Mn
  26: [3.76, 4.14, 1.393], // Fe
  27: [4.105, 4.175, 1.406], // Co
  28: [4.465, 4.205, 1.398], // Ni
  29: [4.2, 4.22, 1.434], // Cu
  30: [5.106, 4.285, 1.4], // Zn
  31: [3.641, 3.16, 1.211], // Ga
  32: [4.051, 3.438, 1.189], // Ge
  33: [5.188, 3.809, 1.204], // As
  34: [6.428, 4.131, 1.224], // Se
  35: [7.79, 4.425, 1.141], // Br
  36: [8.505, 5.715, 2.27], // Kr
  37: [2.331, 1.846, 2.77], // Rb
  38: [3.024, 2.44, 2.415], // Sr
  39: [3.83, 2.81, 1.998], // Y
  40: [3.4, 3.55, 1.758], // Zr
  41: [3.55, 3.38, 1.603], // Nb
  42: [3.465, 3.755, 1.53], // Mo
  43: [3.29, 3.99, 1.5], // Tc
  44: [3.575, 4.015, 1.5], // Ru
  45: [3.975, 4.005, 1.509], // Rh
  46: [4.32, 4, 1.544], // Pd
  47: [4.436, 3.134, 1.622], // Ag
  48: [5.034, 3.957, 1.6], // Cd
  49: [3.506, 2.896, 1.404], // In
  50: [3.987, 3.124, 1.354], // Sn
  51: [4.899, 3.342, 1.404], // Sb
  52: [5.816, 3.526, 1.38], // Te
  53: [6.822, 3.762, 1.333], // I
  54: [7.595, 4.975, 2.459], // Xe
  55: [2.183, 1.711, 2.984], // Cs
  56: [2.814, 2.396, 2.442], // Ba
  57: [2.8355, 2.7415, 2.071], // La
  58: [2.774, 2.692, 1.925], // Ce
  59: [2.858, 2.564, 2.007], // Pr
  60: [2.8685, 2.6205, 2.007], // Nd
  61: [2.881, 2.673, 2], // Pm
  62: [2.9115, 2.7195, 1.978], // Sm
  63: [2.8785, 2.7875, 2.227], // Eu
  64: [3.1665, 2.9745, 1.968], // Gd
  65: [3.018, 2.834, 1.954], // Tb
  66: [3.0555, 2.8715, 1.934], // Dy
  67: [3.127, 2.891, 1.925], // Ho
  68: [3.1865, 2.9145, 1.915], // Er
  69: [3.2514, 2.9329, 2], // Tm
  70: [3.2889, 2.965, 2.158], // Yb
  71: [2.9629, 2.4629, 1.896], // Lu
  72: [3.7, 3.4, 1.759], // Hf
  73: [5.1, 2.85, 1.605], // Ta
  74: [4.63, 3.31, 1.538], // W
  75: [3.96, 3.92, 1.6], // Re
  76: [5.14, 3.63, 1.7], // Os
  77: [5, 4, 1.866], // Ir
  78: [4.79, 4.43, 1.557], // Pt
  79: [4.894, 2.586, 1.618], // Au
  80: [6.27, 4.16, 1.6], // Hg
  81: [3.2, 2.9, 1.53], // Tl
  82: [3.9, 3.53, 1.444], // Pb
  83: [4.69, 3.74, 1.514], // Bi
  84: [4.21, 4.21, 1.48], // Po
  85: [4.75, 4.75, 1.47], // At
  86: [5.37, 5.37, 2.2], // Rn
  87: [2, 2, 2.3], // Fr
  88: [2.843, 2.434, 2.2], // Ra
  89: [2.835, 2.835, 2.108], // Ac
  90: [3.175, 2.905, 2.018], // Th
  91: [2.985, 2.905, 1.8], // Pa
  92: [3.341, 2.853, 1.713], // U
  93: [3.549, 2.717, 1.8], // Np
  94: [3.243, 2.819, 1.84], // Pu
  95: [2.9895, 3.0035, 1.942], // Am
  96: [2.8315, 3.1895, 1.9], // Cm
  97: [3.1935, 3.0355, 1.9], // Bk
  98: [3.197, 3.101, 1.9], // Cf
  99: [3.333, 3.089, 1.9], // Es
  100: [3.4, 3.1, 1.9], // Fm
  101: [3.47, 3.11, 1.9], // Md
  102: [3.475, 3.175, 1.9], // No
  103: [3.5, 3.2, 1.9], // Lr
};

/** Rappé & Goddard's λ in ζ = λ(2n + 1)/(2R), R in bohr (J. Phys. Chem. 1991, 95, 3358, eq 13). */
export const QEQ_LAMBDA = 0.4913;

/** Principal quantum number of the valence s shell: the period of element z. */
export function periodOf(z: number): number {
  const ends = [2, 10, 18, 36, 54, 86];
  const n = ends.findIndex((end) => z <= end);
  return n === -1 ? 7 : n + 1;
}

/**
 * QEq parameters from χ (eV), J (eV) and R (Å). ζ is Rappé & Goddard's tabulated value where their
 * Table I has the element with this R (hydrogen's own ζ⁰ = 1.0698, and oxygen's 0.9745 where eq 13
 * gives 0.9715: the table is kept), otherwise ζ from R by eq 13.
 */
export function qeqParameters(z: number, chi: number, j: number, radius: number): QeqParameters {
  const n = periodOf(z);
  const tabulated = QEQ_PARAMETERS[z];
  const zeta =
    tabulated?.radius === radius
      ? tabulated.zeta
      : (QEQ_LAMBDA * (2 * n + 1)) / (2 * (radius / BOHR_ANGSTROM));
  return { chi, j, radius, n, zeta };
}

/** The QEq radius R (Å) of UFF Table 1, also used by MEPO-QEq (mepo-data.ts). */
export function uffRadius(z: number): number | undefined {
  return UFF_TABLE_1[z]?.[2];
}

export const GMP_PARAMETERS: Readonly<Record<number, QeqParameters>> = Object.fromEntries(
  Object.entries(UFF_TABLE_1).map(([z, [chi, halfJ, r]]) => [z, qeqParameters(Number(z), chi, 2 * halfJ, r)]),
);
