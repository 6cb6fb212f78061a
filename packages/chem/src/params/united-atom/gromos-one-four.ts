import type { System } from '../../core/system.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';

/**
 * The 1-4 Lennard-Jones energy (kJ/mol) of a GROMOS System at its own geometry, two ways: `here`, as
 * the System means it (the normal pair C6/C12 — [ nonbond_params ] or the geometric mean — times
 * fudgeLJ 1), and `gromos`, with GROMOS's own 1-4 C6/C12 from [ pairtypes ]. The System cannot hold
 * the second (no per-pair 1-4 parameters), so the parameterizer reports both; `missing` counts pairs
 * whose types have no [ pairtypes ] row (grompp would refuse them).
 */
export function gromosOneFourEnergies(
  ff: GromacsForceField,
  system: System,
): { here: number; gromos: number; missing: number } {
  const key = (a: string, b: string) => [a, b].sort().join('\u0000');
  const normal = new Map(
    ff.nonbondParams.filter((r) => r.funct === 1).map((r) => [key(r.types[0]!, r.types[1]!), r.params]),
  );
  const oneFour = new Map(
    ff.pairTypes.filter((r) => r.funct === 1).map((r) => [key(r.types[0]!, r.types[1]!), r.params]),
  );
  const p = system.molecule.positions;
  let here = 0;
  let gromos = 0;
  let missing = 0;
  for (const { atoms } of system.pairs) {
    const [i, j] = atoms;
    const ti = system.atoms[i]!.type;
    const tj = system.atoms[j]!.type;
    const r2 = [0, 1, 2].reduce((s, d) => s + ((p[3 * i + d]! - p[3 * j + d]!) / 10) ** 2, 0);
    const r6 = r2 * r2 * r2;
    const lj = (c: readonly number[]) => c[1]! / (r6 * r6) - c[0]! / r6;
    const a = ff.atomTypes.get(ti);
    const b = ff.atomTypes.get(tj);
    const pair = normal.get(key(ti, tj)) ?? (a && b ? [Math.sqrt(a.v * b.v), Math.sqrt(a.w * b.w)] : [0, 0]);
    here += system.defaults.fudgeLJ * lj(pair);
    const own = oneFour.get(key(ti, tj));
    if (own) gromos += lj(own);
    else missing++;
  }
  return { here, gromos, missing };
}
