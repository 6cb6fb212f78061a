import { ChemError } from '../core/errors.js';
import type { OneFourPairParameter, System } from '../core/system.js';
import { nonbondedPairLookup, typePairKey } from './nonbonded-pairs.js';

/** The 1-4 row (pairParameters14) of a pair of System type names, if any. */
export function pairParameter14Lookup(
  system: System,
): (a: string, b: string) => OneFourPairParameter | undefined {
  const byKey = new Map<string, OneFourPairParameter>();
  for (const p of system.pairParameters14 ?? []) byKey.set(typePairKey(p.types[0], p.types[1]), p);
  return (a, b) => (byKey.size === 0 ? undefined : byKey.get(typePairKey(a, b)));
}

/** σ (nm) and ε (kJ/mol) of an atom pair; `own` is the 1-4 row they came from, if one did. */
export interface OneFourLennardJones {
  readonly sigma: number;
  readonly epsilon: number;
  readonly own?: OneFourPairParameter;
}

/**
 * The Lennard-Jones a 1-4 pair of atoms (0-based) has in the System: its types' pairParameters14 row
 * as it stands, else fudgeLJ × the normal pair LJ (the explicit nonbondedPairs row, else the
 * combination rule; rules 1 and 3 combine σ and ε geometrically, rule 2 σ arithmetically).
 */
export function oneFourLennardJones(system: System): (a: number, b: number) => OneFourLennardJones {
  const own14 = pairParameter14Lookup(system);
  const explicit = nonbondedPairLookup(system);
  const { combinationRule, fudgeLJ } = system.defaults;
  return (i, j) => {
    const a = system.atoms[i]!;
    const b = system.atoms[j]!;
    const own = own14(a.type, b.type);
    if (own) return { sigma: own.sigma, epsilon: own.epsilon, own };
    const normal = explicit(a.type, b.type);
    const sigma =
      normal?.sigma ?? (combinationRule === 2 ? (a.sigma + b.sigma) / 2 : Math.sqrt(a.sigma * b.sigma));
    return { sigma, epsilon: fudgeLJ * (normal?.epsilon ?? Math.sqrt(a.epsilon * b.epsilon)) };
  };
}

/** C6 = 4εσ⁶ and C12 = 4εσ¹² (kJ/mol nm⁶, nm¹²), the form in which two LJ pairs compare. */
const c6c12 = (sigma: number, epsilon: number): [number, number] => [
  4 * epsilon * sigma ** 6,
  4 * epsilon * sigma ** 12,
];
const same = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y));

/**
 * For every writer but GROMACS: engines that only scale the normal pair LJ for 1-4 pairs (AMBER's
 * SCNB, LAMMPS's special_bonds, OpenMM's exceptions as its readers build them, CHARMM/NAMD, …)
 * cannot carry a per-type-pair 1-4 LJ in general. A row is harmless when, for every 1-4 pair it
 * applies to, it says what fudgeLJ × the normal pair LJ says anyway (C6 and C12 within 1e-9
 * relative): the files are then exact without it. Otherwise a ChemError names the engine, the first
 * such type pair (in table order) and one of its 1-4 pairs.
 */
export function refusePairParameters14(system: System, engine: string): void {
  const rows = system.pairParameters14 ?? [];
  if (rows.length === 0) return;
  const rowOf = new Map<string, number>();
  rows.forEach((p, r) => rowOf.set(typePairKey(p.types[0], p.types[1]), r));
  const withoutRows: System = { ...system, pairParameters14: [] };
  const normal14 = oneFourLennardJones(withoutRows);
  /** Per row: the first 1-4 pair whose LJ it changes. */
  const changed = new Map<number, readonly [number, number]>();
  for (const { atoms } of system.pairs) {
    const [i, j] = atoms;
    const r = rowOf.get(typePairKey(system.atoms[i]!.type, system.atoms[j]!.type));
    if (r === undefined || changed.has(r)) continue;
    const row = rows[r]!;
    const given = c6c12(row.sigma, row.epsilon);
    const base = normal14(i, j);
    const implied = c6c12(base.sigma, base.epsilon);
    if (!(same(given[0], implied[0]) && same(given[1], implied[1]))) changed.set(r, [i, j]);
  }
  if (changed.size === 0) return;
  const r = Math.min(...changed.keys());
  const row = rows[r]!;
  const [i, j] = changed.get(r)!;
  throw new ChemError(
    'unsupported-form',
    `${engine} cannot write the System's own 1-4 Lennard-Jones for the type pair ${row.types[0]}–${row.types[1]} (1-4 pair parameter ${r + 1}, GROMACS [ pairtypes ]; e.g. the 1-4 pair ${i + 1}-${j + 1}): ${engine} only scales the normal pair LJ by fudgeLJ for 1-4 pairs, and this row differs from that (${changed.size} of ${rows.length} rows do). Write GROMACS files, which carry it as [ pairtypes ], or OpenMM files, which carry it in their Lennard-Jones table.`,
    [i, j],
  );
}

/** A pair of a writer's own types (0-based, i ≤ j) with an explicit 1-4 row. */
export interface WriterTypePair14 {
  readonly i: number;
  readonly j: number;
  readonly parameter: OneFourPairParameter;
}

/**
 * As explicitWriterPairs for pairParameters14: `systemTypeOf[t]` is the System type name of writer
 * type t; every writer-type pair whose System types have a 1-4 row gets it.
 */
export function explicitWriterPairs14(system: System, systemTypeOf: readonly string[]): WriterTypePair14[] {
  if ((system.pairParameters14 ?? []).length === 0) return [];
  const lookup = pairParameter14Lookup(system);
  const out: WriterTypePair14[] = [];
  for (let i = 0; i < systemTypeOf.length; i++) {
    for (let j = i; j < systemTypeOf.length; j++) {
      const parameter = lookup(systemTypeOf[i]!, systemTypeOf[j]!);
      if (parameter) out.push({ i, j, parameter });
    }
  }
  return out;
}
