import type { System } from '../../core/system.js';
import { nonbondedPairLookup } from '../../params/nonbonded-pairs.js';
import { oneFourLennardJones } from '../../params/pair-parameters-14.js';
import type { OpenMMLennardJonesTable } from './model.js';

/** Whether NonbondedForce's Lorentz–Berthelot mixing cannot say the System's Lennard-Jones. */
export function needsLennardJonesTable(system: System): boolean {
  return (
    system.defaults.combinationRule !== 2 ||
    (system.nonbondedPairs ?? []).length > 0 ||
    (system.pairParameters14 ?? []).length > 0
  );
}

/**
 * One LJ class per distinct (System type, σ, ε), as the AMBER writer makes its LJ types, so that a
 * class pair has one mixed value whatever the rule and explicit type pairs. OpenMM keeps every type
 * of an NBFIX table apart (one per atom here), so the table it builds grows as atoms²: fine for
 * molecules and unit cells, heavy for tens of thousands of atoms.
 */
export function lennardJonesTable(
  system: System,
  residueName: string,
): { readonly ljClassOf: string[]; readonly table: OpenMMLennardJonesTable } {
  const index = new Map<string, number>();
  const members: number[] = [];
  const ljClassOf = system.atoms.map((atom, i) => {
    const key = [atom.type, atom.sigma, atom.epsilon].join('\u0000');
    let k = index.get(key);
    if (k === undefined) {
      k = members.push(i) - 1;
      index.set(key, k);
    }
    return `${residueName}-LJ${k + 1}`;
  });
  const rule = system.defaults.combinationRule;
  const explicit = nonbondedPairLookup(system);
  const classPairs: OpenMMLennardJonesTable['classPairs'][number][] = [];
  for (let m = 0; m < members.length; m++) {
    for (let n = m; n < members.length; n++) {
      const a = system.atoms[members[m]!]!;
      const b = system.atoms[members[n]!]!;
      const own = explicit(a.type, b.type);
      // Rule 1 keeps σ and ε too: geometric C6 and C12 are geometric σ and ε.
      const sigma = own?.sigma ?? (rule === 2 ? (a.sigma + b.sigma) / 2 : Math.sqrt(a.sigma * b.sigma));
      const epsilon = own?.epsilon ?? Math.sqrt(a.epsilon * b.epsilon);
      classPairs.push({
        classes: [ljClassOf[members[m]!]!, ljClassOf[members[n]!]!],
        sigma,
        epsilon,
      });
    }
  }
  const lj14 = oneFourLennardJones(system);
  const oneFour = system.pairs.map(({ atoms }) => {
    const { sigma, epsilon } = lj14(atoms[0], atoms[1]);
    return { atoms: [atoms[0], atoms[1]] as const, sigma, epsilon };
  });
  return { ljClassOf, table: { classPairs, oneFour } };
}
