import { describe, expect, it } from 'vitest';
import { atomsAt } from '../../perception/testing/molecules.js';
import { qeqCharges } from './qeq.js';
import { slaterCoulomb } from './slater-coulomb.js';
import { methanol } from './testing/methanol.js';

describe('qeqCharges', () => {
  it('gives methanol a negative O and positive hydroxyl H, summing to the net charge', () => {
    const q = qeqCharges(methanol, { netCharge: 0 });
    expect(q[1]).toBeLessThan(-0.2);
    expect(q[5]).toBeGreaterThan(0.1);
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 12);
  });

  it('keeps the sum at the requested net charge', () => {
    const q = qeqCharges(methanol, { netCharge: 1 });
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
  });

  it('matches a hand calculation for water (O–H 0.9572 Å, H–O–H 104.52°)', () => {
    // By symmetry q_H = x, q_O = −2x, and ∂E/∂x = 0 gives
    // x = 2(χ_O − χ_H) / (4J_O + 2J_H(x) − 8J_OH(x) + 2J_HH(x)), iterated on x because ζ_H = ζ⁰ + x.
    // J_HH is the closed form for two equal 1s densities; J_OH the 2s–1s integral (slater-coulomb.ts).
    const ev = 27.211386245988;
    const bohr = 0.529177210903;
    const rOH = 0.9572 / bohr;
    const rHH = (2 * 0.9572 * Math.sin((104.52 / 2) * (Math.PI / 180))) / bohr;
    const [chiO, jO, zO, chiH, jH0, zH0] = [8.741, 13.364, 0.9745, 4.528, 13.8904, 1.0698];
    let x = 0;
    for (let k = 0; k < 200; k++) {
      const z = zH0 + x;
      const jHH =
        1 / rHH -
        Math.exp(-2 * z * rHH) * (1 / rHH + (11 * z) / 8 + (3 * z * z * rHH) / 4 + (z ** 3 * rHH * rHH) / 6);
      const jOH = slaterCoulomb({ n: 2, zeta: zO }, { n: 1, zeta: z }, rOH);
      x = (2 * (chiO - chiH)) / (4 * jO + 2 * jH0 * (1 + x / zH0) - 8 * ev * jOH + 2 * ev * jHH);
    }
    const half = ((104.52 / 2) * Math.PI) / 180;
    const water = atomsAt([
      ['O', 0, 0, 0],
      ['H', 0.9572 * Math.sin(half), 0.9572 * Math.cos(half), 0],
      ['H', -0.9572 * Math.sin(half), 0.9572 * Math.cos(half), 0],
    ]);
    const q = qeqCharges(water, { netCharge: 0 });
    expect(q[1]).toBeCloseTo(x, 7);
    expect(q[2]).toBeCloseTo(x, 7);
    expect(q[0]).toBeCloseTo(-2 * x, 7);
  });

  it('refuses elements missing from the paper’s table, naming them', () => {
    expect(() =>
      qeqCharges(
        atomsAt([
          ['Fe', 0, 0, 0],
          ['O', 1.6, 0, 0],
        ]),
        { netCharge: 0 },
      ),
    ).toThrow(/QEq has no parameters for Fe \(atoms 1\)/);
  });
});
