/** Dot product of two equally long flat vectors (coordinates, velocities, eigenvector guesses). */
export function dotFlat(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Largest absolute entry. */
export const maxAbs = (a: Float64Array): number => a.reduce((m, y) => Math.max(m, Math.abs(y)), 0);
