import { ChemError } from '../../core/errors.js';
import type { NonbondedPairParameter, Provenance } from '../../core/system.js';
import { martini2Pair } from '../data/martini2-nonbonded.js';
import { martini3Pair, type MartiniNonbondedTable } from '../martini3-itp/parse.js';

export interface BeadLj {
  readonly sigma: number;
  readonly epsilon: number;
}

export interface CgNonbonded {
  /** σ/ε of each distinct type with itself (the atom's own LJ). */
  readonly like: ReadonlyMap<string, BeadLj>;
  /** Every unordered pair of the types present, like pairs included. */
  readonly pairs: readonly NonbondedPairParameter[];
}

type PairLookup = (a: string, b: string) => BeadLj | undefined;

/** The types in first-seen order, then every pair (i ≤ j) looked up; a missing one is refused. */
function pairsOf(
  types: readonly string[],
  lookup: PairLookup,
  provenance: (a: string, b: string) => Provenance,
  where: string,
): CgNonbonded {
  const distinct = [...new Set(types)];
  const like = new Map<string, BeadLj>();
  const pairs: NonbondedPairParameter[] = [];
  distinct.forEach((a, i) => {
    for (const b of distinct.slice(i)) {
      const lj = lookup(a, b);
      if (lj === undefined) {
        throw new ChemError(
          'missing-parameter',
          `${where} has no interaction for the bead types ${a} and ${b}.`,
          [],
          {
            types: [a, b],
          },
        );
      }
      if (a === b) like.set(a, lj);
      pairs.push({
        types: [a, b],
        funct: 1,
        sigma: lj.sigma,
        epsilon: lj.epsilon,
        provenance: provenance(a, b),
      });
    }
  });
  return { like, pairs };
}

/** Martini 2.2: every pair from the cited matrix (data/martini2-nonbonded.ts). */
export function martini2Nonbonded(types: readonly string[]): CgNonbonded {
  const provenance: Provenance = {
    forceField: 'martini2',
    version: '2.2',
    source: 'coarse/data/martini2-nonbonded.ts (Marrink et al., J. Phys. Chem. B 2007, 111, 7812, Table 3)',
    estimated: false,
  };
  return pairsOf(types, martini2Pair, () => provenance, 'The Martini 2.2 interaction matrix');
}

/** Martini 3 with the official particle file read: every pair from its [ nonbond_params ]. */
export function martini3Nonbonded(types: readonly string[], table: MartiniNonbondedTable): CgNonbonded {
  const lookup: PairLookup = (a, b) =>
    table.atomTypes.has(a) && table.atomTypes.has(b) ? martini3Pair(table, a, b) : undefined;
  const provenance = (a: string, b: string): Provenance => ({
    forceField: 'martini3',
    version: '3.0.0',
    source: table.source,
    ...(martini3Pair(table, a, b)?.line === undefined ? {} : { line: martini3Pair(table, a, b)!.line }),
    estimated: false,
  });
  return pairsOf(types, lookup, provenance, table.source);
}
