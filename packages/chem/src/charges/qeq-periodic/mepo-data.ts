import { QEQ_PARAMETERS } from '../qeq/qeq-data.js';
import type { QeqParameters } from '../qeq/qeq-data.js';
import { qeqParameters, uffRadius } from './gmp-data.js';

/**
 * MEPO-QEq parameters: E. S. Kadantsev, P. G. Boyd, T. D. Daff & T. K. Woo, "Fast and Accurate
 * Electrostatics in Metal Organic Frameworks with a Robust Charge Equilibration Parameterization for
 * High-Throughput Virtual Screening of Gas Adsorption", J. Phys. Chem. Lett. 2013, 4, 3056–3061:
 * QEq electronegativity χ and hardness J refitted to the periodic DFT electrostatic potential of 543
 * MOFs (Zn, Cu and V building units), for the eleven elements below.
 *
 * Source of the numbers: the authors' own program eGULP (E. S. Kadantsev's QEq code with Ewald sums,
 * public as github.com/danieleongari/egulp, the version Ongari et al., JCTC 2019, 15, 382 ran),
 * file data/MEPO.param, whose columns are χ (eV) and ½J (eV) — the program doubles the second
 * column (src/param.c prints it as "Hardness 0.5J", src/egulp.c adds 2·value to the diagonal). The
 * paper's own table was not available to us to compare; the values are given here as that file
 * carries them. The file also lists four typed variants (O bonded to N, O_S, O_SH, hydroxyl H_O) that
 * eGULP never assigns from a structure (its reader maps only element symbols); they are not used.
 *
 * Elements the file does not list keep eGULP's built-in Rappé–Goddard values: that matters for
 * hydrogen only, which the method therefore takes from Rappé & Goddard's Table I (qeq-data.ts), with
 * its charge-dependent ζ and J. Slater radii: the QEq radius R of UFF Table 1 (gmp-data.ts), as eGULP
 * uses for every element. Every other element has no MEPO value: the method refuses it.
 *
 * Each row: [χ (eV), ½J (eV)].
 */
const MEPO_TABLE: Readonly<Record<number, readonly [number, number]>> = {
  6: [5.431, 5.857], // C
  7: [6.688, 6.622], // N
  8: [8.714, 8.568], // O
  9: [6.416, 11.131], // F
  16: [3.369, 5.092], // S
  17: [5.821, 7.273], // Cl
  23: [4.093, 4.217], // V
  29: [5.429, 3.468], // Cu
  30: [3.701, 4.463], // Zn
  35: [5.692, 8.76], // Br
  53: [5.431, 5.72], // I
};

export const MEPO_PARAMETERS: Readonly<Record<number, QeqParameters>> = {
  1: QEQ_PARAMETERS[1]!,
  ...Object.fromEntries(
    Object.entries(MEPO_TABLE).map(([z, [chi, halfJ]]) => [
      z,
      qeqParameters(Number(z), chi, 2 * halfJ, uffRadius(Number(z))!),
    ]),
  ),
};
