/**
 * `n` nearly evenly spread points on the unit sphere (Fibonacci / golden-angle spiral: equal-area
 * latitude bands, longitude advanced by the golden angle), interleaved x,y,z. Every point has the
 * same surface share 4π/n, so a surface density translates directly into a point count.
 */
export function unitSpherePoints(n: number): Float64Array {
  const out = new Float64Array(3 * n);
  const goldenAngle = Math.PI * (3 - Math.sqrt(5));
  for (let k = 0; k < n; k++) {
    const z = 1 - (2 * k + 1) / n;
    const rho = Math.sqrt(Math.max(0, 1 - z * z));
    const phi = k * goldenAngle;
    out[3 * k] = rho * Math.cos(phi);
    out[3 * k + 1] = rho * Math.sin(phi);
    out[3 * k + 2] = z;
  }
  return out;
}
