import { ChemError } from '../../core/errors.js';
import type { UffAtomParameters, UffParameters } from './uff-prm.js';

/**
 * UFF4MOF: the atom types Addicoat, Vankova, Akter & Heine (J. Chem. Theory Comput. 2014, 10, 880,
 * doi:10.1021/ct400952t) and Coupry, Addicoat & Heine (J. Chem. Theory Comput. 2016, 12, 5215,
 * doi:10.1021/acs.jctc.6b00664) add to UFF for metal–organic frameworks. Both papers fit only the
 * valence radius r1 and the natural angle θ0 of each new type; every other column (x1, D1, ζ, Z*,
 * V, U, χ) is that of the element's original UFF type, and the parameters of original UFF are not
 * modified (2016, abstract). So this module holds r1 and θ0 with the paper each comes from, and
 * `withUff4mof` takes the rest from UFF.prm at run time through the `parent` type named here.
 *
 * Checked against the authors' own table (AuToGraFS data/uff4mof.csv, Coupry, an author of both
 * papers) and compared with lammps-interface's UFF4MOF table, whose inherited columns carry copy
 * errors that inheriting from UFF.prm avoids (the tests pin them):
 * - Pt4+2 r1: lammps-interface 1.125, which is the 2016 Pt4f2 radius; UFF's Pt4+2 keeps 1.364.
 * - Cu4+2 Z*: lammps-interface 2.43; copper's Z* in UFF is 1.756 (Cu3+1).
 * - Co3+2 and Co4+2 Z*: lammps-interface 1.308 (zinc's); cobalt's Z* in UFF is 2.43 (Co6+3).
 * - Sc6+3 Z*: lammps-interface 2.595; scandium's is 2.592 (Sc3+3).
 * - the eight-coordinate "8f4" types: θ0 72.4° in the authors' table, 109.47° in lammps-interface;
 *   we follow the authors.
 * S_3_f (2016) is left out: its r1 (0.854, S_2's radius) and its parent could not be confirmed.
 */
export type Uff4mofSource = 'Addicoat 2014' | 'Coupry 2016';

export const UFF4MOF_SOURCES: Readonly<Record<Uff4mofSource, string>> = {
  'Addicoat 2014':
    'Addicoat, Vankova, Akter & Heine, J. Chem. Theory Comput. 2014, 10, 880, doi:10.1021/ct400952t',
  'Coupry 2016':
    'Coupry, Addicoat & Heine, J. Chem. Theory Comput. 2016, 12, 5215, doi:10.1021/acs.jctc.6b00664',
};

export interface Uff4mofType {
  readonly type: string;
  /** Å. */
  readonly r1: number;
  /** Degrees. */
  readonly theta0: number;
  /** The original UFF type whose other columns this type shares. */
  readonly parent: string;
  readonly source: Uff4mofSource;
}

const A = 'Addicoat 2014';
const C = 'Coupry 2016';
const T = 109.47;
const ANTIPRISM = 72.4;

/** [type, r1 Å, θ0 degrees, parent UFF type, paper]. */
const ROWS: readonly (readonly [string, number, number, string, Uff4mofSource])[] = [
  // Addicoat 2014: the SBU oxygens and the paddlewheel, Zn4O and octahedral-chain metals.
  ['O_3_f', 0.634, T, 'O_3', A],
  ['O_2_z', 0.528, 120, 'O_2', A],
  ['Al6+3', 1.22, 90, 'Al3', A],
  ['Sc6+3', 1.44, 90, 'Sc3+3', A],
  ['Ti4+2', 1.38, 90, 'Ti3+4', A],
  ['V_4+2', 1.18, 90, 'V_3+5', A],
  ['V_6+3', 1.3, 90, 'V_3+5', A],
  ['Cr4+2', 1.1, 90, 'Cr6+3', A],
  ['Cr6f3', 1.28, 90, 'Cr6+3', A],
  ['Mn6+3', 1.34, 90, 'Mn6+2', A],
  ['Mn4+2', 1.26, 90, 'Mn6+2', A],
  ['Fe6+3', 1.32, 90, 'Fe3+2', A],
  ['Fe4+2', 1.1, 90, 'Fe3+2', A],
  ['Co6+2', 1.241, 90, 'Co6+3', A],
  ['Co3+2', 1.24, T, 'Co6+3', A],
  ['Co4+2', 1.16, 90, 'Co6+3', A],
  ['Cu4+2', 1.28, 90, 'Cu3+1', A],
  ['Zn4+2', 1.34, 90, 'Zn3+2', A],
  ['Zn3f2', 1.24, T, 'Zn3+2', A],
  // Coupry 2016: fourth- and fifth-row metals, lanthanides, more geometries.
  ['Li3f2', 1.28, T, 'Li', C],
  ['Na3f2', 1.623, T, 'Na', C],
  ['Na4f2', 1.79, 90, 'Na', C],
  ['Mg6f3', 1.525, 90, 'Mg3+2', C],
  ['Al3f2', 1.28, T, 'Al3', C],
  ['K_3f2', 2.38, T, 'K_', C],
  ['K_4f2', 2.01, 90, 'K_', C],
  ['Ca1f1', 1.56, 180, 'Ca6+2', C],
  ['Ca3f2', 1.705, T, 'Ca6+2', C],
  ['Ti8f4', 1.46, ANTIPRISM, 'Ti3+4', C],
  ['V_3f2', 1.12, T, 'V_3+5', C],
  ['Mn1f1', 1.38, 180, 'Mn6+2', C],
  ['Mn3f2', 1.18, T, 'Mn6+2', C],
  ['Mn8f4', 1.52, ANTIPRISM, 'Mn6+2', C],
  ['Fe1f1', 1.38, 180, 'Fe3+2', C],
  ['Co1f1', 1.28, 180, 'Co6+3', C],
  ['Co2f2', 1.25, 120, 'Co6+3', C],
  ['Cu1f1', 1.24, 180, 'Cu3+1', C],
  ['Cu2f2', 1.11, 120, 'Cu3+1', C],
  ['Cu3f2', 1.19, T, 'Cu3+1', C],
  ['Zn1f1', 1.3, 180, 'Zn3+2', C],
  ['Zn2f2', 1.3, 120, 'Zn3+2', C],
  ['Ga3f2', 1.15, T, 'Ga3+3', C],
  ['Ga6f3', 1.48, 90, 'Ga3+3', C],
  ['Sr8f4', 1.82, ANTIPRISM, 'Sr6+2', C],
  ['Y_6f3', 1.6, 90, 'Y_3+3', C],
  ['Y_8f4', 1.68, ANTIPRISM, 'Y_3+3', C],
  ['Zr6f3', 1.25, 90, 'Zr3+4', C],
  ['Zr8f4', 1.68, ANTIPRISM, 'Zr3+4', C],
  ['Nb8f4', 1.37, ANTIPRISM, 'Nb3+5', C],
  ['Mo3f2', 1.24, T, 'Mo6+6', C],
  ['Mo4f2', 1.4, 90, 'Mo6+6', C],
  ['Mo8f4', 1.28, ANTIPRISM, 'Mo6+6', C],
  ['Ru4f2', 1.32, 90, 'Ru6+2', C],
  ['Rh4f2', 1.22, 90, 'Rh6+3', C],
  ['Pd6f3', 1.19, 90, 'Pd4+2', C],
  ['Ag1f1', 1.22, 180, 'Ag1+1', C],
  ['Ag2f2', 1.34, 120, 'Ag1+1', C],
  ['Ag3f2', 1.48, T, 'Ag1+1', C],
  ['Ag4f2', 1.51, 90, 'Ag1+1', C],
  ['Cd1f1', 1.4, 180, 'Cd3+2', C],
  ['Cd3f2', 1.29, T, 'Cd3+2', C],
  ['Cd4f2', 1.46, 90, 'Cd3+2', C],
  ['Cd8f4', 1.64, ANTIPRISM, 'Cd3+2', C],
  ['In3f2', 1.33, T, 'In3+3', C],
  ['In6f3', 1.53, 90, 'In3+3', C],
  ['In8f4', 1.53, ANTIPRISM, 'In3+3', C],
  ['Ba3f2', 2.04, T, 'Ba6+2', C],
  ['La2f2', 1.86, 120, 'La3+3', C],
  ['La8f4', 1.66, ANTIPRISM, 'La3+3', C],
  ['Ce8f4', 1.76, ANTIPRISM, 'Ce6+3', C],
  ['Pr8f4', 1.83, ANTIPRISM, 'Pr6+3', C],
  ['Nd8f4', 1.78, ANTIPRISM, 'Nd6+3', C],
  ['Sm8f4', 1.78, ANTIPRISM, 'Sm6+3', C],
  ['Eu6f3', 1.6, 90, 'Eu6+3', C],
  ['Eu8f4', 1.74, ANTIPRISM, 'Eu6+3', C],
  ['Gd6f3', 1.55, 90, 'Gd6+3', C],
  ['Gd8f4', 1.7, ANTIPRISM, 'Gd6+3', C],
  ['Tb8f4', 1.64, ANTIPRISM, 'Tb6+3', C],
  ['Dy6f3', 1.58, 90, 'Dy6+3', C],
  ['Dy8f4', 1.7, ANTIPRISM, 'Dy6+3', C],
  ['Ho8f4', 1.7, ANTIPRISM, 'Ho6+3', C],
  ['Er8f4', 1.64, ANTIPRISM, 'Er6+3', C],
  ['Tm8f4', 1.67, ANTIPRISM, 'Tm6+3', C],
  ['Yb6f3', 1.45, 90, 'Yb6+3', C],
  ['Yb8f4', 1.62, ANTIPRISM, 'Yb6+3', C],
  ['Lu1f1', 1.65, 180, 'Lu6+3', C],
  ['Lu8f4', 1.66, ANTIPRISM, 'Lu6+3', C],
  ['Hf8f4', 1.46, ANTIPRISM, 'Hf3+4', C],
  ['W_3f4', 1.16, T, 'W_6+6', C],
  ['W_4f2', 1.345, 90, 'W_6+6', C],
  ['W_8f4', 1.27, ANTIPRISM, 'W_6+6', C],
  ['Re6f3', 1.23, 90, 'Re6+5', C],
  ['Pt4f2', 1.125, 90, 'Pt4+2', C],
  ['Au1f1', 1.11, 180, 'Au4+3', C],
  ['Hg3f2', 1.248, T, 'Hg1+2', C],
  ['Pb4f2', 1.67, 90, 'Pb3', C],
  ['U_6f3', 1.65, 90, 'U_6+4', C],
  ['U_8f4', 1.73, ANTIPRISM, 'U_6+4', C],
];

export const UFF4MOF_TYPES: ReadonlyMap<string, Uff4mofType> = new Map(
  ROWS.map(([type, r1, theta0, parent, source]) => [type, { type, r1, theta0, parent, source }]),
);

/**
 * UFF.prm's types plus the UFF4MOF types, each new type with r1 and θ0 from its paper and the other
 * columns from its parent in UFF.prm (whose line it names). A parent missing from the file is an error.
 */
export function withUff4mof(uff: UffParameters): UffParameters {
  const types = new Map<string, UffAtomParameters>(uff.types);
  for (const t of UFF4MOF_TYPES.values()) {
    const parent = uff.types.get(t.parent);
    if (!parent) {
      throw new ChemError(
        'missing-parameter',
        `UFF4MOF type ${t.type} takes its nonbond, charge and torsion columns from UFF's ${t.parent}, which ${uff.source} lacks.`,
      );
    }
    types.set(t.type, {
      ...parent,
      type: t.type,
      r1: t.r1,
      theta0: t.theta0,
      source: `UFF4MOF (${UFF4MOF_SOURCES[t.source]}): r1, θ0; other columns ${t.parent} of ${parent.source}${
        parent.line === undefined ? '' : `, line ${parent.line}`
      }`,
      line: undefined,
    });
  }
  return { source: uff.source, types };
}
