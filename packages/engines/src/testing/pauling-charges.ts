/**
 * A fixed, deterministic charge rule for the cross-engine tests (not a charge model): q_i =
 * 0.1 (χ_i − mean χ) with Pauling electronegativities, which sums to zero. The values are Pauling's
 * as tabulated in the CRC Handbook of Chemistry and Physics ("Electronegativity", Pauling scale).
 */
const PAULING: Readonly<Record<number, number>> = {
  1: 2.2, // H
  5: 2.04, // B
  6: 2.55, // C
  7: 3.04, // N
  8: 3.44, // O
  9: 3.98, // F
  14: 1.9, // Si
  15: 2.19, // P
  16: 2.58, // S
  17: 3.16, // Cl
  35: 2.96, // Br
  53: 2.66, // I
};

export function paulingCharges(elements: ArrayLike<number>): number[] {
  const chi = Array.from(elements, (z) => {
    const x = PAULING[z];
    if (x === undefined) throw new Error(`No Pauling electronegativity tabulated here for Z = ${z}.`);
    return x;
  });
  const mean = chi.reduce((s, x) => s + x, 0) / Math.max(chi.length, 1);
  return chi.map((x) => 0.1 * (x - mean));
}
