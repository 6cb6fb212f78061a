import type { ClandpSource } from './sources.js';

/**
 * CL&P bonded terms, keyed by bonded class (ClandpAtomType.bondedClass), in the published units:
 * bonds E = ½ k (r − r0)² with r0 in Å and k in kJ/mol/Å²; angles E = ½ k (θ − θ0)² with θ0 in
 * degrees and k in kJ/mol/rad²; torsions in the OPLS form
 * E = ½V1(1 + cos φ) + ½V2(1 − cos 2φ) + ½V3(1 + cos 3φ) + ½V4(1 − cos 4φ) (kJ/mol); impropers in the
 * same form with V2 only, the central atom third. Rows cover the ions typeClandp recognises.
 */
export interface ClandpBond {
  readonly classes: readonly [string, string];
  readonly r0: number;
  readonly k: number;
  /** CL&P runs these bonds (C–H) constrained; the force constant is still given. */
  readonly constrained: boolean;
  readonly source: ClandpSource;
}

export interface ClandpAngle {
  readonly classes: readonly [string, string, string];
  readonly theta0: number;
  readonly k: number;
  readonly source: ClandpSource;
}

export interface ClandpTorsion {
  readonly classes: readonly [string, string, string, string];
  /** V1…V4, kJ/mol. */
  readonly v: readonly [number, number, number, number];
  readonly source: ClandpSource;
}

export interface ClandpImproper {
  /** Central atom third, as CL&P (and AMBER) write it. */
  readonly classes: readonly [string, string, string, string];
  /** V2, kJ/mol: E = ½V2(1 − cos 2φ). */
  readonly v2: number;
  readonly source: ClandpSource;
}

const bond = (a: string, b: string, r0: number, k: number, source: ClandpSource, constrained = false) =>
  ({ classes: [a, b], r0, k, constrained, source }) as const;
const angle = (a: string, b: string, c: string, theta0: number, k: number, source: ClandpSource) =>
  ({ classes: [a, b, c], theta0, k, source }) as const;
const torsion = (spec: string, v1: number, v2: number, v3: number, v4: number, source: ClandpSource) =>
  ({ classes: quad(spec), v: [v1, v2, v3, v4], source }) as const;
const improper = (spec: string, v2: number, source: ClandpSource) =>
  ({ classes: quad(spec), v2, source }) as const;

function quad(spec: string): readonly [string, string, string, string] {
  const [a = '', b = '', c = '', d = ''] = spec.split(/\s+/);
  return [a, b, c, d];
}

export const CLANDP_BONDS: readonly ClandpBond[] = [
  bond('HC', 'CT', 1.09, 2845.0, 'oplsAlkanes', true),
  bond('CT', 'CT', 1.529, 2242.0, 'oplsAlkanes'),
  bond('CA', 'CA', 1.4, 3924.6, 'amber'),
  bond('CA', 'HA', 1.08, 3071.1, 'amber', true),
  bond('CA', 'NA', 1.34, 4042.0, 'pyridinium'),
  bond('CR', 'HA', 1.08, 2845.0, 'imidazolium', true),
  bond('CW', 'HA', 1.08, 2845.0, 'imidazolium', true),
  bond('CR', 'NA', 1.315, 3992.0, 'imidazolium'),
  bond('CW', 'NA', 1.378, 3574.0, 'imidazolium'),
  bond('CW', 'CW', 1.341, 4352.0, 'imidazolium'),
  bond('NA', 'CT', 1.466, 2820.0, 'imidazolium'),
  bond('NT', 'CT', 1.448, 3196.6, 'ammonium'),
  bond('PT', 'CT', 1.81, 1775.0, 'pyridinium'),
  bond('B', 'F', 1.394, 3235.0, 'imidazolium'),
  bond('P', 'F', 1.606, 3100.0, 'pf6'),
  bond('FB', 'CF', 1.323, 3698.0, 'ammonium'),
  bond('CF', 'SB', 1.818, 1950.0, 'ammonium'),
  bond('SB', 'OB', 1.437, 5331.0, 'ammonium'),
  bond('NB', 'SB', 1.57, 3137.0, 'ammonium'),
  bond('N3', 'CZ', 1.31, 4206.0, 'pyridinium'),
  bond('CZ', 'NZ', 1.157, 5439.2, 'pyridinium'),
  bond('CO', 'O2', 1.25, 5489.0, 'oplsCarboxylates'),
  bond('CT', 'CO', 1.522, 2653.0, 'oplsCarboxylates'),
];

export const CLANDP_ANGLES: readonly ClandpAngle[] = [
  angle('CT', 'CT', 'CT', 112.7, 488.3, 'oplsAlkanes'),
  angle('CT', 'CT', 'HC', 110.7, 313.8, 'oplsAlkanes'),
  angle('HC', 'CT', 'HC', 107.8, 276.1, 'oplsAlkanes'),
  angle('CA', 'CA', 'HA', 120.0, 292.9, 'amber'),
  angle('CA', 'CA', 'CA', 120.0, 527.2, 'amber'),
  angle('CA', 'NA', 'CA', 120.4, 585.8, 'pyridinium'),
  angle('CA', 'NA', 'CT', 119.8, 585.8, 'pyridinium'),
  angle('CA', 'CA', 'NA', 120.0, 585.8, 'pyridinium'),
  angle('NA', 'CA', 'HA', 120.0, 292.9, 'pyridinium'),
  angle('CW', 'NA', 'CR', 108.0, 585.8, 'imidazolium'),
  angle('CW', 'NA', 'CT', 125.6, 585.8, 'imidazolium'),
  angle('CR', 'NA', 'CT', 126.4, 585.8, 'imidazolium'),
  angle('NA', 'CR', 'HA', 125.1, 292.9, 'imidazolium'),
  angle('NA', 'CR', 'NA', 109.8, 585.8, 'imidazolium'),
  angle('NA', 'CW', 'CW', 107.1, 585.8, 'imidazolium'),
  angle('NA', 'CW', 'HA', 122.0, 292.9, 'imidazolium'),
  angle('CW', 'CW', 'HA', 130.9, 292.9, 'imidazolium'),
  angle('NA', 'CT', 'HC', 110.7, 313.8, 'imidazolium'),
  angle('NA', 'CT', 'CT', 112.7, 488.3, 'imidazolium'),
  angle('NT', 'CT', 'CT', 109.5, 470.3, 'ammonium'),
  angle('CT', 'NT', 'CT', 107.2, 433.5, 'ammonium'),
  angle('HC', 'CT', 'NT', 109.5, 292.9, 'ammonium'),
  angle('CT', 'PT', 'CT', 109.5, 607.8, 'pyridinium'),
  angle('HC', 'CT', 'PT', 110.1, 389.9, 'pyridinium'),
  angle('CT', 'CT', 'PT', 115.2, 509.1, 'pyridinium'),
  angle('F', 'B', 'F', 109.5, 669.5, 'imidazolium'),
  // Octahedral PF6⁻: the 90° angles only; the three trans F–P–F are left out (see params/clandp).
  angle('F', 'P', 'F', 90.0, 1165.0, 'pf6'),
  angle('FB', 'CF', 'FB', 107.1, 781.0, 'ammonium'),
  angle('FB', 'CF', 'SB', 111.7, 694.0, 'ammonium'),
  angle('OB', 'SB', 'OB', 118.5, 969.0, 'ammonium'),
  angle('CF', 'SB', 'OB', 102.6, 870.0, 'ammonium'),
  angle('NB', 'SB', 'OB', 113.6, 789.0, 'ammonium'),
  angle('NB', 'SB', 'CF', 103.5, 764.0, 'ammonium'),
  angle('SB', 'NB', 'SB', 125.6, 671.0, 'ammonium'),
  angle('CZ', 'N3', 'CZ', 118.5, 362.0, 'pyridinium'),
  angle('N3', 'CZ', 'NZ', 175.2, 425.0, 'pyridinium'),
  angle('O2', 'CO', 'O2', 126.0, 669.4, 'oplsCarboxylates'),
  angle('CT', 'CO', 'O2', 117.0, 585.8, 'oplsCarboxylates'),
  angle('HC', 'CT', 'CO', 109.5, 292.9, 'oplsCarboxylates'),
];

export const CLANDP_TORSIONS: readonly ClandpTorsion[] = [
  torsion('HC CT CT HC', 0, 0, 1.2552, 0, 'oplsAlkanes'),
  torsion('CT CT CT HC', 0, 0, 1.2552, 0, 'oplsAlkanes'),
  torsion('CT CT CT CT', 5.4392, -0.2092, 0.8368, 0, 'oplsAlkanes'),
  torsion('CA CA CA CA', 0, 30.334, 0, 0, 'amber'),
  torsion('CA CA CA HA', 0, 30.334, 0, 0, 'amber'),
  torsion('HA CA CA HA', 0, 30.334, 0, 0, 'amber'),
  torsion('NA CA CA CA', 0, 30.334, 0, 0, 'pyridinium'),
  torsion('NA CA CA HA', 0, 30.334, 0, 0, 'pyridinium'),
  torsion('CA NA CA CA', 0, 12.552, 0, 0, 'pyridinium'),
  torsion('CA NA CA HA', 0, 12.552, 0, 0, 'pyridinium'),
  torsion('CT NA CA CA', 0, 12.552, 0, 0, 'pyridinium'),
  torsion('CT NA CA HA', 0, 12.552, 0, 0, 'pyridinium'),
  torsion('CA NA CT HC', 0, 0, 0, 0, 'pyridinium'),
  torsion('CA NA CT CT', 0, 1.092, 0, 0.793, 'pyridinium'),
  torsion('CW NA CR NA', 0, 19.46, 0, 0, 'imidazolium'),
  torsion('CW NA CR HA', 0, 19.46, 0, 0, 'imidazolium'),
  torsion('CT NA CR NA', 0, 19.46, 0, 0, 'imidazolium'),
  torsion('CT NA CR HA', 0, 19.46, 0, 0, 'imidazolium'),
  torsion('CR NA CW CW', 0, 12.552, 0, 0, 'imidazolium'),
  torsion('CR NA CW HA', 0, 12.552, 0, 0, 'imidazolium'),
  torsion('CT NA CW CW', 0, 12.552, 0, 0, 'imidazolium'),
  torsion('CT NA CW HA', 0, 12.552, 0, 0, 'imidazolium'),
  torsion('NA CW CW NA', 0, 44.98, 0, 0, 'imidazolium'),
  torsion('NA CW CW HA', 0, 44.98, 0, 0, 'imidazolium'),
  torsion('HA CW CW HA', 0, 44.98, 0, 0, 'imidazolium'),
  torsion('CW NA CT HC', 0, 0, 0.519, 0, 'imidazolium'),
  torsion('CR NA CT HC', 0, 0, 0, 0, 'imidazolium'),
  torsion('CW NA CT CT', -7.1535, 6.1064, 0.7939, 0, 'imidazolium'),
  torsion('CR NA CT CT', -5.2691, 0, 0, 0, 'imidazolium'),
  torsion('NA CT CT CT', -7.4797, 3.1642, -1.2026, 0, 'imidazolium'),
  torsion('NA CT CT HC', 0, 0, 0.367, 0, 'imidazolium'),
  torsion('HC CT CT NT', -4.2384, -2.9665, 1.979, 0, 'ammonium'),
  torsion('CT CT CT NT', 10.0081, -2.82, 2.3012, 0, 'ammonium'),
  torsion('CT NT CT CT', 1.7405, -0.5356, 2.9079, 0, 'ammonium'),
  torsion('HC CT NT CT', 0, 0, 2.343, 0, 'ammonium'),
  torsion('CT PT CT HC', 0, 0, 0.927, 0, 'pyridinium'),
  torsion('CT PT CT CT', 0, 0, 1.133, 0, 'pyridinium'),
  torsion('PT CT CT HC', 0, 0, 0.465, 0, 'pyridinium'),
  torsion('PT CT CT CT', -3.248, 0.988, -0.715, 0, 'pyridinium'),
  torsion('OB SB CF FB', 0, 0, 1.451, 0, 'ammonium'),
  torsion('NB SB CF FB', 0, 0, 1.322, 0, 'ammonium'),
  torsion('OB SB NB SB', 0, 0, -0.015, 0, 'ammonium'),
  torsion('SB NB SB CF', 32.773, -10.42, -3.195, 0, 'ammonium'),
  torsion('NZ CZ N3 CZ', 0, 0, 0, 0, 'pyridinium'),
  torsion('HC CT CO O2', 0, 0, 0, 0, 'oplsCarboxylates'),
];

export const CLANDP_IMPROPERS: readonly ClandpImproper[] = [
  improper('CA CA CA HA', 9.2048, 'amber'),
  improper('CA CA CA CA', 9.2048, 'amber'),
  improper('CA CA CA CT', 9.2048, 'amber'),
  improper('CA CA NA CT', 9.2048, 'amber'),
  improper('CA NA CA HA', 9.2048, 'amber'),
  improper('CR CW NA CT', 8.368, 'amber'),
  improper('NA NA CR HA', 9.2048, 'amber'),
  improper('NA CW CW HA', 9.2048, 'amber'),
  improper('CT O2 CO O2', 87.864, 'amber'),
];
