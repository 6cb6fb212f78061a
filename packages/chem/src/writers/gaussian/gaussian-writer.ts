import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { refuseNonbondedPairs } from '../../params/nonbonded-pairs.js';
import type { System } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { bondNeighbours } from '../bond-graph.js';
import type { CharmmTorsionTerm } from '../charmm/model.js';
import { kcal } from '../charmm/terms.js';
import { atomList, checkForms } from '../check-forms.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { angleKey, graphAngles, graphTermsByKey, graphTorsions, torsionKey } from '../graph-terms.js';
import { fixed, num } from '../number-format.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { checkResidueName } from '../residue-name.js';
import { TextLines } from '../text-lines.js';

/*
 * Gaussian's AMBER molecular mechanics with the parameters in the input (Amber=SoftFirst: the input's
 * parameters take precedence over the built-in ones), usable as the low layer of an ONIOM job:
 *   HrmStr1 A B K r0          E = K (r − r0)²            kcal/mol/Å², Å
 *   HrmBnd1 A B C K θ0        E = K (θ − θ0)²            kcal/mol/rad², degrees
 *   AmbTrs A B C D δ1…δ4 V1…V4 NPaths   E = Σn (Vn/NPaths) [1 + cos(nφ − δn)], n = 1…4
 *   ImpTrs A B C D V δ n      E = V [1 + cos(nφ − δ)], trigonal atom third (AMBER order)
 *   VDW A R* ε                R* = Rmin/2 (Å), ε (kcal/mol)
 *   NonBon 3 1 0 0 V12 V13 V14 C12 C13 C14: type 3 = AMBER arithmetic combination, Coulomb 1/r, no
 *   cut-offs, then the scale factors of 1-2, 1-3 and 1-4 van der Waals and Coulomb pairs.
 * Every atom gets its own type (A1, A2 …) so each parameter line names exactly one term, and since
 * Gaussian builds the bonds, angles and torsions from the connectivity, those the System has no term
 * for get zero lines.
 */

/**
 * AmbTrs holds folds 1 to 4; NonBon type 3 combines radii arithmetically and well depths
 * geometrically (Lorentz–Berthelot). Gaussian's other combination types are not described precisely
 * enough in its manual to write rules 1 and 3 with confidence, and there is no harmonic improper in
 * the AMBER function set, so those are refused.
 */
export const GAUSSIAN_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [4],
  combinationRules: [2],
};

const MAX_FOLD = 4;

export interface GaussianOptions {
  /** 1–4 letters or digits; names the file (<res>.gjf). */
  readonly residueName: string;
}

export interface GaussianAtom {
  readonly symbol: string;
  readonly type: string;
  readonly charge: number;
  readonly position: readonly [number, number, number];
  /** 1-based partners with a larger number (each bond once, as GaussView writes them). */
  readonly later: readonly number[];
  /** R* = Rmin/2 (Å) and ε (kcal/mol). */
  readonly rStar: number;
  readonly epsilon: number;
}

export interface GaussianModel {
  readonly residueName: string;
  readonly title: string;
  readonly charge: number;
  readonly multiplicity: number;
  readonly atoms: readonly GaussianAtom[];
  /** Atom types (as printed) and values. */
  readonly bonds: readonly { types: readonly string[]; k: number; r0: number }[];
  readonly angles: readonly { types: readonly string[]; k: number; theta0: number }[];
  /** V1…V4 (kcal/mol) and δ1…δ4 (degrees). */
  readonly torsions: readonly { types: readonly string[]; v: readonly number[]; phase: readonly number[] }[];
  readonly impropers: readonly { types: readonly string[]; v: number; phase: number; n: number }[];
  readonly vdw14: number;
  readonly coulomb14: number;
}

const typeName = (i: number): string => `A${i + 1}`;

function check(system: System, options: GaussianOptions): void {
  checkResidueName(options.residueName);
  if (system.molecule.cell) {
    throw new ChemError(
      'unsupported-form',
      'Gaussian molecular mechanics input is for molecules: a periodic System (crystal) cannot be written.',
    );
  }
  checkForms(system, GAUSSIAN_SUPPORTS, 'Gaussian');
  refuseNonbondedPairs(
    system,
    'Gaussian',
    'this writer gives van der Waals values per atom type only (VDW lines, combined by the NonBon rule), and no Gaussian is installed here to check pair-specific terms.',
  );
  checkPairsAreOneFour(system, 'Gaussian');
  for (const term of system.impropers) {
    const p = system.improperParameters[term.parameter]!;
    if (p.funct === 4 && !(Number.isInteger(p.term.multiplicity) && p.term.multiplicity >= 1)) {
      throw new ChemError(
        'unsupported-form',
        `Gaussian cannot write the improper ${atomList(term.atoms)}: ImpTrs takes a whole periodicity ≥ 1 (got ${p.term.multiplicity}).`,
        term.atoms,
      );
    }
  }
  // convert refuses what it cannot print (paths, folds above 4, clashing terms).
  convert(system, options);
}

function convert(system: System, options: GaussianOptions): GaussianModel {
  const mol = system.molecule;
  const neighbours = bondNeighbours(system);
  const types = (atoms: readonly number[]): string[] => atoms.map(typeName);
  const keyed = graphTermsByKey(system, neighbours, 'Gaussian');
  refuseHighFolds(system, keyed.torsions);
  const total = system.atoms.reduce((s, a) => s + a.charge, 0);
  const charge = Math.round(total);
  const electrons = Array.from(mol.elements).reduce((s, z) => s + z, 0) - charge;
  return {
    residueName: options.residueName,
    title: mol.title.trim() || options.residueName,
    charge,
    multiplicity: electrons % 2 === 0 ? 1 : 2,
    atoms: gaussianAtoms(system, neighbours),
    bonds: [...keyed.bonds].map(([key, v]) => ({
      types: types(key.split('-').map(Number)),
      k: v.k,
      r0: v.x0,
    })),
    angles: graphAngles(neighbours).map((atoms) => {
      const v = keyed.angles.get(angleKey(...atoms));
      return { types: types(atoms), k: v?.k ?? 0, theta0: v?.x0 ?? 0 };
    }),
    torsions: graphTorsions(neighbours).map((atoms) => ({
      types: types(atoms),
      ...ambTrs(keyed.torsions.get(torsionKey(...atoms)) ?? []),
    })),
    impropers: system.impropers.map((t) => {
      const p = system.improperParameters[t.parameter]!;
      if (p.funct !== 4)
        throw new ChemError('unsupported-form', 'Gaussian has no harmonic improper.', t.atoms);
      return { types: types(t.atoms), v: kcal(p.term.k), phase: p.term.phase, n: p.term.multiplicity };
    }),
    vdw14: system.defaults.fudgeLJ,
    coulomb14: system.defaults.fudgeQQ,
  };
}

/** AmbTrs holds folds 1 to 4 only: a torsion with a higher fold cannot be written. */
function refuseHighFolds(
  system: System,
  torsionTerms: ReadonlyMap<string, readonly CharmmTorsionTerm[]>,
): void {
  for (const t of system.dihedrals) {
    const terms = torsionTerms.get(torsionKey(...t.atoms)) ?? [];
    const high = terms.find((x) => x.n > MAX_FOLD);
    if (high) {
      throw new ChemError(
        'unsupported-form',
        `Gaussian cannot write the torsion ${atomList(t.atoms)}: AmbTrs holds folds 1 to ${MAX_FOLD} (got n = ${high.n}).`,
        t.atoms,
      );
    }
  }
}

/** AmbTrs always lists folds 1 to 4: the folds a torsion lacks get V = 0, δ = 0. */
function ambTrs(terms: readonly CharmmTorsionTerm[]): { v: number[]; phase: number[] } {
  const v = [0, 0, 0, 0];
  const phase = [0, 0, 0, 0];
  for (const t of terms) {
    v[t.n - 1] = t.k;
    phase[t.n - 1] = t.phase;
  }
  return { v, phase };
}

function gaussianAtoms(system: System, neighbours: readonly (readonly number[])[]): GaussianAtom[] {
  const mol = system.molecule;
  return system.atoms.map((atom, i) => ({
    symbol: symbolOf(mol.elements[i] ?? 0),
    type: typeName(i),
    charge: atom.charge,
    position: [0, 1, 2].map((k) => mol.positions[3 * i + k] ?? 0) as [number, number, number],
    later: (neighbours[i] ?? [])
      .filter((b) => b > i)
      .map((b) => b + 1)
      .sort((x, y) => x - y),
    // Rmin/2 = 2^(1/6) σ / 2, σ in Å.
    rStar: (2 ** (1 / 6) * atom.sigma * 10) / 2,
    epsilon: atom.epsilon / KJ_PER_KCAL,
  }));
}

/** Charges on the atom lines: 10 decimals, never exponent notation (the field is split at '-'). */
const chargeText = (q: number): string => fixed(q, 10, 0);

function write(model: GaussianModel): Record<string, string> {
  const out = new TextLines();
  out.push(
    `%chk=${model.residueName}.chk`,
    '#P Amber=SoftFirst Geom=Connectivity NoSymm',
    '',
    `${model.residueName} written by TopoForge: ${model.title.replace(/\s+/g, ' ')} (one atom type per atom)`,
    '',
    `${model.charge} ${model.multiplicity}`,
  );
  for (const a of model.atoms) {
    const [x, y, z] = a.position.map((v) => fixed(v, 8, 15));
    out.add(` ${`${a.symbol}-${a.type}-${chargeText(a.charge)}`.padEnd(24)}${x}${y}${z}`);
  }
  out.add('');
  model.atoms.forEach((a, i) => out.add(` ${i + 1}${a.later.map((b) => ` ${b} 1.0`).join('')}`));
  out.push(
    '',
    // Type 3: AMBER arithmetic combination; Coulomb 1/r; no cut-offs; 1-2 and 1-3 excluded, 1-4 scaled.
    `NonBon 3 1 0 0 0.0 0.0 ${num(model.vdw14)} 0.0 0.0 ${num(model.coulomb14)}`,
  );
  for (const b of model.bonds) out.add(`HrmStr1 ${b.types.join(' ')} ${num(b.k)} ${num(b.r0)}`);
  for (const a of model.angles) out.add(`HrmBnd1 ${a.types.join(' ')} ${num(a.k)} ${num(a.theta0)}`);
  for (const t of model.torsions) {
    out.add(`AmbTrs ${t.types.join(' ')} ${t.phase.map(num).join(' ')} ${t.v.map(num).join(' ')} 1.0`);
  }
  for (const t of model.impropers)
    out.add(`ImpTrs ${t.types.join(' ')} ${num(t.v)} ${num(t.phase)} ${num(t.n)}`);
  for (const a of model.atoms) out.add(`VDW ${a.type} ${num(a.rStar)} ${num(a.epsilon)}`);
  out.push('', '');
  return { [`${model.residueName}.gjf`]: out.text() };
}

export const gaussianWriter: EngineWriter<GaussianOptions, GaussianModel> = {
  id: 'gaussian',
  name: 'Gaussian',
  supports: GAUSSIAN_SUPPORTS,
  check,
  convert,
  write,
};
