import type { System, Term } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { systemComponents } from '../../params/molecule-components.js';
import { explicitWriterPairs } from '../../params/nonbonded-pairs.js';
import { placeAtoms } from '../placement.js';
import { angleCoeff, bondCoeff, improperAtoms, improperCoeff, properCoeffs } from './coeffs.js';
import { imageFlags } from '../periodic-images.js';
import { ChemError } from '../../core/errors.js';
import { tip4pReduction, type Tip4pReduction } from './tip4p.js';
import { constraintsAsStiffBonds } from './coarse-grained.js';
import type {
  LammpsAtomType,
  LammpsTip4p,
  LammpsBox,
  LammpsCoeff,
  LammpsItem,
  LammpsModel,
  LammpsOptions,
  LammpsPairCoeff,
  LammpsTopology,
} from './model.js';

const DEFAULT_CUTOFF = 12;
const DEFAULT_PADDING = 10;

export function convertLammps(input: System, options: LammpsOptions): LammpsModel {
  const reduced = tip4pReduction(input);
  const system = constraintsAsStiffBonds(reduced?.system ?? input);
  const stiff = input.constraints?.length ?? 0;
  const { atomTypes, typeOf } = lammpsAtomTypes(system, reduced);
  const placed = placeAtoms(system.molecule, options.padding ?? DEFAULT_PADDING);
  const { bonds, angles, shake } = rigidWaterTypes(system);
  const molecules = systemComponents(system).of;
  const [a, b, c] = placed.box;
  const tilted = [b[0], c[0], c[1]].some((v) => Math.abs(v) > 1e-12);
  const images = imageFlags(system.molecule);
  // fourier and umbrella impropers take the centre first (coeffs.ts improperAtoms).
  const impropers = system.impropers.map((t) => ({
    ...t,
    atoms: improperAtoms(system.improperParameters[t.parameter]!, t.atoms),
  }));
  const box: LammpsBox = { hi: [a[0], b[1], c[2]], ...(tilted ? { tilt: [b[0], c[0], c[1]] as const } : {}) };
  return {
    residueName: options.residueName,
    title: system.molecule.title.trim() || options.residueName,
    atomTypes,
    mix: system.defaults.combinationRule === 2 ? 'arithmetic' : 'geometric',
    pairCoeffs: pairCoeffs(system, atomTypes, typeOf),
    atoms: system.atoms.map((atom, i) => ({
      molecule: molecules[i]! + 1,
      type: typeOf[i]!,
      charge: atom.charge,
      position: [0, 1, 2].map((k) => placed.positions[3 * i + k] ?? 0) as [number, number, number],
      ...(images ? { image: images[i]! } : {}),
    })),
    bonds,
    angles,
    dihedrals: topology(system.dihedrals, system.dihedralParameters, properCoeffs),
    impropers: topology(impropers, system.improperParameters, (p) => [improperCoeff(p)]),
    box,
    periodic: placed.periodic,
    oneFour: { lj: system.defaults.fudgeLJ, coul: system.defaults.fudgeQQ },
    ...(system.exclusionDepth !== undefined && system.exclusionDepth !== 3
      ? { exclusionDepth: system.exclusionDepth }
      : {}),
    ...(stiff > 0 ? { stiffConstraints: stiff } : {}),
    cutoff: options.cutoff ?? DEFAULT_CUTOFF,
    coulomb: coulombOf(placed.periodic, system, options),
    ...(shake ? { shake } : {}),
    ...(reduced ? { tip4p: tip4pTypes(reduced, typeOf, bonds, angles, system) } : {}),
  };
}

/**
 * Long-range Coulomb for a charged crystal unless asked otherwise: a plain cut-off truncates the
 * lattice sum of a charged framework, which converges only conditionally (lammps-interface and MOF
 * studies use Ewald sums). LAMMPS's kspace needs a periodic box and at least one charge.
 */
function coulombOf(periodic: boolean, system: System, options: LammpsOptions): LammpsModel['coulomb'] {
  if (!periodic || !system.atoms.some((a) => a.charge !== 0)) return 'cut';
  return options.coulomb ?? 'long';
}

/** The pair style's types: one O type, one H type, one O–H bond type, one H–O–H angle type. */
function tip4pTypes(
  reduced: Tip4pReduction,
  typeOf: readonly number[],
  bonds: LammpsTopology,
  angles: LammpsTopology,
  system: System,
): LammpsTip4p {
  const one = (what: string, values: Iterable<number>): number => {
    const set = [...new Set(values)];
    if (set.length !== 1 || set[0] === undefined) {
      throw new ChemError(
        'unsupported-form',
        `LAMMPS (TIP4P pair style): the 4-point waters need one ${what} type, not ${set.length}.`,
      );
    }
    return set[0];
  };
  const waterTerm = (atoms: readonly number[]): boolean =>
    atoms.every((a) => reduced.oxygens.has(a) || reduced.hydrogens.has(a));
  return {
    otype: one(
      'oxygen',
      [...reduced.oxygens].map((i) => typeOf[i]!),
    ),
    htype: one(
      'hydrogen',
      [...reduced.hydrogens].map((i) => typeOf[i]!),
    ),
    btype: one(
      'O–H bond',
      system.bonds.flatMap((t, i) => (waterTerm(t.atoms) ? [bonds.items[i]!.type] : [])),
    ),
    atype: one(
      'H–O–H angle',
      system.angles.flatMap((t, i) => (waterTerm(t.atoms) ? [angles.items[i]!.type] : [])),
    ),
    qdist: reduced.qdist,
  };
}

/**
 * The water bonds and angles get types of their own (`rigid` keys them apart), so that `fix shake` on
 * those types constrains water and nothing else.
 */
function rigidWaterTypes(system: System) {
  const inWater = new Map<number, number>();
  (system.rigidWaters ?? []).forEach((w, k) => [w.o, w.h1, w.h2].forEach((a) => inWater.set(a, k)));
  const rigid = (t: Term<readonly number[]>): boolean => {
    const k = inWater.get(t.atoms[0]!);
    return k !== undefined && t.atoms.every((a) => inWater.get(a) === k);
  };
  const bonds = topology(system.bonds, system.bondParameters, (p) => [bondCoeff(p)], rigid);
  const angles = topology(system.angles, system.angleParameters, (p) => [angleCoeff(p)], rigid);
  const typesOf = (t: LammpsTopology, terms: readonly Term<readonly number[]>[]): number[] =>
    [...new Set(terms.flatMap((term, i) => (rigid(term) ? [t.items[i]!.type] : [])))].sort((x, y) => x - y);
  const bondTypes = typesOf(bonds, system.bonds);
  const angleTypes = typesOf(angles, system.angles);
  const waters = system.rigidWaters?.length ?? 0;
  const shake = waters > 0 && bondTypes.length > 0 ? { bondTypes, angleTypes, waters } : undefined;
  return { bonds, angles, shake };
}

/**
 * One LAMMPS type per distinct (type name, mass, σ, ε), 4-point water atoms apart. Combination rule 1 (geometric C6, C12) is
 * geometric σ and ε, so it is written as σ, ε with geometric mixing.
 */
function lammpsAtomTypes(
  system: System,
  tip4p: Tip4pReduction | undefined,
): { atomTypes: LammpsAtomType[]; typeOf: number[] } {
  const index = new Map<string, number>();
  const atomTypes: LammpsAtomType[] = [];
  const typeOf = system.atoms.map((atom, i) => {
    // The TIP4P pair style treats every atom of its O type as a 4-point water: keep those types apart.
    const water = tip4p?.oxygens.has(i) === true || tip4p?.hydrogens.has(i) === true;
    const key = [water ? 'tip4p' : '', atom.type, atom.mass, atom.sigma, atom.epsilon].join('\u0000');
    let t = index.get(key);
    if (t === undefined) {
      atomTypes.push({
        label: atom.type,
        mass: atom.mass,
        epsilon: atom.epsilon / KJ_PER_KCAL,
        sigma: atom.sigma * 10,
      });
      t = atomTypes.length;
      index.set(key, t);
    }
    return t;
  });
  return { atomTypes, typeOf };
}

/**
 * `pair_coeff i j` for every explicit pair. LAMMPS mixes the pairs left without coefficients from the
 * diagonal ones in force at `init`, so overriding a like pair (i i) would also change every mixed
 * i–j pair: those get their combination-rule values written out from the data file's diagonal.
 * 1-4 pairs need nothing more: special_bonds scales these coefficients by fudgeLJ like any other.
 */
function pairCoeffs(
  system: System,
  atomTypes: readonly LammpsAtomType[],
  typeOf: readonly number[],
): LammpsPairCoeff[] {
  const systemTypeOf = atomTypes.map((t) => t.label);
  typeOf.forEach((t, atom) => (systemTypeOf[t - 1] = system.atoms[atom]!.type));
  const explicit = new Map<string, LammpsPairCoeff>();
  for (const { i, j, parameter: p } of explicitWriterPairs(system, systemTypeOf)) {
    explicit.set(`${i} ${j}`, { i: i + 1, j: j + 1, epsilon: p.epsilon / KJ_PER_KCAL, sigma: p.sigma * 10 });
  }
  const likeOverridden = atomTypes.map((_, i) => explicit.has(`${i} ${i}`));
  const arithmetic = system.defaults.combinationRule === 2;
  const out: LammpsPairCoeff[] = [];
  for (let i = 0; i < atomTypes.length; i++) {
    for (let j = i; j < atomTypes.length; j++) {
      const own = explicit.get(`${i} ${j}`);
      if (own) {
        out.push(own);
      } else if (i !== j && (likeOverridden[i] || likeOverridden[j])) {
        const a = atomTypes[i]!;
        const b = atomTypes[j]!;
        const sigma = arithmetic ? (a.sigma + b.sigma) / 2 : Math.sqrt(a.sigma * b.sigma);
        out.push({ i: i + 1, j: j + 1, epsilon: Math.sqrt(a.epsilon * b.epsilon), sigma });
      }
    }
  }
  return out;
}

/**
 * Deduplicates coefficients (same style and values → one type) and numbers everything from 1. A
 * parameter row's coefficients are converted and keyed once, when its first term comes, so the types
 * are numbered in order of first use as before, without work per term.
 */
function topology<A extends readonly number[], P>(
  terms: readonly Term<A>[],
  parameters: readonly P[],
  coeffsOf: (parameter: P) => LammpsCoeff[],
  separate: (term: Term<A>) => boolean = () => false,
): LammpsTopology {
  const index = new Map<string, number>();
  const coeffs: LammpsCoeff[] = [];
  const typesOfRow: (number[] | undefined)[] = [];
  const items: LammpsItem[] = [];
  for (const term of terms) {
    const apart = separate(term);
    const slot = 2 * term.parameter + (apart ? 1 : 0);
    let types = typesOfRow[slot];
    if (types === undefined) {
      types = coeffsOf(parameters[term.parameter]!).map((coeff) => {
        const key = `${apart ? 'rigid ' : ''}${coeff.style} ${coeff.values.join(' ')}`;
        let type = index.get(key);
        if (type === undefined) {
          coeffs.push(coeff);
          type = coeffs.length;
          index.set(key, type);
        }
        return type;
      });
      typesOfRow[slot] = types;
    }
    const atoms = term.atoms.map((x) => x + 1);
    for (const type of types) items.push({ type, atoms });
  }
  return { coeffs, items };
}
