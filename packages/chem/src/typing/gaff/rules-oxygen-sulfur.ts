import { all, rule } from './rule-builders.js';
import type { GaffRule } from './rule-types.js';
import { HYPERVALENT_CONJUGATION } from './rules-shared.js';

/**
 * GAFF oxygen and sulfur types (Wang et al., J. Comput. Chem. 2004, 25, 1157). As for nitrogen,
 * GAFF 1.4 has no 3-/4-ring O and S types (op, oq, sp, sq of later antechamber versions).
 * Water's O is oh (two H), as antechamber's GAFF definitions give it.
 */
export const OXYGEN_RULES: readonly GaffRule[] = [
  rule('o', 8, { connections: 1 }),
  rule('oh', 8, { connections: 2, hydrogens: 1 }),
  rule('oh', 8, { connections: 2, hydrogens: 2 }),
  rule('oh', 8, { connections: 3, hydrogens: 1 }),
  rule('oh', 8, { connections: 3, hydrogens: 2 }),
  rule('oh', 8, { connections: 3, hydrogens: 3 }),
  rule('os', 8, { connections: 2 }),
  rule('os', 8, { connections: 3 }),
  rule('os', 8),
];

export const SULFUR_RULES: readonly GaffRule[] = [
  rule('s', 16, { connections: 1 }),
  // Two-connected S with a pure (non-aromatic) double or triple bond: thioketone-like S=C–.
  rule('s2', 16, { connections: 2, properties: all('DB') }),
  rule('s2', 16, { connections: 2, properties: all('TB') }),
  rule('sh', 16, { connections: 2, hydrogens: 1 }),
  rule('sh', 16, { connections: 2, hydrogens: 2 }),
  rule('ss', 16, { connections: 2 }),
  rule('sx', 16, { connections: 3, properties: all('db'), environments: HYPERVALENT_CONJUGATION }),
  rule('s4', 16, { connections: 3 }),
  rule('sy', 16, { connections: 4, properties: all('db'), environments: HYPERVALENT_CONJUGATION }),
  rule('s6', 16, { connections: 4 }),
  rule('s6', 16, { connections: 5 }),
  rule('s6', 16, { connections: 6 }),
];
