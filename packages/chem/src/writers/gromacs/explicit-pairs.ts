import type { System } from '../../core/system.js';
import { explicitWriterPairs } from '../../params/nonbonded-pairs.js';
import { explicitWriterPairs14 } from '../../params/pair-parameters-14.js';
import { nonbondedColumns } from './atom-types.js';
import type { GromacsAtomType, GromacsTypePair } from './model.js';

/**
 * [ nonbond_params ] for every pair of GROMACS types whose System types carry explicit LJ, and the
 * matching [ pairtypes ] (σ, fudgeLJ · ε): grompp takes 1-4 LJ from [ pairtypes ] or, failing that,
 * from the combination rule — never from [ nonbond_params ] — so without them the 1-4 pairs of those
 * types would ignore the override, unlike every other engine. A type pair with a pairParameters14
 * row gets that row as its one [ pairtypes ] line instead (grompp applies no fudgeLJ to it).
 */
export function explicitTypePairs(
  system: System,
  atomTypes: readonly GromacsAtomType[],
  typeOf: readonly string[],
): { nonbondParams: GromacsTypePair[]; pairTypes: GromacsTypePair[] } {
  const systemTypeOf = new Map<string, string>();
  typeOf.forEach((name, atom) => systemTypeOf.set(name, system.atoms[atom]!.type));
  const systemTypes = atomTypes.map((t) => systemTypeOf.get(t.name) ?? '');
  const rows = explicitWriterPairs(system, systemTypes);
  const { combinationRule: rule, fudgeLJ } = system.defaults;
  const pair = (i: number, j: number, sigma: number, epsilon: number): GromacsTypePair => ({
    types: [atomTypes[i]!.name, atomTypes[j]!.name],
    parameters: nonbondedColumns(rule, sigma, epsilon),
  });
  const oneFour = new Map<string, GromacsTypePair>();
  for (const { i, j, parameter: p } of rows)
    oneFour.set(`${i} ${j}`, pair(i, j, p.sigma, fudgeLJ * p.epsilon));
  for (const { i, j, parameter: p } of explicitWriterPairs14(system, systemTypes)) {
    oneFour.set(`${i} ${j}`, pair(i, j, p.sigma, p.epsilon));
  }
  const order = (key: string): number[] => key.split(' ').map(Number);
  const pairTypes = [...oneFour.entries()]
    .sort(([a], [b]) => order(a)[0]! - order(b)[0]! || order(a)[1]! - order(b)[1]!)
    .map(([, line]) => line);
  return {
    nonbondParams: rows.map(({ i, j, parameter: p }) => pair(i, j, p.sigma, p.epsilon)),
    pairTypes,
  };
}
