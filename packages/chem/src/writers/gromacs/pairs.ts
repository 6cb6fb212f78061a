import type { System } from '../../core/system.js';
import { oneFourLennardJones } from '../../params/pair-parameters-14.js';
import { nonbondedColumns } from './atom-types.js';
import type { GromacsInteraction } from './model.js';

/**
 * [ pairs ] funct 1. With gen-pairs = yes grompp makes each pair's LJ from [ pairtypes ] (the
 * System's pairParameters14 rows and the explicit type pairs, explicit-pairs.ts) or else from the
 * atom types times fudgeLJ, so the line carries atoms only. With gen-pairs = no grompp would look for
 * [ pairtypes ] of every pair, so the line carries the values the System means: the pair's 1-4 row,
 * else the explicit type pair's σ and fudgeLJ · ε, else the combined values with fudgeLJ applied — the
 * same numbers gen-pairs would make. Coulomb-14 is scaled by fudgeQQ either way.
 */
export function pairLines(system: System): GromacsInteraction[] {
  const { genPairs, combinationRule } = system.defaults;
  const lj14 = oneFourLennardJones(system);
  return system.pairs.map(({ atoms }) => {
    const ids = [atoms[0] + 1, atoms[1] + 1];
    if (genPairs) return { atoms: ids, funct: 1, parameters: [] };
    const { sigma, epsilon } = lj14(atoms[0], atoms[1]);
    return { atoms: ids, funct: 1, parameters: nonbondedColumns(combinationRule, sigma, epsilon) };
  });
}
