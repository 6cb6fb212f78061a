import type { NonbondedPairParameter, Provenance, System } from '@topoforge/chem';
import { combineLennardJones } from '@topoforge/chem';

const TEST: Provenance = { forceField: 'test-pairs', source: 'testing/explicit-pairs.ts', estimated: false };

/** σ and ε of an override: clearly away from the combination rule (σ × 1.2, ε × 3 + 0.1 kJ/mol). */
const SIGMA_FACTOR = 1.2;
const EPSILON_FACTOR = 3;
const EPSILON_SHIFT = 0.1;

/**
 * The System with two explicit type pairs (System.nonbondedPairs), as a mixed force field carries
 * them: the types of its first 1-4 pair (so that LJ-14 is overridden too) and the most common type
 * with itself, each with σ and ε well away from what the combination rule gives, so that an engine
 * or writer that ignores them is off by far more than the tolerance.
 */
export function withExplicitPairs(system: System): System {
  const typeOf = (i: number): string => system.atoms[i]!.type;
  const first = system.pairs[0];
  if (!first) throw new Error('withExplicitPairs needs a System with 1-4 pairs.');
  const chosen: [string, string][] = [[typeOf(first.atoms[0]), typeOf(first.atoms[1])]];
  const count = new Map<string, number>();
  for (const a of system.atoms) count.set(a.type, (count.get(a.type) ?? 0) + 1);
  const common = [...count.entries()]
    .sort((x, y) => y[1] - x[1])
    .map(([t]) => t)
    .find((t) => !(chosen[0]![0] === t && chosen[0]![1] === t));
  if (common !== undefined) chosen.push([common, common]);
  const nonbondedPairs = chosen.map(([a, b]): NonbondedPairParameter => {
    const atomA = system.atoms.find((x) => x.type === a)!;
    const atomB = system.atoms.find((x) => x.type === b)!;
    const combined = combineLennardJones(system.defaults.combinationRule, atomA, atomB);
    return {
      types: [a, b],
      funct: 1,
      sigma: SIGMA_FACTOR * combined.sigma,
      epsilon: EPSILON_FACTOR * combined.epsilon + EPSILON_SHIFT,
      provenance: TEST,
    };
  });
  return { ...system, nonbondedPairs };
}

/**
 * LJ and LJ-14 (kJ/mol) of an isolated molecule summed pair by pair in plain TypeScript, independent
 * of every writer and engine: atoms one or two bonds apart excluded, the System's 1-4 pairs at
 * fudgeLJ, every other pair in full; σ and ε from an explicit type pair where there is one, else the
 * combination rule. The engines must agree with this as well as with each other.
 */
export function referenceLennardJones(system: System): { lj: number; lj14: number } {
  const key = (i: number, j: number): string => (i < j ? `${i}-${j}` : `${j}-${i}`);
  const excluded = new Set<string>();
  for (const t of system.bonds) excluded.add(key(t.atoms[0], t.atoms[1]));
  for (const t of system.angles) excluded.add(key(t.atoms[0], t.atoms[2]));
  const oneFour = new Set(system.pairs.map((p) => key(p.atoms[0], p.atoms[1])));
  const typeKey = (a: string, b: string): string => [a, b].sort().join('\u0000');
  const explicit = new Map((system.nonbondedPairs ?? []).map((p) => [typeKey(...p.types), p]));
  const x = system.molecule.positions;
  let lj = 0;
  let lj14 = 0;
  for (let i = 0; i < system.atoms.length; i++) {
    for (let j = i + 1; j < system.atoms.length; j++) {
      const k = key(i, j);
      if (excluded.has(k) && !oneFour.has(k)) continue;
      const a = system.atoms[i]!;
      const b = system.atoms[j]!;
      const { sigma, epsilon } =
        explicit.get(typeKey(a.type, b.type)) ?? combineLennardJones(system.defaults.combinationRule, a, b);
      const r =
        Math.hypot(x[3 * i]! - x[3 * j]!, x[3 * i + 1]! - x[3 * j + 1]!, x[3 * i + 2]! - x[3 * j + 2]!) / 10;
      const e = 4 * epsilon * ((sigma / r) ** 12 - (sigma / r) ** 6);
      if (oneFour.has(k)) lj14 += system.defaults.fudgeLJ * e;
      else lj += e;
    }
  }
  return { lj, lj14 };
}
