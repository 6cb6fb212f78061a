import type { BondedTable } from './tables';

/**
 * What the parameters after the function type of a bonded row mean, per GROMACS function type (the
 * GROMACS reference manual's topology table, "Details of [ moleculetype ] directives"), as data: step 3
 * names its columns from here. Units are GROMACS's; "degrees" is the one unit the interface translates.
 */

/** Names of the forms (topology.form.* in the i18n catalogue). */
export type FormName =
  | 'bond'
  | 'g96Bond'
  | 'morse'
  | 'cubic'
  | 'connection'
  | 'harmonicPotential'
  | 'fene'
  | 'tabulatedBond'
  | 'tabulatedBondNoExclusions'
  | 'restraint'
  | 'angle'
  | 'g96Angle'
  | 'crossBondBond'
  | 'crossBondAngle'
  | 'ureyBradley'
  | 'quarticAngle'
  | 'tabulatedAngle'
  | 'linearAngle'
  | 'restrictedBending'
  | 'proper'
  | 'improper'
  | 'ryckaertBellemans'
  | 'periodicImproper'
  | 'fourier'
  | 'tabulatedDihedral'
  | 'properMultiple'
  | 'restrictedDihedral'
  | 'bendingTorsion'
  | 'uffAngle'
  | 'cosinePeriodicAngle'
  | 'uffInversion'
  | 'umbrellaInversion';

/** Names of the parameters (topology.param.* in the i18n catalogue). */
export type ParamName =
  | 'bondLength'
  | 'forceConstant'
  | 'wellDepth'
  | 'steepness'
  | 'coefficient'
  | 'maxLength'
  | 'tableNumber'
  | 'scale'
  | 'lowerBound'
  | 'upperBound'
  | 'angle'
  | 'distance'
  | 'ubDistance'
  | 'ubForceConstant'
  | 'position'
  | 'phase'
  | 'multiplicity';

/** The unit the interface translates; every other unit is shown as written. */
export const DEGREES = 'degrees';

export interface ParamSpec {
  readonly name: ParamName;
  /** The manual's symbol, where the name alone does not tell the parameters apart (kφ, C0, r13). */
  readonly symbol?: string;
  readonly unit?: string;
  /** Whole numbers (multiplicity, table number) are shown without decimals. */
  readonly integer?: boolean;
}

export interface FunctForm {
  readonly form: FormName;
  readonly parameters: readonly ParamSpec[];
}

const KJ = 'kJ/mol';
const NM = 'nm';
const p = (name: ParamName, unit?: string, symbol?: string): ParamSpec => ({
  name,
  ...(unit === undefined ? {} : { unit }),
  ...(symbol === undefined ? {} : { symbol }),
});
const whole = (name: ParamName): ParamSpec => ({ name, integer: true });
const series = (letter: string, from: number, to: number, unit: (i: number) => string): ParamSpec[] =>
  Array.from({ length: to - from + 1 }, (_, k) => p('coefficient', unit(from + k), `${letter}${from + k}`));

const harmonicBond = [p('bondLength', NM), p('forceConstant', 'kJ/mol/nm^2')];
const tabulated = [whole('tableNumber'), p('scale', KJ, 'k')];
const harmonicAngle = [p('angle', DEGREES), p('forceConstant', 'kJ/mol/rad^2')];
const periodic = [p('phase', DEGREES, 'φs'), p('forceConstant', KJ, 'kφ'), whole('multiplicity')];

const BOND_FORMS: Readonly<Record<number, FunctForm>> = {
  1: { form: 'bond', parameters: harmonicBond },
  2: { form: 'g96Bond', parameters: [p('bondLength', NM), p('forceConstant', 'kJ/mol/nm^4')] },
  3: {
    form: 'morse',
    parameters: [p('bondLength', NM), p('wellDepth', KJ, 'D'), p('steepness', 'nm^-1', 'β')],
  },
  4: {
    form: 'cubic',
    parameters: [
      p('bondLength', NM),
      p('coefficient', 'kJ/mol/nm^2', 'C2'),
      p('coefficient', 'kJ/mol/nm^3', 'C3'),
    ],
  },
  5: { form: 'connection', parameters: [] },
  6: { form: 'harmonicPotential', parameters: harmonicBond },
  7: { form: 'fene', parameters: [p('maxLength', NM, 'bm'), p('forceConstant', 'kJ/mol/nm^2')] },
  8: { form: 'tabulatedBond', parameters: tabulated },
  9: { form: 'tabulatedBondNoExclusions', parameters: tabulated },
  10: {
    form: 'restraint',
    parameters: [
      p('lowerBound', NM, 'low'),
      p('upperBound', NM, 'up1'),
      p('upperBound', NM, 'up2'),
      p('forceConstant', 'kJ/mol/nm^2', 'kdr'),
    ],
  },
};

const ANGLE_FORMS: Readonly<Record<number, FunctForm>> = {
  1: { form: 'angle', parameters: harmonicAngle },
  2: { form: 'g96Angle', parameters: [p('angle', DEGREES), p('forceConstant', KJ)] },
  3: {
    form: 'crossBondBond',
    parameters: [
      p('distance', NM, 'r1e'),
      p('distance', NM, 'r2e'),
      p('forceConstant', 'kJ/mol/nm^2', "krr'"),
    ],
  },
  4: {
    form: 'crossBondAngle',
    parameters: [
      p('distance', NM, 'r1e'),
      p('distance', NM, 'r2e'),
      p('distance', NM, 'r3e'),
      p('forceConstant', 'kJ/mol/nm^2', 'krθ'),
    ],
  },
  5: {
    form: 'ureyBradley',
    parameters: [...harmonicAngle, p('ubDistance', NM, 'r13'), p('ubForceConstant', 'kJ/mol/nm^2', 'kUB')],
  },
  6: {
    form: 'quarticAngle',
    parameters: [p('angle', DEGREES), ...series('C', 0, 4, (i) => (i === 0 ? KJ : `kJ/mol/rad^${i}`))],
  },
  8: { form: 'tabulatedAngle', parameters: tabulated },
  9: {
    form: 'linearAngle',
    parameters: [p('position', undefined, 'a'), p('forceConstant', 'kJ/mol/nm^2', 'klin')],
  },
  10: { form: 'restrictedBending', parameters: [p('angle', DEGREES), p('forceConstant', KJ)] },
  // TopoForge's own tags for the materials force fields' forms (chem core/system.ts, ADR 0015).
  101: { form: 'uffAngle', parameters: [p('angle', DEGREES, 'θ0'), p('forceConstant', KJ, 'k')] },
  102: {
    form: 'cosinePeriodicAngle',
    parameters: [
      p('angle', DEGREES, 'θ0'),
      p('forceConstant', KJ, 'k'),
      p('coefficient', undefined, 'c'),
      whole('multiplicity'),
    ],
  },
};

/** Dihedral function types; the IMPROPER table uses the same ones (GROMACS writes both as [ dihedrals ]). */
const DIHEDRAL_FORMS: Readonly<Record<number, FunctForm>> = {
  1: { form: 'proper', parameters: periodic },
  2: { form: 'improper', parameters: [p('angle', DEGREES, 'ξ0'), p('forceConstant', 'kJ/mol/rad^2', 'kξ')] },
  3: { form: 'ryckaertBellemans', parameters: series('C', 0, 5, () => KJ) },
  4: { form: 'periodicImproper', parameters: periodic },
  // The manual's table lists C1…C5 here, but grompp reads four coefficients (OPLS's F1…F4).
  5: { form: 'fourier', parameters: series('F', 1, 4, () => KJ) },
  8: { form: 'tabulatedDihedral', parameters: tabulated },
  9: { form: 'properMultiple', parameters: periodic },
  10: { form: 'restrictedDihedral', parameters: [p('angle', DEGREES, 'φ0'), p('forceConstant', KJ, 'kφ')] },
  11: { form: 'bendingTorsion', parameters: series('a', 0, 4, () => KJ) },
};

/** The IMPROPER table: GROMACS's dihedral types, and the UFF and DREIDING inversions (ADR 0015). */
const IMPROPER_FORMS: Readonly<Record<number, FunctForm>> = {
  ...DIHEDRAL_FORMS,
  101: {
    form: 'uffInversion',
    parameters: [p('forceConstant', KJ, 'k'), ...[0, 1, 2].map((i) => p('coefficient', undefined, `C${i}`))],
  },
  102: { form: 'umbrellaInversion', parameters: [p('angle', DEGREES, 'ψ0'), p('forceConstant', KJ, 'k')] },
};

const FORMS: Readonly<Record<BondedTable, Readonly<Record<number, FunctForm>>>> = {
  bonds: BOND_FORMS,
  angles: ANGLE_FORMS,
  dihedrals: DIHEDRAL_FORMS,
  impropers: IMPROPER_FORMS,
};

/** The form of one function type of a table, or undefined for a function type GROMACS does not define. */
export function functForm(table: BondedTable, funct: string): FunctForm | undefined {
  const code = Number(funct);
  return Number.isInteger(code) ? FORMS[table][code] : undefined;
}

/**
 * The `count` parameter columns of one function-type group: the form's parameters in order, and a
 * numbered parameter (null) for each one past them (or for all of an unknown function type).
 */
export function parameterSpecs(table: BondedTable, funct: string, count: number): (ParamSpec | null)[] {
  const known = functForm(table, funct)?.parameters ?? [];
  return Array.from({ length: count }, (_, i) => known[i] ?? null);
}
