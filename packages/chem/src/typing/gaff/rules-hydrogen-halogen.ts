import { env, rule } from './rule-builders.js';
import type { GaffRule } from './rule-types.js';

/**
 * GAFF hydrogen and halogen types (Wang et al., J. Comput. Chem. 2004, 25, 1157). Hydrogens are
 * typed by their neighbour and, on carbon, by the electron-withdrawing atoms (N, O, S, F, Cl, Br, I)
 * on that carbon: h1–h3 on sp3 C with 1–3 of them, h4/h5 on sp2 C with 1/2, hc and ha otherwise.
 * Water's hydrogens are ho, not hw: antechamber tests "on O" before "on O that carries another H".
 */
export const HYDROGEN_RULES: readonly GaffRule[] = [
  rule('hn', 1, { connections: 1, environments: [[env('N')]] }),
  rule('ho', 1, { connections: 1, environments: [[env('O')]] }),
  rule('hs', 1, { connections: 1, environments: [[env('S')]] }),
  rule('hp', 1, { connections: 1, environments: [[env('P')]] }),
  // On a carbon next to a four-connected (ammonium) N.
  rule('hx', 1, { connections: 1, environments: [[env('C', undefined, undefined, env('N', 4))]] }),
  rule('h3', 1, { connections: 1, withdrawing: 3, environments: [[env('C', 4)]] }),
  rule('h2', 1, { connections: 1, withdrawing: 2, environments: [[env('C', 4)]] }),
  rule('h1', 1, { connections: 1, withdrawing: 1, environments: [[env('C', 4)]] }),
  rule('hc', 1, { connections: 1, environments: [[env('C', 4)]] }),
  rule('h5', 1, { connections: 1, withdrawing: 2, environments: [[env('C', 3)]] }),
  rule('h4', 1, { connections: 1, withdrawing: 1, environments: [[env('C', 3)]] }),
  rule('ha', 1, { connections: 1 }),
];

export const HALOGEN_RULES: readonly GaffRule[] = [
  rule('f', 9),
  rule('cl', 17),
  rule('br', 35),
  rule('i', 53),
];
