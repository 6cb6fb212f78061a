import { TopoForgeError } from '../errors.js';
import type { Molecule } from '../molecule.js';
import { selectAtoms } from './select-atoms.js';

/**
 * The builder's reduce call (spec 000 §4, step 2 → 3): `rule` holds one entry per atom, 1 to keep it and
 * 0 to drop it (the wizard sends 0 for lone pairs, type Lp). Bonds to dropped atoms go, the others are
 * renumbered; everything else about the kept atoms stays. A rule of the wrong length or with other
 * values is refused, naming the first bad entry (1-based, as on the wire).
 */
export function reduceAtoms(mol: Molecule, rule: readonly number[]): Molecule {
  if (rule.length !== mol.atomCount) {
    throw new TopoForgeError(
      'invalid-molecule',
      `rule has ${rule.length} entries but the structure has ${mol.atomCount} atoms; send one 0 or 1 per atom.`,
    );
  }
  const bad = rule.findIndex((v) => v !== 0 && v !== 1);
  if (bad >= 0) {
    throw new TopoForgeError(
      'invalid-molecule',
      `rule entry ${bad + 1} is ${String(rule[bad])}; each entry must be 0 (drop the atom) or 1 (keep it).`,
    );
  }
  const keep: number[] = [];
  rule.forEach((v, i) => {
    if (v === 1) keep.push(i);
  });
  return selectAtoms(mol, keep);
}
