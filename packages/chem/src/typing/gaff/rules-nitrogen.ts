import { all, eitherNeighbour, env, exactly, oneOf, rule, via } from './rule-builders.js';
import type { GaffRule } from './rule-types.js';
import { CHAIN_CONJUGATION, RING_CONJUGATION } from './rules-shared.js';

/**
 * GAFF nitrogen types (Wang et al., J. Comput. Chem. 2004, 25, 1157). GAFF 1.4 (the parameter set
 * Open Babel ships, /usr/share/openbabel/3.1.1/gaff.dat) has no special types for N in 3- and
 * 4-membered rings (later antechamber versions add ni–nq for them), so those fall to the general
 * types here, as they did before.
 */
const AROMATIC_ATOM = env('anyCNOSP', undefined, [oneOf('AR1', 'AR2', 'AR3')]);

export const NITROGEN_RULES: readonly GaffRule[] = [
  // Amide-like N: bonded to a C that carries a terminal O or S.
  rule('n', 7, { connections: 3, environments: [[env('C', 3, undefined, env('OS', 1))]] }),
  rule('n4', 7, { connections: 4 }),
  rule('no', 7, { connections: 3, environments: [[env('O', 1), env('O', 1)]] }),
  rule('na', 7, { connections: 3, properties: [oneOf('AR1', 'AR2', 'AR3')] }),
  // Amine N conjugated with an aromatic ring or a double bond (aniline, enamine).
  rule('nh', 7, {
    connections: 3,
    environments: eitherNeighbour(
      AROMATIC_ATOM,
      env('C', 3, all('DB')),
      env('N', 2, all('DB')),
      env('P', 2, all('DB')),
    ),
  }),
  rule('n3', 7, { connections: 3 }),
  rule('nb', 7, { connections: 2, properties: all('AR1') }),
  rule('nc', 7, { connections: 2, properties: all('sb', 'db', 'AR2'), environments: RING_CONJUGATION }),
  rule('nc', 7, { connections: 2, properties: all('sb', 'db', 'AR3'), environments: RING_CONJUGATION }),
  // Two-connected N of an azole 5-ring next to two more (triazole, tetrazole).
  rule('nc', 7, {
    connections: 2,
    properties: all('ring5'),
    environments: [
      [env('N', 2, all('ring5'), env('N', 2, all('ring5'), env('N', 2, all('ring5'))))],
      [env('N', 2, all('ring5')), env('N', 2, all('ring5'), env('N', 2, all('ring5')))],
    ],
  }),
  rule('ne', 7, {
    connections: 2,
    properties: all('sb', 'db'),
    environments: [...CHAIN_CONJUGATION, [env('OS', 1, [[via('SB')]])]],
  }),
  rule('n1', 7, { connections: 2, properties: [[exactly(2, 'db')]] }),
  rule('n1', 7, { connections: 2, properties: all('tb', 'sb') }),
  rule('n2', 7, { connections: 2 }),
  rule('n1', 7, { connections: 1 }),
];
