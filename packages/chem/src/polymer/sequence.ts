import { drawIndex } from './random.js';
import type { Random } from './random.js';

/**
 * Monomer sequences of the three chain kinds, as monomer indices into the request's monomer list.
 *
 * Probability type: a first-order Markov chain, P(next = j | last = i) = matrix[i][j]; the first unit is
 * drawn from the chain's stationary distribution so the composition is stationary from the start.
 *
 * Competitive type: the terminal (Mayo–Lewis) model. A chain ending in i adds j with probability
 * p_ij = (f_j / r_ij) / Σ_k (f_k / r_ik), r_ii = 1, where r_ij = k_ii / k_ij are the reactivity ratios
 * and f the feed fractions. With a fixed feed (forceconcentration 1) f never changes: the statistics are
 * those of the copolymer equation at that feed (low conversion or a continuously replenished feed). With a
 * depleted feed (forceconcentration 0) the feed is a pool of exactly `degree` monomers split by the
 * concentrations (largest remainders), each unit added takes one from the pool and f is recomputed from
 * what is left: the chain runs to full conversion, so its composition equals the feed's and drifts along
 * the chain as the more reactive monomer is used up.
 */
export interface TerminalModel {
  /** r[i][j] for i ≠ j (the diagonal is ignored: r_ii = 1). */
  readonly ratios: readonly (readonly number[])[];
  /** Feed concentrations (any positive scale; normalised here). */
  readonly feed: readonly number[];
  readonly fixedFeed: boolean;
}

/** The terminal-model transition matrix at feed f. */
export function terminalTransitions(
  ratios: readonly (readonly number[])[],
  feed: readonly number[],
): number[][] {
  return feed.map((_, i) => {
    const w = feed.map((f, j) => (i === j ? f : f / ratios[i]![j]!));
    const total = w.reduce((s, x) => s + x, 0);
    return w.map((x) => (total > 0 ? x / total : 0));
  });
}

/** Stationary distribution π = πP of a row-stochastic matrix (power iteration on the lazy chain (I+P)/2). */
export function stationaryDistribution(matrix: readonly (readonly number[])[]): number[] {
  const n = matrix.length;
  let pi = new Array<number>(n).fill(1 / n);
  for (let it = 0; it < 10_000; it++) {
    const next = pi.map((p) => p / 2);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) next[j]! += (pi[i]! * matrix[i]![j]!) / 2;
    const change = next.reduce((s, v, k) => s + Math.abs(v - pi[k]!), 0);
    pi = next;
    if (change < 1e-15) break;
  }
  return pi;
}

export function markovSequence(
  matrix: readonly (readonly number[])[],
  length: number,
  random: Random,
): number[] {
  const out: number[] = [];
  let last = drawIndex(stationaryDistribution(matrix), random);
  for (let k = 0; k < length; k++) {
    if (k > 0) last = drawIndex(matrix[last]!, random);
    out.push(last);
  }
  return out;
}

export function terminalSequence(model: TerminalModel, length: number, random: Random): number[] {
  if (model.fixedFeed) return markovSequence(terminalTransitions(model.ratios, model.feed), length, random);
  const pool = splitPool(model.feed, length);
  const out: number[] = [];
  let last = drawIndex(pool, random);
  for (let k = 0; k < length; k++) {
    if (k > 0) last = drawIndex(terminalTransitions(model.ratios, pool)[last]!, random);
    pool[last]!--;
    out.push(last);
  }
  return out;
}

/** `total` monomers split by the feed fractions, largest remainders first (ties to the lower index). */
export function splitPool(feed: readonly number[], total: number): number[] {
  const sum = feed.reduce((s, f) => s + f, 0);
  const exact = feed.map((f) => (f / sum) * total);
  const pool = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0, left = total - pool.reduce((s, x) => s + x, 0); k < left; k++) pool[order[k]!.i]!++;
  return pool;
}

/** Block copolymer: each row's monomer `count` times, rows in order, the whole pattern `repeats` times. */
export function blockSequence(
  blocks: readonly { readonly monomer: number; readonly count: number }[],
  repeats: number,
): number[] {
  const pattern = blocks.flatMap((b) => new Array<number>(b.count).fill(b.monomer));
  return Array.from({ length: repeats }, () => pattern).flat();
}

export type Polytype = 'ht' | 'hh' | 'rd';
export type Tacticity = 'isotactic' | 'syndiotactic' | 'atactic';

/**
 * Which units are turned round (tail first): ht none; hh every second unit, so the junctions alternate
 * head-to-head and tail-to-tail; rd each unit with probability ½.
 */
export function reversals(polytype: Polytype, length: number, random: Random): boolean[] {
  return Array.from({ length }, (_, k) =>
    polytype === 'ht' ? false : polytype === 'hh' ? k % 2 === 1 : random() < 0.5,
  );
}

/**
 * Which units are mirror images of the unit as built: isotactic none (every stereocentre the same), syndiotactic
 * every second, atactic each with probability ½ (Bernoullian, meso fraction ½).
 */
export function mirrors(tacticity: Tacticity, length: number, random: Random): boolean[] {
  return Array.from({ length }, (_, k) =>
    tacticity === 'isotactic' ? false : tacticity === 'syndiotactic' ? k % 2 === 1 : random() < 0.5,
  );
}
