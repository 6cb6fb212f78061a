import type { ClandpSource } from './sources.js';

/**
 * One CL&P atom type as the papers define it: the type carries its own charge (CL&P charges are per
 * type, chosen so that each ion sums to an integer), its Lennard-Jones pair, and the bonded class that
 * the bond, angle, dihedral and improper tables are keyed by (several types share one class: C1, C2,
 * CS and CT are all class CT). Units as published: σ in Å, ε in kJ/mol, mass in g/mol.
 */
export interface ClandpAtomType {
  readonly name: string;
  readonly bondedClass: string;
  readonly mass: number;
  readonly charge: number;
  readonly sigma: number;
  readonly epsilon: number;
  readonly source: ClandpSource;
}

type Row = readonly [
  name: string,
  bondedClass: string,
  mass: number,
  charge: number,
  sigma: number,
  epsilon: number,
];

const family = (source: ClandpSource, rows: readonly Row[]): ClandpAtomType[] =>
  rows.map(([name, bondedClass, mass, charge, sigma, epsilon]) => ({
    name,
    bondedClass,
    mass,
    charge,
    sigma,
    epsilon,
    source,
  }));

/** Alkyl chains: OPLS-AA carbons and hydrogens with the charges CL&P uses away from the head group. */
const ALKYL = family('oplsAlkanes', [
  ['CT', 'CT', 12.011, -0.18, 3.5, 0.27614], // terminal CH3
  ['CS', 'CT', 12.011, -0.12, 3.5, 0.27614], // CH2 from the third carbon on
  ['CT2', 'CT', 12.011, -0.12, 3.5, 0.27614], // the same CH2, as il.ff's phosphonium files name it
  ['HC', 'HC', 1.008, 0.06, 2.5, 0.12552],
]);

/** Head-group neighbours of the chains (imidazolium, pyridinium, pyrrolidinium, ammonium). */
const SIDE_CHAIN = family('imidazolium', [
  ['C1', 'CT', 12.011, -0.17, 3.5, 0.27614], // CH3 on the head
  ['C1A', 'CT', 12.011, -0.17, 3.5, 0.27614], // CH2 on the head (same numbers as C1)
  ['H1', 'HC', 1.008, 0.13, 2.5, 0.12552],
  ['C2', 'CT', 12.011, 0.01, 3.5, 0.27614], // second chain carbon, CH2
  ['CE', 'CT', 12.011, -0.05, 3.5, 0.27614], // second chain carbon of an ethyl, CH3
]);

const IMIDAZOLIUM = family('imidazolium', [
  ['NA', 'NA', 14.007, 0.15, 3.25, 0.71128],
  ['CR', 'CR', 12.011, -0.11, 3.55, 0.29288],
  ['CW', 'CW', 12.011, -0.13, 3.55, 0.29288],
  ['HCR', 'HA', 1.008, 0.21, 2.42, 0.12552],
  ['HCW', 'HA', 1.008, 0.21, 2.42, 0.12552],
]);

const PYRIDINIUM = family('pyridinium', [
  ['NAP', 'NA', 14.007, 0.15, 3.25, 0.71128],
  ['CAPO', 'CA', 12.011, 0.0, 3.55, 0.29288], // ortho
  ['CAPM', 'CA', 12.011, -0.07, 3.55, 0.29288], // meta
  ['CAPP', 'CA', 12.011, 0.02, 3.55, 0.29288], // para
  ['HAP', 'HA', 1.008, 0.15, 2.42, 0.12552],
]);

/** Quaternary ammonium nitrogen, tetraalkylammonium and N,N-dialkylpyrrolidinium alike. */
const AMMONIUM = family('ammonium', [['N4', 'NT', 14.007, 0.12, 3.25, 0.71128]]);

const PHOSPHONIUM = family('pyridinium', [
  ['P3', 'PT', 30.974, 0.68, 3.74, 0.8368],
  ['C1P', 'CT', 12.011, -0.31, 3.5, 0.27614],
]);

/**
 * The halides: il.ff (2021) gives OPLS-AA's ion parameters; the 2004 and 2006 papers had used
 * Cl σ 3.65 Å, ε 0.83 kJ/mol and Br σ 3.97 Å, ε 0.86 kJ/mol. The charges (−1) are the same.
 */
const HALIDES = family('oplsHalides', [
  ['Cl', 'Cl', 35.453, -1.0, 4.41724, 0.492833],
  ['Br', 'Br', 79.904, -1.0, 4.62376, 0.37656],
]);

const TETRAFLUOROBORATE = family('imidazolium', [
  ['B', 'B', 10.811, 0.96, 3.58, 0.3975],
  ['FB', 'F', 18.998, -0.49, 3.12, 0.2552],
]);

const HEXAFLUOROPHOSPHATE = family('imidazolium', [
  ['P', 'P', 30.974, 1.34, 3.74, 0.8368],
  ['FP', 'F', 18.998, -0.39, 3.12, 0.2552],
]);

/** Bistriflamide (NTf2⁻) and triflate (OTf⁻): the triflate oxygens carry their own charge. */
const SULFONYL = family('ammonium', [
  ['CBT', 'CF', 12.011, 0.35, 3.5, 0.27614],
  ['SBT', 'SB', 32.066, 1.02, 3.55, 1.046],
  ['NBT', 'NB', 14.0, -0.66, 3.25, 0.71128],
  ['OBT', 'OB', 15.999, -0.53, 3.15, 0.83736],
  ['F1', 'FB', 18.998, -0.16, 3.118, 0.2554],
]);
const TRIFLATE = family('triflate', [['OTF', 'OB', 15.999, -0.63, 3.15, 0.83736]]);

const DICYANAMIDE = family('pyridinium', [
  ['N3A', 'N3', 14.0, -0.76, 3.25, 0.71128],
  ['CZA', 'CZ', 12.011, 0.64, 3.3, 0.27614],
  ['NZA', 'NZ', 14.001, -0.76, 3.2, 0.71128],
]);

const CARBOXYLATE = family('oplsCarboxylates', [
  ['O2', 'O2', 15.999, -0.8, 2.96, 0.87864],
  ['CO2', 'CO', 12.011, 0.7, 3.75, 0.43932],
  ['CTA', 'CT', 12.011, -0.28, 3.5, 0.27614], // the acetate methyl
]);

export const CLANDP_ATOM_TYPES: ReadonlyMap<string, ClandpAtomType> = new Map(
  [
    ...ALKYL,
    ...SIDE_CHAIN,
    ...IMIDAZOLIUM,
    ...PYRIDINIUM,
    ...AMMONIUM,
    ...PHOSPHONIUM,
    ...HALIDES,
    ...TETRAFLUOROBORATE,
    ...HEXAFLUOROPHOSPHATE,
    ...SULFONYL,
    ...TRIFLATE,
    ...DICYANAMIDE,
    ...CARBOXYLATE,
  ].map((t) => [t.name, t]),
);
