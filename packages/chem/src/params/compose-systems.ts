import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import type {
  DihedralParameter,
  HarmonicAngle,
  HarmonicBond,
  ImproperParameter,
  NonbondedDefaults,
  NonbondedPairParameter,
  System,
  SystemAtom,
  Term,
  RigidWater,
  VirtualSite,
} from '../core/system.js';
import { ParameterTable } from './parameter-table.js';
import { typePairKey } from './nonbonded-pairs.js';

/** One part of a structure, parameterized on its own (e.g. the solute by OPLS-AA, the waters by SPC/E). */
export interface SystemPart {
  readonly system: System;
  /** For each atom of `system`, its 0-based index in the whole molecule. */
  readonly atoms: readonly number[];
}

/**
 * One System for the whole molecule from parts parameterized separately: atoms put back at their
 * places, terms re-indexed, parameter rows deduplicated across parts. The parts must cover every atom
 * exactly once and no bond may join two parts (a term across parts would have no force field to come
 * from). The main force field's [ defaults ] govern the result; explicit pair rows (nonbondedPairs
 * and the 1-4 pairParameters14) of every part are kept (one row per type pair and table; two parts
 * giving the same pair different values is refused).
 */
export function composeSystems(
  molecule: Molecule,
  parts: readonly SystemPart[],
  defaults: NonbondedDefaults,
): System {
  checkPartition(molecule, parts);
  const atoms: SystemAtom[] = new Array<SystemAtom>(molecule.atomCount);
  const bondTable = new ParameterTable<HarmonicBond>();
  const angleTable = new ParameterTable<HarmonicAngle>();
  const dihedralTable = new ParameterTable<DihedralParameter>();
  const improperTable = new ParameterTable<ImproperParameter>();
  const bonds: Term<readonly [number, number]>[] = [];
  const angles: Term<readonly [number, number, number]>[] = [];
  const dihedrals: Term<readonly [number, number, number, number]>[] = [];
  const impropers: Term<readonly [number, number, number, number]>[] = [];
  const pairs: System['pairs'][number][] = [];
  const virtualSites: VirtualSite[] = [];
  const rigidWaters: RigidWater[] = [];
  const explicit = new Map<string, NonbondedPairParameter>();
  const explicit14 = new Map<string, NonbondedPairParameter>();
  for (const { system, atoms: map } of parts) {
    const at = (i: number): number => map[i] ?? -1;
    system.atoms.forEach((a, i) => {
      atoms[at(i)] = a;
    });
    const move = <A extends readonly number[], P extends object>(
      terms: readonly Term<A>[],
      rows: readonly P[],
      table: ParameterTable<P>,
      out: Term<A>[],
    ) => {
      for (const t of terms) {
        const row = rows[t.parameter];
        if (!row) throw new RangeError(`term points at missing row ${t.parameter}`);
        out.push({ atoms: t.atoms.map(at) as unknown as A, parameter: table.add(row) });
      }
    };
    move(system.bonds, system.bondParameters, bondTable, bonds);
    move(system.angles, system.angleParameters, angleTable, angles);
    move(system.dihedrals, system.dihedralParameters, dihedralTable, dihedrals);
    move(system.impropers, system.improperParameters, improperTable, impropers);
    for (const p of system.pairs) pairs.push({ ...p, atoms: [at(p.atoms[0]), at(p.atoms[1])] });
    for (const v of system.virtualSites ?? []) {
      virtualSites.push({ ...v, site: at(v.site), atoms: [at(v.atoms[0]), at(v.atoms[1]), at(v.atoms[2])] });
    }
    for (const w of system.rigidWaters ?? [])
      rigidWaters.push({ ...w, o: at(w.o), h1: at(w.h1), h2: at(w.h2) });
    mergeTypePairs(system.nonbondedPairs, explicit, 'explicit Lennard-Jones parameters');
    mergeTypePairs(system.pairParameters14, explicit14, '1-4 Lennard-Jones parameters');
  }
  return {
    molecule,
    atoms,
    bondParameters: bondTable.values,
    bonds,
    angleParameters: angleTable.values,
    angles,
    dihedralParameters: dihedralTable.values,
    dihedrals,
    improperParameters: improperTable.values,
    impropers,
    pairs,
    defaults,
    ...(virtualSites.length > 0 ? { virtualSites } : {}),
    ...(rigidWaters.length > 0 ? { rigidWaters } : {}),
    ...(explicit.size > 0 ? { nonbondedPairs: [...explicit.values()] } : {}),
    ...(explicit14.size > 0 ? { pairParameters14: [...explicit14.values()] } : {}),
  };
}

/**
 * One row per type pair across parts; two parts giving one pair different values is refused. 1-4 rows
 * travel as they are: they are absolute (no fudgeLJ), so the result's defaults do not change them.
 */
function mergeTypePairs(
  rows: readonly NonbondedPairParameter[] | undefined,
  into: Map<string, NonbondedPairParameter>,
  what: string,
): void {
  for (const row of rows ?? []) {
    const key = typePairKey(row.types[0], row.types[1]);
    const before = into.get(key);
    if (before && (before.sigma !== row.sigma || before.epsilon !== row.epsilon)) {
      throw new ChemError(
        'invalid-molecule',
        `two parts give the type pair ${row.types[0]}–${row.types[1]} different ${what}.`,
      );
    }
    into.set(key, row);
  }
}

/** The parts cover every atom exactly once, and no bond joins two parts. */
function checkPartition(molecule: Molecule, parts: readonly SystemPart[]): void {
  const partOf = new Int32Array(molecule.atomCount).fill(-1);
  parts.forEach((part, p) => {
    if (part.atoms.length !== part.system.atoms.length) {
      throw new RangeError(
        `part ${p + 1}: ${part.system.atoms.length} atoms but ${part.atoms.length} indices`,
      );
    }
    for (const i of part.atoms) {
      if (partOf[i] !== -1) throw new RangeError(`atom ${i + 1} belongs to two parts`);
      partOf[i] = p;
    }
  });
  const uncovered = partOf.indexOf(-1);
  if (uncovered >= 0) {
    throw new ChemError('missing-parameter', `atom ${uncovered + 1} has no force field.`, [uncovered]);
  }
  for (let b = 0; b < molecule.bonds.count; b++) {
    const a = molecule.bonds.a[b] ?? 0;
    const c = molecule.bonds.b[b] ?? 0;
    if (partOf[a] !== partOf[c]) {
      throw new ChemError(
        'invalid-molecule',
        `atoms ${a + 1} and ${c + 1} are bonded but were given different force fields; a bond cannot join a water model and another force field.`,
        [a, c],
      );
    }
  }
}
