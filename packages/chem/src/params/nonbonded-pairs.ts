import { ChemError } from '../core/errors.js';
import type { NonbondedPairParameter, System } from '../core/system.js';

/** Unordered key of a type pair ('\u0000' never occurs in a type name that writers accept). */
export const typePairKey = (a: string, b: string): string => (a <= b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * Refuses an explicit-pair table (nonbondedPairs, and the 1-4 table pairParameters14) that no engine
 * could write as meant: a type no atom carries (the row would silently do nothing), two rows for one
 * type pair (which one wins would depend on the engine), a function type other than 1, or σ ≤ 0 /
 * ε < 0 / a value that is not a finite number.
 */
export function checkNonbondedPairs(system: System): void {
  checkTypePairRows(system, system.nonbondedPairs ?? [], 'Explicit pair parameter');
  checkTypePairRows(system, system.pairParameters14 ?? [], '1-4 pair parameter');
}

function checkTypePairRows(
  system: System,
  rows: readonly Omit<NonbondedPairParameter, 'provenance'>[],
  label: string,
): void {
  if (rows.length === 0) return;
  const types = new Set(system.atoms.map((a) => a.type));
  const seen = new Map<string, number>();
  rows.forEach((p, r) => {
    const where = `${label} ${r + 1} (${p.types[0]}–${p.types[1]})`;
    for (const t of p.types) {
      if (!types.has(t)) {
        throw new ChemError('invalid-molecule', `${where} names type '${t}', which no atom has.`);
      }
    }
    if (p.funct !== 1) {
      throw new ChemError(
        'unsupported-form',
        `${where} has function type ${String(p.funct)}; only 1 (Lennard-Jones) exists.`,
      );
    }
    if (!(Number.isFinite(p.sigma) && p.sigma > 0 && Number.isFinite(p.epsilon) && p.epsilon >= 0)) {
      throw new ChemError(
        'invalid-molecule',
        `${where} needs σ > 0 nm and ε ≥ 0 kJ/mol (got σ ${p.sigma}, ε ${p.epsilon}).`,
      );
    }
    const key = typePairKey(p.types[0], p.types[1]);
    const before = seen.get(key);
    if (before !== undefined) {
      throw new ChemError('invalid-molecule', `${where} repeats the type pair of row ${before + 1}.`);
    }
    seen.set(key, r);
  });
}

/** The explicit parameters of a pair of System type names, if any. */
export function nonbondedPairLookup(
  system: System,
): (a: string, b: string) => NonbondedPairParameter | undefined {
  const byKey = new Map<string, NonbondedPairParameter>();
  for (const p of system.nonbondedPairs ?? []) byKey.set(typePairKey(p.types[0], p.types[1]), p);
  return (a, b) => (byKey.size === 0 ? undefined : byKey.get(typePairKey(a, b)));
}

/** A pair of a writer's own types (0-based, i ≤ j) whose LJ is explicit. */
export interface WriterTypePair {
  readonly i: number;
  readonly j: number;
  readonly parameter: NonbondedPairParameter;
}

/**
 * Writers split one System type into several of their own when values differ (mixed force fields)
 * or give every atom its own type: `systemTypeOf[t]` is the System type name of writer type t, and
 * every writer-type pair whose System types are overridden gets the override.
 */
export function explicitWriterPairs(system: System, systemTypeOf: readonly string[]): WriterTypePair[] {
  const rows = system.nonbondedPairs ?? [];
  if (rows.length === 0) return [];
  // Writer types by System type, so the work follows the pairs written, not all pairs of writer types.
  const writerTypes = new Map<string, number[]>();
  systemTypeOf.forEach((name, t) => {
    const list = writerTypes.get(name);
    if (list) list.push(t);
    else writerTypes.set(name, [t]);
  });
  const lookup = nonbondedPairLookup(system);
  const out: WriterTypePair[] = [];
  const done = new Set<string>();
  for (const row of rows) {
    const key = typePairKey(row.types[0], row.types[1]);
    if (done.has(key)) continue;
    done.add(key);
    for (const i of writerTypes.get(row.types[0]) ?? []) {
      for (const j of writerTypes.get(row.types[1]) ?? []) {
        const [lo, hi] = i <= j ? [i, j] : [j, i];
        // A like pair (both types the same name) meets each unordered pair twice: keep one.
        if (row.types[0] === row.types[1] && i > j) continue;
        out.push({ i: lo, j: hi, parameter: lookup(systemTypeOf[lo]!, systemTypeOf[hi]!)! });
      }
    }
  }
  return out.sort((x, y) => x.i - y.i || x.j - y.j);
}

/** The System type name of each writer type, from the writer type of every atom. */
export function systemTypesOfWriterTypes(
  system: System,
  writerTypeOfAtom: readonly number[],
  writerTypeCount: number,
): string[] {
  const out = new Array<string>(writerTypeCount).fill('');
  writerTypeOfAtom.forEach((t, atom) => {
    out[t] = system.atoms[atom]!.type;
  });
  return out;
}

/**
 * For writers that cannot express explicit pairs: a ChemError naming the engine, the first pair and
 * why, so the user knows to drop the rows or choose another program.
 */
export function refuseNonbondedPairs(system: System, engine: string, why: string): void {
  const rows = system.nonbondedPairs ?? [];
  if (rows.length === 0) return;
  const first = rows[0]!;
  throw new ChemError(
    'unsupported-form',
    `${engine} cannot write explicit Lennard-Jones pair parameters (${rows.length} type pair${rows.length === 1 ? '' : 's'}, first ${first.types[0]}–${first.types[1]}): ${why}`,
  );
}
