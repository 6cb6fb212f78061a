/**
 * The seeded generator every random choice of a build draws from (mulberry32, a 32-bit generator with a
 * full 2³² period): the same seed gives the same chain on every platform.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index drawn with the given (not necessarily normalised) weights. */
export function drawIndex(weights: readonly number[], random: Random): number {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = random() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  let last = weights.length - 1;
  while (last > 0 && weights[last] === 0) last--;
  return last;
}
