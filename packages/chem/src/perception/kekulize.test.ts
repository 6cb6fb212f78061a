import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import { kekulize } from './kekulize.js';
import { graph } from './testing/molecules.js';

const A = BondOrder.Aromatic;
const ring = (n: number, order: BondOrder = A): [number, number, BondOrder][] =>
  Array.from({ length: n }, (_, i) => [i, (i + 1) % n, order]);

describe('kekulize', () => {
  it('alternates benzene (mol2 `ar`) into three double and three single bonds', () => {
    const benzene = graph(
      ['C', 'C', 'C', 'C', 'C', 'C', 'H', 'H', 'H', 'H', 'H', 'H'],
      [
        ...ring(6),
        ...[0, 1, 2, 3, 4, 5].map((i): [number, number, BondOrder] => [i, i + 6, BondOrder.Single]),
      ],
    );
    const k = kekulize(benzene)!;
    const orders = [...k.bonds.order].slice(0, 6);
    expect(orders.filter((o) => o === BondOrder.Double)).toHaveLength(3);
    // Each ring atom has exactly one double bond: alternating.
    for (let i = 0; i < 6; i++) expect([orders[i], orders[(i + 5) % 6]].sort()).toEqual([1, 2]);
  });

  it('leaves pyrrole N–H out of the π bonds (its valence is full)', () => {
    const pyrrole = graph(['N', 'C', 'C', 'C', 'C', 'H'], [...ring(5), [0, 5, BondOrder.Single]]);
    const k = kekulize(pyrrole)!;
    expect([...k.bonds.order]).toEqual([1, 2, 1, 2, 1, 1]);
  });

  it('returns undefined when the aromatic system has no Kekulé structure', () => {
    // Pyrrole written without its N–H: five atoms each wanting one π bond.
    expect(kekulize(graph(['N', 'C', 'C', 'C', 'C'], ring(5)))).toBeUndefined();
  });

  it('returns the molecule itself when nothing is aromatic', () => {
    const ethene = graph(['C', 'C'], [[0, 1, BondOrder.Double]]);
    expect(kekulize(ethene)).toBe(ethene);
  });
});
