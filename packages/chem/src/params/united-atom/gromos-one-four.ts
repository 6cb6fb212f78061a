import type { OneFourPairParameter, System } from '../../core/system.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { typePairKey } from '../nonbonded-pairs.js';
import { oneFourLennardJones } from '../pair-parameters-14.js';
import { provenanceAt, sigmaEpsilon } from './gromos-nonbonded.js';

type Lookup = (a: string, b: string) => readonly number[] | undefined;

function funct1Rows(rows: GromacsForceField['pairTypes']) {
  const byKey = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (r.funct === 1) byKey.set(typePairKey(r.types[0]!, r.types[1]!), r);
  return byKey;
}

/** The normal pair C6/C12 of two types: their [ nonbond_params ] row, else the geometric mean (rule 1). */
function normalPair(ff: GromacsForceField): Lookup {
  const rows = funct1Rows(ff.nonbondParams);
  return (a, b) => {
    const row = rows.get(typePairKey(a, b));
    if (row) return row.params;
    const ta = ff.atomTypes.get(a);
    const tb = ff.atomTypes.get(b);
    return ta && tb ? [Math.sqrt(ta.v * tb.v), Math.sqrt(ta.w * tb.w)] : undefined;
  };
}

const same = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y));

/**
 * GROMOS's own 1-4 C6/C12 ("CS6/CS12", [ pairtypes ] funct 1) as the System's pairParameters14:
 * one σ/ε row per type pair that some 1-4 pair of `system` has, except where the row says what
 * fudgeLJ × the normal pair C6/C12 gives anyway (every pair with H: 0 and 0, which no σ > 0
 * expresses). `missing` counts 1-4 pairs whose types have no [ pairtypes ] row: grompp with
 * gen-pairs = no (forcefield.itp's setting) would refuse them; here they keep fudgeLJ × normal.
 */
export function gromosPairRows14(
  ff: GromacsForceField,
  system: System,
): { rows: OneFourPairParameter[]; missing: number } {
  const oneFour = funct1Rows(ff.pairTypes);
  const normal = normalPair(ff);
  const fudgeLJ = system.defaults.fudgeLJ;
  const rows = new Map<string, OneFourPairParameter>();
  const judged = new Set<string>();
  let missing = 0;
  for (const { atoms } of system.pairs) {
    const a = system.atoms[atoms[0]]!.type;
    const b = system.atoms[atoms[1]]!.type;
    const key = typePairKey(a, b);
    const row = oneFour.get(key);
    if (!row) {
      missing++;
      continue;
    }
    if (judged.has(key)) continue;
    judged.add(key);
    const [c6, c12] = row.params as [number, number];
    const base = normal(a, b);
    if (base && same(c6, fudgeLJ * base[0]!) && same(c12, fudgeLJ * base[1]!)) continue;
    const [ta, tb] = row.types as [string, string];
    rows.set(key, {
      types: [ta, tb],
      funct: 1,
      ...sigmaEpsilon(c6, c12, `the 1-4 pair ${ta}-${tb}`),
      provenance: provenanceAt(ff, row),
    });
  }
  return { rows: [...rows.values()], missing };
}

/**
 * The 1-4 Lennard-Jones energy (kJ/mol) of a GROMOS System at its own geometry, two ways: `here`, as
 * the System means it (its pairParameters14 rows, else fudgeLJ × the normal pair LJ), and `gromos`,
 * straight from the force field's [ pairtypes ] C6/C12; `missing` counts pairs whose types have no
 * [ pairtypes ] row. A pair-by-pair sum that checks the System against the file and gmx_d.
 */
export function gromosOneFourEnergies(
  ff: GromacsForceField,
  system: System,
): { here: number; gromos: number; missing: number } {
  const oneFour = funct1Rows(ff.pairTypes);
  const lj14 = oneFourLennardJones(system);
  const p = system.molecule.positions;
  let here = 0;
  let gromos = 0;
  let missing = 0;
  for (const { atoms } of system.pairs) {
    const [i, j] = atoms;
    const r2 = [0, 1, 2].reduce((s, d) => s + ((p[3 * i + d]! - p[3 * j + d]!) / 10) ** 2, 0);
    const r6 = r2 * r2 * r2;
    const lj = (c6: number, c12: number) => c12 / (r6 * r6) - c6 / r6;
    const { sigma, epsilon } = lj14(i, j);
    here += lj(4 * epsilon * sigma ** 6, 4 * epsilon * sigma ** 12);
    const own = oneFour.get(typePairKey(system.atoms[i]!.type, system.atoms[j]!.type));
    if (own) gromos += lj(own.params[0]!, own.params[1]!);
    else missing++;
  }
  return { here, gromos, missing };
}
