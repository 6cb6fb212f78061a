import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import type { Mat3 } from '../../core/vec3.js';
import { explicitWriterPairs, systemTypesOfWriterTypes } from '../../params/nonbonded-pairs.js';
import { allAtomsOneMolecule, moleculeAtomNames } from '../atom-names.js';
import { placeAtoms } from '../placement.js';
import { parameterTables, type Tables } from './parameter-tables.js';
import type {
  CharmmAtom,
  CharmmModel,
  CharmmNbfix,
  CharmmOptions,
  CharmmParameter,
  CharmmType,
} from './model.js';
import { kcal } from './terms.js';
import type { Typing } from './type-names.js';
import { charmmTypeName, splitTypes, uniqueTypeName } from './type-names.js';

const DEFAULT_PADDING = 10;
/** Rmin = 2^(1/6) σ: the distance of the Lennard-Jones minimum. */
const RMIN_PER_SIGMA = 2 ** (1 / 6);

/**
 * System → CHARMM model. CHARMM finds every bonded parameter by the atom types of the term, so the
 * types must key the System's parameter rows: first the System's own type names are tried, made
 * CHARMM-safe (charmmTypeName: GAFF ca → CA, opls_135 → OP135; one CHARMM type per distinct name,
 * element, mass, σ, ε). When two terms with the same type tuple carry different parameters (mixed or
 * edited parameters, or a periodic improper on the type quartet of a proper torsion, common in
 * aromatic rings), types are split an atom at a time (splitTypes: CA, CA2 …); when the atoms repeat (a
 * supercell: copies of the cell's atoms one after another), every atom of the repeating unit gets a type
 * of its own instead, shared by its copies, so that the types and NBFIX rows do not grow with the
 * copies; failing both, every atom gets its own type (A1, A2 …), as LigParGen does.
 */
export function convertCharmm(system: System, options: CharmmOptions): CharmmModel {
  let typing = sharedTypes(system);
  let tables = parameterTables(system, typing.typeOf);
  let typesPerAtom = false;
  const periods = tables === undefined ? repeatPeriods(typing.typeOf) : [];
  if (tables === undefined && periods.length === 0) {
    const split = splitTypes(system, typing);
    if (split) ({ typing, tables } = split);
  }
  for (const period of tables === undefined ? periods : []) {
    const byPosition = perAtomTypes(system, period);
    tables = parameterTables(system, byPosition.typeOf);
    if (tables === undefined) continue;
    [typing, typesPerAtom] = [byPosition, true];
    break;
  }
  if (tables === undefined) {
    typing = perAtomTypes(system, system.atoms.length);
    tables = parameterTables(system, typing.typeOf);
    typesPerAtom = true;
  }
  if (tables === undefined) {
    // Only two terms on the very same atoms with different parameters get here.
    throw new ChemError(
      'unsupported-form',
      'CHARMM looks parameters up by atom types, and two terms on the same atoms carry different parameters.',
    );
  }
  const placed = placeAtoms(system.molecule, options.padding ?? DEFAULT_PADDING);
  const { combinationRule, fudgeLJ, fudgeQQ } = system.defaults;
  const geometricSigma = combinationRule !== 2;
  return {
    residueName: options.residueName,
    title: system.molecule.title.trim() || options.residueName,
    types: typing.types,
    atoms: system.atoms.map((atom, i): CharmmAtom => ({
      name: typing.names[i]!,
      type: typing.types[typing.typeOf[i]!]!.name,
      typeNumber: typing.typeOf[i]! + 1,
      charge: atom.charge,
      mass: atom.mass,
    })),
    ...nameTables(tables, typing.types),
    nbfix: nbfixRows(system, typing, geometricSigma),
    geometricSigma,
    e14fac: fudgeQQ,
    fudgeLJ,
    positions: placed.positions,
    box: placed.box as Mat3,
    periodic: placed.periodic,
    typesPerAtom,
  };
}

function typeRecord(system: System, i: number, name: string, number: number): CharmmType {
  const atom = system.atoms[i]!;
  const epsilon = kcal(atom.epsilon);
  const rminHalf = (RMIN_PER_SIGMA * atom.sigma * 10) / 2;
  return {
    name,
    number,
    mass: atom.mass,
    element: symbolOf(system.molecule.elements[i] ?? 0),
    epsilon,
    rminHalf,
    // √(f εi · f εj) = f √(εi εj): scaling each type's 1-4 ε by fudgeLJ scales every 1-4 pair by it.
    epsilon14: system.defaults.fudgeLJ * epsilon,
    rminHalf14: rminHalf,
  };
}

/** One type per distinct (name, element, mass, σ, ε); CHARMM-safe names, unique (upper case: CHARMM folds it). */
function sharedTypes(system: System): Typing {
  const index = new Map<string, number>();
  const used = new Set<string>();
  const types: CharmmType[] = [];
  const sigmaOf: number[] = [];
  const typeOf = system.atoms.map((atom, i) => {
    const key = [atom.type, system.molecule.elements[i], atom.mass, atom.sigma, atom.epsilon].join('\u0000');
    let t = index.get(key);
    if (t === undefined) {
      t = types.length;
      types.push(typeRecord(system, i, uniqueTypeName(charmmTypeName(atom.type), used), t + 1));
      sigmaOf.push(atom.sigma);
      index.set(key, t);
    }
    return t;
  });
  return { types, typeOf, sigmaOf, names: atomNames(system) };
}

/**
 * Every atom of the first `period` atoms its own type, named A1, A2 … (base 36 past A9, so that six
 * characters reach 60 million), and atom i the type of atom i mod period (period = atom count: every
 * atom its own type).
 */
function perAtomTypes(system: System, period: number): Typing {
  const first = system.atoms.slice(0, period);
  const types = first.map((_, i) => typeRecord(system, i, `A${(i + 1).toString(36).toUpperCase()}`, i + 1));
  return {
    types,
    typeOf: system.atoms.map((_, i) => i % period),
    sigmaOf: first.map((a) => a.sigma),
    names: atomNames(system),
  };
}

/** At most this many repeat periods are tried before every atom gets its own type. */
const MAX_PERIODS_TRIED = 4;

/**
 * The periods p < n (divisors of the atom count, smallest first, at most MAX_PERIODS_TRIED) with
 * which the atoms' shared types repeat: typeOf[i] = typeOf[i − p] for every i ≥ p, as in a supercell.
 * A typing by position in such a unit refines the shared one only as far as the unit; whether it keys
 * the parameter rows is then checked like any other typing.
 */
function repeatPeriods(typeOf: readonly number[]): number[] {
  const n = typeOf.length;
  const periods: number[] = [];
  for (let p = 1; p <= n / 2 && periods.length < MAX_PERIODS_TRIED; p++) {
    if (n % p !== 0) continue;
    let i = p;
    while (i < n && typeOf[i] === typeOf[i - p]) i++;
    if (i === n) periods.push(p);
  }
  return periods;
}

/**
 * Atom names (atom-names.ts), unique over all atoms: the PSF, RTF, CRD and PDB hold them in one
 * residue, and the RTF's terms name atoms by them. At most 8 CHARMM-safe characters (the PSF turns
 * EXT past 4) compared without case, as CHARMM folds names to upper case.
 */
function atomNames(system: System): string[] {
  return moleculeAtomNames(system, 8, allAtomsOneMolecule(system), {
    characters: "A-Za-z0-9'*+_-",
    foldCase: true,
  });
}

/**
 * NBFIX rows: with a geometric-σ rule (1 and 3) every pair of types, σij = √(σi σj); the System's
 * explicit type pairs (nonbondedPairs) in any case, with their own σ and ε. The 1-4 columns carry
 * fudgeLJ · ε at the same Rmin, as for every other 1-4 pair.
 */
function nbfixRows(system: System, typing: Typing, geometricSigma: boolean): CharmmNbfix[] {
  const { types, sigmaOf } = typing;
  const { fudgeLJ } = system.defaults;
  const systemTypeOf = systemTypesOfWriterTypes(system, typing.typeOf, types.length);
  const pairs = explicitWriterPairs(system, systemTypeOf);
  const row = (i: number, j: number, own?: { sigma: number; epsilon: number }): CharmmNbfix => {
    const a = types[i]!;
    const b = types[j]!;
    const epsilon = own?.epsilon ?? Math.sqrt(a.epsilon * b.epsilon);
    const rmin = RMIN_PER_SIGMA * (own?.sigma ?? Math.sqrt(sigmaOf[i]! * sigmaOf[j]!)) * 10;
    return { types: [a.name, b.name], epsilon, rmin, epsilon14: fudgeLJ * epsilon, rmin14: rmin };
  };
  const explicitRow = ({ i, j, parameter }: (typeof pairs)[number]): CharmmNbfix =>
    row(i, j, { sigma: parameter.sigma, epsilon: kcal(parameter.epsilon) });
  // Rule 2: the explicit pairs only (in type order, as explicitWriterPairs lists them).
  if (!geometricSigma) return pairs.map(explicitRow);
  const explicit = new Map(pairs.map((p) => [p.i * types.length + p.j, p]));
  const rows: CharmmNbfix[] = [];
  for (let i = 0; i < types.length; i++) {
    for (let j = i; j < types.length; j++) {
      const own = explicit.get(i * types.length + j);
      rows.push(own ? explicitRow(own) : row(i, j));
    }
  }
  return rows;
}

/** Replaces the type indices the tables were keyed by with the type names. */
function nameTables(tables: Tables, types: readonly CharmmType[]): Tables {
  const rename = (ts: readonly string[]): string[] => ts.map((x) => types[Number(x)]!.name);
  const renameRows = <T extends { types: readonly string[] }>(rows: readonly T[]): T[] =>
    rows.map((r) => ({ ...r, types: rename(r.types) }));
  return {
    ...tables,
    bondParameters: renameRows(tables.bondParameters) as CharmmParameter<readonly [number, number]>[],
    angleParameters: renameRows(tables.angleParameters) as CharmmParameter<readonly [number, number]>[],
    dihedralParameters: renameRows(tables.dihedralParameters),
    improperParameters: renameRows(tables.improperParameters) as CharmmParameter<readonly [number, number]>[],
  };
}
