import { all, eitherNeighbour, env, exactly, rule, via } from './rule-builders.js';
import type { GaffRule } from './rule-types.js';
import { CHAIN_CONJUGATION } from './rules-shared.js';

/**
 * GAFF carbon types (Wang et al., J. Comput. Chem. 2004, 25, 1157, Table 1; antechamber's order of
 * tests, Wang et al. 2006). The first rule that holds gives the type; the conjugation pass
 * (conjugation.ts) later turns some cc/ce/cg into cd/cf/ch and some cp into cq.
 */
const CARBONYL_PARTNER = [[env('OS', 1)]];

export const CARBON_RULES: readonly GaffRule[] = [
  // sp3 carbons of 3- and 4-membered rings, then other sp3 carbons.
  rule('cx', 6, { connections: 4, properties: all('ring3') }),
  rule('cy', 6, { connections: 4, properties: all('ring4') }),
  rule('c3', 6, { connections: 4 }),
  // C=O / C=S: two delocalized bonds (carboxylate), one pure double bond and none delocalized
  // (ketone, ester, amide, acid), or three single bonds (the C=O written as delocalized elsewhere).
  rule('c', 6, { connections: 3, properties: [[exactly(2, 'DL')]], environments: CARBONYL_PARTNER }),
  rule('c', 6, {
    connections: 3,
    properties: [[exactly(1, 'DB')], [exactly(0, 'DL')]],
    environments: CARBONYL_PARTNER,
  }),
  rule('c', 6, { connections: 3, properties: [[exactly(3, 'sb')]], environments: CARBONYL_PARTNER }),
  // Guanidine-like carbon: three three-connected N.
  rule('cz', 6, { connections: 3, environments: [[env('N', 3), env('N', 3), env('N', 3)]] }),
  // Pure-aromatic carbon in exactly one 6-ring whose three neighbours are all pure-aromatic atoms:
  // the head carbon of a biaryl bond.
  rule('cp', 6, {
    connections: 3,
    properties: [...all('AR1'), [exactly(1, 'ring6')]],
    environments: [
      [
        env('anyCNOSP', undefined, all('AR1')),
        env('anyCNOSP', undefined, all('AR1')),
        env('anyCNOSP', undefined, all('AR1')),
      ],
    ],
  }),
  rule('ca', 6, { connections: 3, properties: all('AR1') }),
  // sp2 carbon with single and double bonds in a planar non-pure-aromatic ring. antechamber lists
  // the conjugating neighbourhoods first and then the same test with none, so none is needed here.
  rule('cc', 6, { connections: 3, properties: all('sb', 'db', 'AR2') }),
  rule('cc', 6, { connections: 3, properties: all('sb', 'db', 'AR3') }),
  // Inner sp2 carbon of a conjugated chain: single-bonded to another conjugable atom.
  rule('ce', 6, { connections: 3, properties: all('sb', 'db'), environments: CHAIN_CONJUGATION }),
  rule('cu', 6, { connections: 3, properties: all('ring3') }),
  rule('cv', 6, { connections: 3, properties: all('ring4') }),
  rule('c2', 6, { connections: 3 }),
  // Inner sp carbon of a conjugated system (C≡C–C=C, C≡C–C≡N …).
  rule('cg', 6, {
    connections: 2,
    properties: all('sb', 'tb'),
    environments: eitherNeighbour(
      env('C', 2, [[via('SB')]]),
      env('C', 3, [[via('SB')]]),
      env('N', 1, [[via('SB')]]),
      env('NP', 2, [[via('SB')]]),
    ),
  }),
  rule('c1', 6, { connections: 2 }),
  rule('c1', 6, { connections: 1 }),
];
