import type { System } from '../../core/system.js';
import { nonbondedPairLookup } from '../../params/nonbonded-pairs.js';
import { nonbondedColumns } from './atom-types.js';
import type { GromacsInteraction } from './model.js';

/**
 * [ pairs ] funct 1. With gen-pairs = yes grompp makes each pair's LJ from the atom types times
 * fudgeLJ, so the line carries atoms only. With gen-pairs = no grompp would look for [ pairtypes ],
 * which the System does not carry, so the line carries the combined values with fudgeLJ applied —
 * the same numbers gen-pairs would make (an explicit type pair's σ and fudgeLJ · ε where the System has
 * one, as [ pairtypes ] says under gen-pairs). Coulomb-14 is scaled by fudgeQQ either way.
 */
export function pairLines(system: System): GromacsInteraction[] {
  const { genPairs, combinationRule, fudgeLJ } = system.defaults;
  const explicit = nonbondedPairLookup(system);
  return system.pairs.map(({ atoms }) => {
    const ids = [atoms[0] + 1, atoms[1] + 1];
    if (genPairs) return { atoms: ids, funct: 1, parameters: [] };
    const a = system.atoms[atoms[0]]!;
    const b = system.atoms[atoms[1]]!;
    const own = explicit(a.type, b.type);
    const sigma =
      own?.sigma ?? (combinationRule === 2 ? (a.sigma + b.sigma) / 2 : Math.sqrt(a.sigma * b.sigma));
    const epsilon = fudgeLJ * (own?.epsilon ?? Math.sqrt(a.epsilon * b.epsilon));
    return { atoms: ids, funct: 1, parameters: nonbondedColumns(combinationRule, sigma, epsilon) };
  });
}
