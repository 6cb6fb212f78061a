import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { atomsAt, crystal } from '../../perception/testing/molecules.js';
import { eemCharges } from './eem.js';

describe('eemCharges', () => {
  it('matches the hand-solved two-atom case (HF at 0.917 Å)', () => {
    // A_H + B_H q − κq/R = A_F − B_F q + κq/R  ⇒  q_H = (A_F − A_H) / (B_H + B_F − 2κ/R)
    const expected = (0.72052 - 0.20606) / (1.31942 + 1.45328 - (2 * 0.529176) / 0.917);
    const q = eemCharges(
      atomsAt([
        ['H', 0, 0, 0],
        ['F', 0.917, 0, 0],
      ]),
      { netCharge: 0 },
    );
    expect(q[0]).toBeCloseTo(expected, 12);
    expect(q[1]).toBeCloseTo(-expected, 12);
  });

  it('conserves the net charge and gives symmetric atoms equal charges (planar NH3⁺-like ion)', () => {
    const r = 1.01;
    const ammonia = atomsAt([
      ['N', 0, 0, 0],
      ['H', r, 0, 0],
      ['H', -r / 2, (r * Math.sqrt(3)) / 2, 0],
      ['H', -r / 2, (-r * Math.sqrt(3)) / 2, 0],
    ]);
    for (const net of [0, 1, -1]) {
      const q = eemCharges(ammonia, { netCharge: net });
      expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(net, 12);
      expect(q[2]).toBeCloseTo(q[1]!, 12);
      expect(q[3]).toBeCloseTo(q[1]!, 12);
    }
  });

  it('makes O negative and H positive in water', () => {
    const q = eemCharges(
      atomsAt([
        ['O', 0, 0, 0],
        ['H', 0.757, 0.586, 0],
        ['H', -0.757, 0.586, 0],
      ]),
      {
        netCharge: 0,
      },
    );
    expect(q[0]).toBeLessThan(0);
    expect(q[1]).toBeGreaterThan(0);
  });

  it('refuses elements the paper did not parametrise, and periodic structures', () => {
    expect(() =>
      eemCharges(
        atomsAt([
          ['S', 0, 0, 0],
          ['H', 1.34, 0, 0],
        ]),
        { netCharge: 0 },
      ),
    ).toThrow(/EEM has no parameters for S/);
    const cell = cellFromParameters({ a: 5, b: 5, c: 5, alpha: 90, beta: 90, gamma: 90 });
    expect(() => eemCharges(crystal(cell, [['C', 0, 0, 0]]), { netCharge: 0 })).toThrow(/Ewald/);
  });
});
