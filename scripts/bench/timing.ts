import { performance } from 'node:perf_hooks';

export interface Timed<T> {
  readonly seconds: number;
  readonly value: T;
}

export function timed<T>(fn: () => T): Timed<T> {
  const start = performance.now();
  const value = fn();
  return { seconds: (performance.now() - start) / 1000, value };
}

/** One warm-up run (JIT, caches), then the fastest of `runs` timed runs. */
export function bestOf<T>(runs: number, fn: () => T): Timed<T> {
  fn();
  let best: Timed<T> | undefined;
  for (let i = 0; i < runs; i++) {
    const t = timed(fn);
    if (!best || t.seconds < best.seconds) best = t;
  }
  if (!best) throw new Error('bestOf needs at least one run');
  return best;
}

/** Peak resident set size of this process so far, in MiB (resourceUsage reports kB). */
export const peakRssMiB = (): number => process.resourceUsage().maxRSS / 1024;
