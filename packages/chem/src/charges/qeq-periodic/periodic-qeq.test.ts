import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import type { Molecule } from '../../core/molecule.js';
import { atomsAt, crystal } from '../../perception/testing/molecules.js';
import { qeqCharges } from '../qeq/qeq.js';
import { QEQ_PARAMETERS } from '../qeq/qeq-data.js';
import { methanol } from '../qeq/testing/methanol.js';
import { qeqAnyCharges, qeqWith } from './qeq-methods.js';

const boxed = (mol: Molecule, a: number): Molecule => ({
  ...mol,
  cell: cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 }),
});

/** Water (O–H 0.9572 Å, 104.52°) in a monoclinic 4.2 × 4.6 × 5.0 Å cell: images well inside every cut-off. */
const WATER_CELL = { a: 4.2, b: 4.6, c: 5.0, alpha: 90, beta: 100, gamma: 90 };
const waterSites = (copies: number): [string, number, number, number][] =>
  Array.from({ length: copies }, (_, k) => [
    ['O', (0.1 + k) / copies, 0.2, 0.3] as [string, number, number, number],
    ['H', (0.1 + 0.9572 / WATER_CELL.a + k) / copies, 0.2, 0.3] as [string, number, number, number],
    ['H', (0.1 - 0.2396 / WATER_CELL.a + k) / copies, 0.2 + 0.9267 / WATER_CELL.b, 0.3] as [
      string,
      number,
      number,
      number,
    ],
  ]).flat();
const iceLike = crystal(cellFromParameters(WATER_CELL), waterSites(1));
const doubled = crystal(cellFromParameters({ ...WATER_CELL, a: 2 * WATER_CELL.a }), waterSites(2));

const maxDiff = (a: Float64Array, b: Float64Array): number =>
  a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);

describe('periodic QEq (Ewald 1/R + short-range Slater correction over images)', () => {
  it("gives methanol in a 120 Å box the molecular QEq charges to 1e-5 e; the rest is the images' dipoles", () => {
    // Reference: the non-periodic QEq (qeq.ts, itself checked against a hand calculation for water).
    // What remains is the field of the image dipoles (tin-foil Ewald sum), which falls as 1/L³:
    // doubling the box divides the difference by 8 (measured 1.7e-4, 2.1e-5, 2.7e-6 e at 30, 60, 120 Å).
    const molecular = qeqCharges(methanol, { netCharge: 0 });
    const at = (a: number): number => maxDiff(qeqAnyCharges(boxed(methanol, a), { netCharge: 0 }), molecular);
    const far = at(120);
    expect(far).toBeLessThan(1e-5);
    expect(at(60) / far).toBeCloseTo(8, 1);
  });

  it('gives a 2×1×1 supercell the same per-atom charges', () => {
    const one = qeqAnyCharges(iceLike, { netCharge: 0 });
    const two = qeqAnyCharges(doubled, { netCharge: 0 });
    expect(one[0]).toBeLessThan(-0.3);
    expect(maxDiff(two.subarray(0, 3), one)).toBeLessThan(1e-6);
    expect(maxDiff(two.subarray(3, 6), one)).toBeLessThan(1e-6);
  });

  it('does not depend on the Ewald splitting parameter', () => {
    const charges = [0.5, 0.9, 1.6].map((alpha) =>
      qeqWith(QEQ_PARAMETERS, 'QEq', { ewald: { alpha } })(iceLike, { netCharge: 0 }),
    );
    expect(maxDiff(charges[0]!, charges[1]!)).toBeLessThan(1e-7);
    expect(maxDiff(charges[0]!, charges[2]!)).toBeLessThan(1e-7);
  });

  it('keeps a charged cell at its net charge exactly (neutralising background), independent of α', () => {
    const a = qeqWith(QEQ_PARAMETERS, 'QEq', { ewald: { alpha: 0.6 } })(iceLike, { netCharge: 1 });
    const b = qeqWith(QEQ_PARAMETERS, 'QEq', { ewald: { alpha: 1.2 } })(iceLike, { netCharge: 1 });
    expect(a.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    expect(maxDiff(a, b)).toBeLessThan(1e-7);
  });

  it('differs from the isolated molecule when images are close (the periodic terms are there)', () => {
    const water = atomsAt([
      ['O', 0, 0, 0],
      ['H', 0.9572, 0, 0],
      ['H', -0.2396, 0.9267, 0],
    ]);
    const isolated = qeqCharges(water, { netCharge: 0 });
    const periodic = qeqAnyCharges(iceLike, { netCharge: 0 });
    expect(maxDiff(isolated, periodic)).toBeGreaterThan(1e-3);
  });

  it('names the element a parameter set has no value for', () => {
    const halite = crystal(
      cellFromParameters({ a: 5.64, b: 5.64, c: 5.64, alpha: 90, beta: 90, gamma: 90 }),
      [
        ['Mg', 0, 0, 0],
        ['O', 0.5, 0.5, 0.5],
      ],
    );
    expect(() => qeqAnyCharges(halite, { netCharge: 0 })).toThrow(/QEq has no parameters for Mg \(atoms 1\)/);
  });
});
