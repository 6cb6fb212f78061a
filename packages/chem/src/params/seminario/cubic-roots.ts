/** A complex number as [re, im]. */
export type Complex = readonly [number, number];

/**
 * Roots of λ³ + a λ² + b λ + c = 0 (real coefficients): three real roots by the trigonometric form,
 * or one real root (Cardano) and a conjugate pair. Real roots get up to two Newton steps, kept only
 * where they reduce the residual.
 */
export function cubicRoots(a: number, b: number, c: number): [Complex, Complex, Complex] {
  const shift = a / 3;
  const p = b - (a * a) / 3;
  const q = (2 * a * a * a) / 27 - (a * b) / 3 + c;
  const disc = (q * q) / 4 + (p * p * p) / 27;
  if (disc <= 0) {
    const r = Math.sqrt(Math.max(0, -p / 3));
    const cosArg = r === 0 ? 0 : Math.max(-1, Math.min(1, -q / 2 / (r * r * r)));
    const phi = Math.acos(cosArg) / 3;
    const roots = [0, 1, 2].map((k) =>
      polish(2 * r * Math.cos(phi - (2 * Math.PI * k) / 3) - shift, a, b, c),
    );
    return [
      [roots[0] ?? 0, 0],
      [roots[1] ?? 0, 0],
      [roots[2] ?? 0, 0],
    ];
  }
  const s = Math.sqrt(disc);
  const u = Math.cbrt(-q / 2 + s);
  const v = Math.cbrt(-q / 2 - s);
  const real = polish(u + v - shift, a, b, c);
  const re = -(u + v) / 2 - shift;
  const im = (Math.sqrt(3) / 2) * (u - v);
  return [
    [real, 0],
    [re, im],
    [re, -im],
  ];
}

function polish(x: number, a: number, b: number, c: number): number {
  const f = (y: number): number => ((y + a) * y + b) * y + c;
  let y = x;
  for (let k = 0; k < 2; k++) {
    const df = (3 * y + 2 * a) * y + b;
    const next = y - f(y) / df;
    // Near a double root f' vanishes and Newton overshoots: keep only steps that help.
    if (!Number.isFinite(next) || Math.abs(f(next)) >= Math.abs(f(y))) break;
    y = next;
  }
  return y;
}
