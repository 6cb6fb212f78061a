import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smiles } from '../../perception/testing/smiles.js';
import { finalizeCharges } from './finalize-charges.js';

const sum = (q: Float64Array): number => q.reduce((s, v) => s + v, 0);
const ethane = smiles('CC');
// Ethane's symmetry classes: the two C (atoms 1, 2) and the six H (atoms 3–8).

describe('finalizeCharges', () => {
  it('averages over symmetry classes', () => {
    const raw = Float64Array.from([-0.2, -0.1, 0.01, 0.02, 0.03, 0.04, 0.05, 0.15]);
    const q = finalizeCharges(ethane, raw, { netCharge: 0 });
    expect(q[0]).toBe(q[1]);
    expect(new Set(q.slice(2)).size).toBe(1);
    expect(q[0]).toBeCloseTo(-0.15, 6);
    expect(q[2]).toBeCloseTo(0.05, 6);
  });

  it('scales and keeps an ion at its net charge', () => {
    const raw = Float64Array.from([-0.3, -0.3, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]);
    expect(sum(finalizeCharges(ethane, raw, { netCharge: 0, scale: 1.2 }))).toBeCloseTo(0, 12);
    const q = finalizeCharges(ethane, raw, { netCharge: 0, scale: 1.2 });
    expect(q[0]).toBeCloseTo(-0.36, 12);
    const ion = finalizeCharges(
      ethane,
      raw.map((v) => v + 0.125),
      { netCharge: 1, scale: 1.14 },
    );
    expect(sum(ion)).toBeCloseTo(1, 12);
  });

  it('rounds to the decimals asked and puts the residual on one class when its size divides it', () => {
    // Thirds cannot be written exactly: 6 H × 0.333333 leaves 2e-6, added to the two C.
    const raw = Float64Array.from([-1, -1, 1 / 3, 1 / 3, 1 / 3, 1 / 3, 1 / 3, 1 / 3]).map((v) => v * 0.5);
    const q = finalizeCharges(ethane, raw, { netCharge: 0 });
    expect(Math.abs(sum(q))).toBeLessThan(1e-12);
    expect(q[0]).toBe(q[1]);
    expect(new Set(q.slice(2)).size).toBe(1);
  });

  it('always sums to the net charge within 1e-6 after rounding (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.integer({ min: 2, max: 6 }),
        (values, net, scale, decimals) => {
          const q = finalizeCharges(ethane, Float64Array.from(values), { netCharge: net, scale, decimals });
          expect(Math.abs(sum(q) - net)).toBeLessThan(1e-6);
          q.forEach((v) =>
            expect(Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals))).toBeLessThan(1e-6),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects a charge array of the wrong length and non-finite input', () => {
    expect(() => finalizeCharges(ethane, new Float64Array(3), { netCharge: 0 })).toThrow(
      /Expected 8 charges/,
    );
    expect(() => finalizeCharges(ethane, new Float64Array(8), { netCharge: 0, scale: Number.NaN })).toThrow(
      /finite/,
    );
  });
});
