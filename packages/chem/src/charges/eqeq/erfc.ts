const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

/**
 * The complementary error function (JavaScript has none), to about 1e-15 absolute and 1e-12 relative
 * accuracy. Below x = 2.5 from the Maclaurin series of erf (1 − erf loses relative accuracy as erfc
 * falls towards erfc(2.5) ≈ 4e-4); above, from the continued fraction
 * erfc(x) = exp(−x²)/√π · 1/(x + ½/(x + 1/(x + 3/2/(x + …)))), evaluated by the modified Lentz method.
 */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2.5) return 1 - erfSeries(x);
  if (x > 27) return 0;
  return continuedFraction(x);
}

function erfSeries(x: number): number {
  const x2 = x * x;
  let term = x; // (−1)ⁿ x^(2n+1) / n!
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= -x2 / n;
    const add = term / (2 * n + 1);
    sum += add;
    if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
  }
  return TWO_OVER_SQRT_PI * sum;
}

function continuedFraction(x: number): number {
  // f = x + a₁/(x + a₂/(x + …)) with aₙ = n/2.
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (Math.abs(c) < tiny) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / (Math.sqrt(Math.PI) * f);
}
