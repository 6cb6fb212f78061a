import type { ParameterSet } from '@topoforge/contract';
import { parameterSetSchema } from '@topoforge/contract';

const given = { forceField: 'GAFF', source: 'gaff.dat', estimated: false };
const estimated = { forceField: 'GAFF', source: 'estimate', estimated: true, estimatedFrom: 'c3-c3' };

/** A small hand-written set: water O, a carbon, one bond per funct, a mixed dihedral table. */
export function sample(cell: number[] | null = null): ParameterSet {
  return parameterSetSchema.parse({
    atoms: [
      ['OW1', 'SPCE', 'OW', 0, 0, 0, -0.8476, 15.999, 0.3166, 0.65],
      ['C2', 'GAFF', 'c3', 1, 0, 0, 0.1, 12.01, 0.34, 0.4577],
    ],
    bonds: [
      [1, 2, 1, 0.1535, 253634.08],
      [2, 3, 5],
      [1, 3, 1, 0.1092, 282252.64],
    ],
    angles: [[1, 2, 3, 1, 110.05, 388.02]],
    dihedrals: [
      [1, 2, 3, 4, 9, 0, 1.046, 1],
      [1, 2, 3, 4, 4, 180, 4.6],
      [2, 3, 4, 5, 9, 0, 0.65, 3],
    ],
    impropers: [],
    pairs: [[1, 4, 1]],
    provenance: {
      atoms: [given, given],
      bonds: [given, estimated, given],
      angles: [given],
      dihedrals: [given, given, given],
      impropers: [],
    },
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
    meta: {
      inputSha256: 'x',
      forceFields: ['GAFF'],
      backup: 'GAFF',
      waterModel: 'SPCE',
      chargeMethod: null,
      program: { name: 'TopoForge', version: '0.1.0' },
      cell,
      estimated: { atoms: 0, bonds: 1, angles: 0, dihedrals: 0, impropers: 0 },
    },
  });
}
