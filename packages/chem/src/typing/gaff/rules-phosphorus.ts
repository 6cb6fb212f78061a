import { all, eitherNeighbour, env, rule, via } from './rule-builders.js';
import type { GaffRule } from './rule-types.js';
import { HYPERVALENT_CONJUGATION, RING_CONJUGATION } from './rules-shared.js';

/** GAFF phosphorus types (Wang et al., J. Comput. Chem. 2004, 25, 1157). */
const PC_CONJUGATION = [...RING_CONJUGATION, [env('C', 2, [[via('sb')]])]];

export const PHOSPHORUS_RULES: readonly GaffRule[] = [
  rule('pc', 15, { connections: 2, properties: all('sb', 'db', 'AR2'), environments: PC_CONJUGATION }),
  rule('pc', 15, { connections: 2, properties: all('sb', 'db', 'AR3'), environments: PC_CONJUGATION }),
  rule('pb', 15, { connections: 2, properties: all('AR1') }),
  rule('pe', 15, {
    connections: 2,
    properties: all('sb', 'db'),
    environments: eitherNeighbour(
      env('C', 3, [[via('sb')]]),
      env('C', 2, [[via('SB')]]),
      env('OS', 1, [[via('SB')]]),
      env('NP', 2, [[via('SB')]]),
      env('SP', 3, [[via('SB')], ...all('DB')]),
      env('SP', 4, [[via('SB')], ...all('DB')]),
    ),
  }),
  rule('p2', 15, { connections: 2 }),
  rule('p2', 15, { connections: 1 }),
  rule('px', 15, { connections: 3, properties: all('db'), environments: HYPERVALENT_CONJUGATION }),
  // P=O / P=S with three neighbours.
  rule('p4', 15, { connections: 3, properties: all('db'), environments: [[env('OS', 1)]] }),
  rule('p3', 15, { connections: 3 }),
  rule('py', 15, { connections: 4, properties: all('db'), environments: HYPERVALENT_CONJUGATION }),
  rule('p5', 15, { connections: 4 }),
  rule('p5', 15, { connections: 5 }),
  rule('p5', 15, { connections: 6 }),
];
