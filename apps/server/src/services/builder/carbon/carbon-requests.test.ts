import { describe, expect, it } from 'vitest';
import type { MultiWallBody } from '@topoforge/contract';
import { HttpError } from '../../../kernel/http/errors.js';
import { estimatedAtoms, nanotubeInput, tubeLatticeAtoms } from './carbon-requests.js';

/** N = 4(n² + nm + m²)/d_R atoms per translational period (Saito, Dresselhaus & Dresselhaus 1998). */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const saitoN = (n: number, m: number): number => (4 * (n * n + n * m + m * m)) / gcd(2 * m + n, 2 * n + m);

/** A parsed tube body (every field present, as the contract's schema gives it). */
const body = (fields: { circle?: number; period?: number; walls?: number }): MultiWallBody => ({
  circle: undefined,
  period: undefined,
  walls: undefined,
  Rcc: undefined,
  terminal_H: false,
  ...fields,
});

const refusal = (f: () => unknown): HttpError => {
  try {
    f();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('tube sizes before building', () => {
  it('counts the lattice carbons of each wall by the closed form: (10,0) 40, (4,4)@(9,9) 16 + 36 per period', () => {
    // circle 7.8 Å picks (10,0) (d = 7.83 Å); 6 Å picks (4,4), walls step by Δn = 5 for armchair.
    expect(tubeLatticeAtoms('zigzag', 7.8, 3, 1, 1.42)).toBe(3 * saitoN(10, 0));
    expect(tubeLatticeAtoms('armchair', 6, 2, 2, 1.42)).toBe(2 * (saitoN(4, 4) + saitoN(9, 9)));
    // The largest premium request of 001 §6: 10 zigzag walls from 100 Å over 100 periods.
    const walls = Array.from({ length: 10 }, (_, w) => saitoN(128 + 9 * w, 0));
    expect(tubeLatticeAtoms('zigzag', 100, 100, 10, 1.42)).toBe(100 * walls.reduce((a, b) => a + b));
  });

  it('estimates a tube request as its lattice and refuses one past the server cap', () => {
    const input = nanotubeInput('zigzag', body({ circle: 7.8, period: 3 }), false);
    expect(estimatedAtoms(input)).toBe(120);
    const cap = refusal(() => nanotubeInput('zigzag', body({ circle: 100, period: 100, walls: 10 }), true));
    expect(cap.key).toBe('invalid-request/carbon-size');
  });
});

describe('tube bounds by user (001 §6)', () => {
  it('gives others 20 Å, 10 periods, 3 walls and names the premium bound; premium users 100, 100, 10', () => {
    const wide = refusal(() => nanotubeInput('armchair', body({ circle: 21, period: 1 }), false));
    expect(wide.data).toMatchObject({ field: 'circle', max: 20, premiumMax: 100 });
    expect(() => nanotubeInput('armchair', body({ circle: 21, period: 1 }), true)).not.toThrow();
    const past = refusal(() => nanotubeInput('armchair', body({ circle: 101, period: 1 }), true));
    expect(past.data).toMatchObject({ max: 100 });
    expect(past.data.premiumMax).toBeUndefined();
    const walls = refusal(() => nanotubeInput('zigzag', body({ circle: 6, period: 1, walls: 4 }), false));
    expect(walls.data).toMatchObject({ field: 'walls', max: 3, premiumMax: 10 });
    const missing = refusal(() => nanotubeInput('zigzag', body({ circle: 6, period: Number.NaN }), false));
    expect(missing.data).toMatchObject({ field: 'period', missing: true });
  });
});
