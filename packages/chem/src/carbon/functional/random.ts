/**
 * The seeded generator of the random choices (sites, sides): SplitMix32 (the 32-bit form of Steele, Lea &
 * Flood's SplitMix, OOPSLA 2014), so the same seed gives the same structure on every platform.
 */
export type Random = () => number;

export function splitMix32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

/** The items in a random order (Fisher–Yates), the input untouched. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
