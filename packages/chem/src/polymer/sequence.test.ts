import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';
import {
  blockSequence,
  markovSequence,
  mirrors,
  splitPool,
  stationaryDistribution,
  terminalSequence,
  terminalTransitions,
} from './sequence.js';

/** Composition and transition counts of a sequence over n monomers. */
function counts(seq: readonly number[], n: number): { comp: number[]; pairs: number[][] } {
  const comp = new Array<number>(n).fill(0);
  const pairs = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  seq.forEach((m, k) => {
    comp[m]!++;
    if (k > 0) pairs[seq[k - 1]!]![m]!++;
  });
  return { comp, pairs };
}

/** |observed − expected| ≤ 3σ for a transition probability estimated from `trials` departures. */
const within3Sigma = (successes: number, trials: number, p: number): boolean =>
  Math.abs(successes / trials - p) <= 3 * Math.sqrt((p * (1 - p)) / trials);

describe('random copolymer statistics (issue 18.2)', () => {
  it('probability type: a Markov chain whose composition and transitions match the matrix within 3σ', () => {
    const matrix = [
      [0.5, 0.5],
      [0.3, 0.7],
    ];
    const n = 20_000;
    const seq = markovSequence(matrix, n, seededRandom(3));
    const { comp, pairs } = counts(seq, 2);
    // Stationary π = (p10, p01)/(p01 + p10) = (0.375, 0.625); variance of the mean of a two-state chain
    // is π0π1(1+λ)/((1−λ)n) with λ = 1 − p01 − p10 = 0.2.
    expect(stationaryDistribution(matrix)[0]).toBeCloseTo(0.375, 10);
    const sigma = Math.sqrt((0.375 * 0.625 * 1.2) / (0.8 * n));
    expect(Math.abs(comp[0]! / n - 0.375)).toBeLessThanOrEqual(3 * sigma);
    for (let i = 0; i < 2; i++) {
      const from = pairs[i]![0]! + pairs[i]![1]!;
      for (let j = 0; j < 2; j++) expect(within3Sigma(pairs[i]![j]!, from, matrix[i]![j]!)).toBe(true);
    }
  });

  it('competitive type: the terminal model gives the published styrene/MMA numbers (r1 0.52, r2 0.46, f1 0.5)', () => {
    // Issue 18's reference values: F1 0.5101, p11 0.3421, mean styrene run 1.52. Analytically p11 =
    // r1 f1/(r1 f1 + f2) and F1 from the Mayo–Lewis equation (r1 f1² + f1 f2)/(r1 f1² + 2 f1 f2 + r2 f2²).
    const ratios = [
      [1, 0.52],
      [0.46, 1],
    ];
    const p = terminalTransitions(ratios, [0.5, 0.5]);
    const mayoLewis = (0.52 * 0.25 + 0.25) / (0.52 * 0.25 + 2 * 0.25 + 0.46 * 0.25);
    expect(p[0]![0]).toBeCloseTo((0.52 * 0.5) / (0.52 * 0.5 + 0.5), 12);
    expect(p[0]![0]).toBeCloseTo(0.3421, 4);
    expect(stationaryDistribution(p)[0]).toBeCloseTo(mayoLewis, 10);
    expect(mayoLewis).toBeCloseTo(0.5101, 4);
    expect(1 / (1 - p[0]![0]!)).toBeCloseTo(1.52, 2);
    const n = 20_000;
    const seq = terminalSequence({ ratios, feed: [0.5, 0.5], fixedFeed: true }, n, seededRandom(5));
    const { comp, pairs } = counts(seq, 2);
    const lambda = 1 - p[0]![1]! - p[1]![0]!;
    const sigma = Math.sqrt((mayoLewis * (1 - mayoLewis) * (1 + lambda)) / ((1 - lambda) * n));
    expect(Math.abs(comp[0]! / n - mayoLewis)).toBeLessThanOrEqual(3 * sigma);
    expect(within3Sigma(pairs[0]![0]!, pairs[0]![0]! + pairs[0]![1]!, 0.3421)).toBe(true);
  });

  it('a depleted feed is a pool of exactly `degree` monomers: the chain uses it all (composition = feed)', () => {
    const seq = terminalSequence(
      {
        ratios: [
          [1, 0.52],
          [0.46, 1],
        ],
        feed: [0.3, 0.7],
        fixedFeed: false,
      },
      1000,
      seededRandom(1),
    );
    expect(counts(seq, 2).comp).toEqual([300, 700]);
    expect(splitPool([1, 1, 1], 10)).toEqual([4, 3, 3]);
  });

  it('block copolymers repeat the rows exactly; tacticity mirrors none, every second, or by coin', () => {
    expect(
      blockSequence(
        [
          { monomer: 0, count: 2 },
          { monomer: 1, count: 3 },
        ],
        2,
      ),
    ).toEqual([0, 0, 1, 1, 1, 0, 0, 1, 1, 1]);
    expect(mirrors('isotactic', 4, seededRandom(1))).toEqual([false, false, false, false]);
    expect(mirrors('syndiotactic', 4, seededRandom(1))).toEqual([false, true, false, true]);
  });

  it('the same seed draws the same sequence, another seed another one', () => {
    const m = [
      [0.2, 0.8],
      [0.6, 0.4],
    ];
    expect(markovSequence(m, 200, seededRandom(4))).toEqual(markovSequence(m, 200, seededRandom(4)));
    expect(markovSequence(m, 200, seededRandom(4))).not.toEqual(markovSequence(m, 200, seededRandom(5)));
  });
});
