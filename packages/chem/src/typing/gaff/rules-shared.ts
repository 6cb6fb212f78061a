import { all, eitherNeighbour, env, via } from './rule-builders.js';
import type { EnvAtom } from './rule-types.js';

/**
 * Neighbourhoods that make an sp2 ring atom part of a conjugated (non-pure-aromatic) ring system
 * (cc/nc/pc in GAFF, Wang et al. 2004): an sp2 C or two-connected N/P neighbour that is itself
 * conjugated onwards, or joined by a single (or aromatic single) bond, or an S/P with three or four
 * neighbours and a double bond, joined by a single bond.
 */
export const RING_CONJUGATION: readonly EnvAtom[][] = [
  [env('C', 3, undefined, env('C', 3))],
  [env('C', 3, undefined, env('C', 2))],
  [env('C', 3, undefined, env('NP', 2))],
  [env('NP', 2, undefined, env('NP', 2))],
  [env('NP', 2, undefined, env('C', 2))],
  [env('NP', 2, undefined, env('C', 3))],
  ...eitherNeighbour(
    env('C', 3, [[via('sb')]]),
    env('NP', 2, [[via('sb')]]),
    env('SP', 3, [[via('sb')], ...all('db')]),
    env('SP', 4, [[via('sb')], ...all('db')]),
  ),
];

/**
 * Neighbourhoods that make an sp2 chain atom part of a conjugated chain (ce/ne/pe): a conjugable
 * neighbour joined by a pure single bond (not an aromatic one).
 */
export const CHAIN_CONJUGATION: readonly EnvAtom[][] = eitherNeighbour(
  env('C', 3, [[via('SB')]]),
  env('C', 2, [[via('SB')]]),
  env('NP', 2, [[via('SB')]]),
  env('SP', 3, [[via('SB')], ...all('db')]),
  env('SP', 4, [[via('SB')], ...all('db')]),
);

/** Neighbours that make a P or S with a double bond "conjugated" (px, py, sx, sy). */
export const HYPERVALENT_CONJUGATION: readonly EnvAtom[][] = eitherNeighbour(
  env('NP', 2, [[via('sb')]]),
  env('C', 3, [[via('sb')]]),
  env('SP', 3, [[via('sb')], ...all('db')]),
  env('SP', 4, [[via('sb')], ...all('db')]),
);
