import { buildPolymer } from '../../packages/chem/src/polymer/build-chain.js';
import { chainContacts } from '../../packages/chem/src/polymer/chain-checks.js';
import { seededRandom } from '../../packages/chem/src/polymer/random.js';
import {
  markovSequence,
  stationaryDistribution,
  terminalSequence,
  terminalTransitions,
} from '../../packages/chem/src/polymer/sequence.js';
import { mesoFraction } from '../../packages/chem/src/polymer/testing/chain-analysis.js';
import { polystyrenePipeline } from './polymer-pipeline.js';
import { unitOf } from './polymer-units.js';
import { peakRssMiB } from './timing.js';

/**
 * `npm run bench:polymer` (issue 18 figures; prints, not a test):
 * 0. DP-500 atactic polystyrene, the whole job (polymer-pipeline.ts): build, GAFF / OPLS-AA/L typing,
 *    charges transferred from the capped unit, parameters, GROMACS and LAMMPS files, total, peak RSS.
 * 1. DP-500 atactic polystyrene: Open Babel builds the capped unit once, chem grows the chain for seeds
 *    1–10 (random torsions) and for torsion 180 — build time, atoms, back-tracks, peak memory and the two
 *    overlap counts (heavy pairs not 1–2/1–3 under 2.5 Å; pairs more than three bonds apart under 1.6 Å),
 *    and the meso fraction of iso-, syndio- and atactic chains measured on the geometry.
 * 2. Random copolymers of 20,000 units: composition, dyad and triad fractions against the terminal
 *    model's values (stationary π of p_ij, π_i p_ij, π_i p_ij p_jk) for four binary feeds and one ternary,
 *    with σ from 40 batch means, and for the binary ones p_aa and the mean run length 1/(1 − p_aa);
 *    plus the composition drift of a depleted feed.
 */
async function polystyrene(): Promise<void> {
  const ps = '*CC(*)c1ccccc1';
  let t = performance.now();
  const unit = await unitOf(ps);
  const unitMs = performance.now() - t;
  console.log(`Open Babel capped styrene unit + conformer search: ${unitMs.toFixed(0)} ms`);
  await polystyrenePipeline(unit, unitMs);
  const units = new Map([[ps, unit]]);
  console.log('DP-500 atactic polystyrene');
  console.log('seed  torsion  atoms  build ms  back-tracks  heavy<2.5  >3 bonds<1.6');
  for (const [seed, torsion] of [
    ...Array.from({ length: 10 }, (_, k) => [k + 1, 'random'] as const),
    [1, 180] as const,
  ]) {
    t = performance.now();
    const r = buildPolymer(
      { kind: 'homopolymer', monomer: ps, degree: 500, torsion, seed, tacticity: 'atactic' },
      units,
    );
    const ms = performance.now() - t;
    const c = chainContacts(r.molecule);
    console.log(
      `${String(seed).padStart(4)}  ${String(torsion).padStart(7)}  ${r.atomCount}  ${ms.toFixed(0).padStart(8)}  ${String(r.backtracks).padStart(11)}  ${String(c.heavyUnder25).padStart(9)}  ${String(c.beyond3Under16).padStart(12)}`,
    );
  }
  console.log(`peak RSS so far ${peakRssMiB().toFixed(0)} MiB`);
  for (const tacticity of ['isotactic', 'syndiotactic', 'atactic'] as const) {
    const r = buildPolymer(
      { kind: 'homopolymer', monomer: ps, degree: 500, torsion: 'random', seed: 2, tacticity },
      units,
    );
    const m = mesoFraction(r.molecule);
    console.log(
      `${tacticity}: meso fraction ${m.meso.toFixed(3)} over ${m.dyads} dyads (3σ of ½: ${(3 * Math.sqrt(0.25 / m.dyads)).toFixed(3)})`,
    );
  }
}

interface Case {
  readonly name: string;
  readonly ratios: number[][];
  readonly feed: number[];
}

/** Test inputs: reactivity ratios of the size tabulated for these pairs; the check is against the model at the same inputs. */
const CASES: readonly Case[] = [
  {
    name: 'styrene/MMA r 0.52/0.46 f1 0.5',
    ratios: [
      [1, 0.52],
      [0.46, 1],
    ],
    feed: [0.5, 0.5],
  },
  {
    name: 'styrene/acrylonitrile r 0.41/0.04 f1 0.6',
    ratios: [
      [1, 0.41],
      [0.04, 1],
    ],
    feed: [0.6, 0.4],
  },
  {
    name: 'styrene/butadiene r 0.78/1.39 f1 0.3',
    ratios: [
      [1, 0.78],
      [1.39, 1],
    ],
    feed: [0.3, 0.7],
  },
  {
    name: 'vinyl chloride/vinyl acetate r 1.68/0.23 f1 0.2',
    ratios: [
      [1, 1.68],
      [0.23, 1],
    ],
    feed: [0.2, 0.8],
  },
  {
    name: 'styrene/MMA/acrylonitrile ternary f 0.4/0.3/0.3',
    ratios: [
      [1, 0.52, 0.41],
      [0.46, 1, 1.35],
      [0.04, 0.18, 1],
    ],
    feed: [0.4, 0.3, 0.3],
  },
];

/** Mean and σ of the mean of per-unit indicator values by batch means. */
function batchStat(values: Float64Array, batches = 40): { mean: number; sigma: number } {
  const size = Math.floor(values.length / batches);
  const means: number[] = [];
  for (let b = 0; b < batches; b++) {
    let s = 0;
    for (let i = b * size; i < (b + 1) * size; i++) s += values[i]!;
    means.push(s / size);
  }
  const mean = means.reduce((a, x) => a + x, 0) / batches;
  const variance = means.reduce((a, x) => a + (x - mean) ** 2, 0) / (batches - 1);
  return { mean, sigma: Math.sqrt(variance / batches) };
}

/** Σnum/Σden per batch: the mean of the batch ratios and σ of that mean. */
function batchRatio(num: Float64Array, den: Float64Array, batches = 40): { mean: number; sigma: number } {
  const size = Math.floor(num.length / batches);
  const ratios: number[] = [];
  for (let b = 0; b < batches; b++) {
    let [n, d] = [0, 0];
    for (let i = b * size; i < (b + 1) * size; i++) [n, d] = [n + num[i]!, d + den[i]!];
    ratios.push(n / d);
  }
  const mean = ratios.reduce((a, x) => a + x, 0) / batches;
  const variance = ratios.reduce((a, x) => a + (x - mean) ** 2, 0) / (batches - 1);
  return { mean, sigma: Math.sqrt(variance / batches) };
}

/**
 * Of a binary chain, per monomer a: p_aa = P(next a | a) and the mean run length of a (units of a / runs
 * of a), against the model's p_aa and 1/(1 − p_aa).
 */
function runStatistics(seq: ArrayLike<number>, p: number[][]): { rows: string[]; worst: number } {
  const n = seq.length;
  const rows: string[] = [];
  let worst = 0;
  for (const a of [0, 1]) {
    const stay = new Float64Array(n);
    const from = new Float64Array(n);
    const unit = new Float64Array(n);
    const start = new Float64Array(n);
    for (let i = 1; i < n; i++) {
      from[i] = seq[i - 1] === a ? 1 : 0;
      stay[i] = seq[i - 1] === a && seq[i] === a ? 1 : 0;
      unit[i] = seq[i] === a ? 1 : 0;
      start[i] = seq[i] === a && seq[i - 1] !== a ? 1 : 0;
    }
    const paa = p[a]![a]!;
    for (const [label, expected, stat] of [
      [`p${a + 1}${a + 1}`, paa, batchRatio(stay, from)],
      [`mean run ${a + 1}`, 1 / (1 - paa), batchRatio(unit, start)],
    ] as const) {
      const z = Math.abs(stat.mean - expected) / stat.sigma;
      worst = Math.max(worst, z);
      rows.push(`${label} ${expected.toFixed(4)}/${stat.mean.toFixed(4)} (z ${z.toFixed(1)})`);
    }
  }
  return { rows, worst };
}

function copolymerStatistics(): void {
  const n = 20_000;
  console.log(
    `\nRandom copolymers, ${n} units each (competitive type, fixed feed): observed vs terminal model, |z| = |obs − model|/σ`,
  );
  for (const c of CASES) {
    const p = terminalTransitions(c.ratios, c.feed);
    const pi = stationaryDistribution(p);
    const seq = terminalSequence({ ratios: c.ratios, feed: c.feed, fixedFeed: true }, n, seededRandom(11));
    const k = c.feed.length;
    const rows: string[] = [];
    let worst = 0;
    const check = (
      label: string,
      expected: number,
      indicator: (i: number) => boolean,
      from: number,
    ): void => {
      const v = new Float64Array(n - from);
      for (let i = from; i < n; i++) v[i - from] = indicator(i) ? 1 : 0;
      const { mean, sigma } = batchStat(v);
      const z = Math.abs(mean - expected) / sigma;
      worst = Math.max(worst, z);
      rows.push(`${label} ${expected.toFixed(4)}/${mean.toFixed(4)} (z ${z.toFixed(1)})`);
    };
    for (let a = 0; a < k; a++) check(`F${a + 1}`, pi[a]!, (i) => seq[i] === a, 0);
    for (let a = 0; a < k; a++)
      for (let b = 0; b < k; b++)
        check(`${a + 1}${b + 1}`, pi[a]! * p[a]![b]!, (i) => seq[i - 1] === a && seq[i] === b, 1);
    for (const [a, b, d] of k === 2
      ? [
          [0, 0, 0],
          [0, 1, 0],
          [1, 0, 1],
          [1, 1, 1],
        ]
      : [
          [0, 0, 0],
          [0, 1, 2],
          [2, 1, 0],
        ]) {
      check(
        `${a! + 1}${b! + 1}${d! + 1}`,
        pi[a!]! * p[a!]![b!]! * p[b!]![d!]!,
        (i) => seq[i - 2] === a && seq[i - 1] === b && seq[i] === d,
        2,
      );
    }
    if (k === 2) {
      const runs = runStatistics(seq, p);
      rows.push(...runs.rows);
      worst = Math.max(worst, runs.worst);
    }
    console.log(
      `${c.name}: worst |z| ${worst.toFixed(2)} ${worst <= 3 ? '(within 3σ)' : '(OUTSIDE 3σ)'}\n  ${rows.join('; ')}`,
    );
  }
  const c = CASES[0]!;
  const drift = terminalSequence(
    { ratios: c.ratios, feed: [0.3, 0.7], fixedFeed: false },
    n,
    seededRandom(12),
  );
  const share = (from: number, to: number): string =>
    (drift.slice(from, to).filter((m) => m === 0).length / (to - from)).toFixed(3);
  console.log(
    `depleted feed, styrene/MMA f1 0.3 → styrene fraction by fifths: ${[0, 1, 2, 3, 4].map((q) => share((q * n) / 5, ((q + 1) * n) / 5)).join(' ')} (whole chain ${share(0, n)})`,
  );
  const m = markovSequence(
    [
      [0.5, 0.5],
      [0.3, 0.7],
    ],
    n,
    seededRandom(13),
  );
  console.log(
    `probability type 0.5,0.5;0.3,0.7: F1 ${(m.filter((x) => x === 0).length / n).toFixed(4)} (stationary 0.3750)`,
  );
}

await polystyrene();
copolymerStatistics();
