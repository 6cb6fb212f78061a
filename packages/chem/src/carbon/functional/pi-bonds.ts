import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { withBonds } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';

const C = 6;

/**
 * A Kekulé input (single and double bonds, no aromatic ones) after groups took some of its carbons: a
 * neighbour whose double bond went to a new sp3 (or carbonyl) carbon would be left without one. The π system
 * of the remaining sp2 carbons — 3-connected carbons that carry no group and no double bond to another
 * element — is then marked aromatic and given a Kekulé structure again (perception's kekulize, a perfect
 * matching); when none exists (an odd number of centres taken) its bonds stay aromatic, which typers read.
 * An aromatic input, as the builders write, is returned as it is, as is a Kekulé one left whole.
 */
export function restorePiBonds(mol: Molecule, carriers: ReadonlySet<number>): Molecule {
  const { a, b, order, count } = mol.bonds;
  const isCC = (k: number): boolean => mol.elements[a[k]!] === C && mol.elements[b[k]!] === C;
  for (let k = 0; k < count; k++) if (order[k] === BondOrder.Aromatic && isCC(k)) return mol;
  const degree = new Uint32Array(mol.atomCount);
  const doubles = new Uint32Array(mol.atomCount);
  const heteroDouble = new Uint8Array(mol.atomCount);
  for (let k = 0; k < count; k++) {
    for (const [x, y] of [
      [a[k]!, b[k]!],
      [b[k]!, a[k]!],
    ] as const) {
      degree[x]!++;
      if (order[k] !== BondOrder.Double) continue;
      if (mol.elements[y] === C) doubles[x]!++;
      else heteroDouble[x] = 1;
    }
  }
  const isPi = (i: number): boolean =>
    mol.elements[i] === C && degree[i] === 3 && !carriers.has(i) && heteroDouble[i] === 0;
  const pi = [...Array(count).keys()].filter(
    (k) =>
      isCC(k) &&
      isPi(a[k]!) &&
      isPi(b[k]!) &&
      (order[k] === BondOrder.Single || order[k] === BondOrder.Double),
  );
  const broken = [...Array(mol.atomCount).keys()].some((i) => isPi(i) && doubles[i] === 0);
  if (!broken) return mol;
  const next = Uint8Array.from(order);
  for (const k of pi) next[k] = BondOrder.Aromatic;
  const aromatic = withBonds(mol, { ...mol.bonds, order: next });
  return kekulize(aromatic) ?? aromatic;
}
