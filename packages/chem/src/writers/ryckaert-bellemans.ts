import type { PeriodicTerm } from '../core/system.js';

/**
 * A Ryckaert–Bellemans constant that the Fourier terms cannot carry is refused when larger than this
 * (kJ/mol per torsion). RB rows converted from Fourier coefficients and printed to 5 decimals keep a
 * rounding residue: gromacs-data's oplsaa.ff leaves 1e-5 to 2e-5 kJ/mol on 188 of its 1046 rows
 * (none more), which a tolerance of 1e-6 would refuse. Below 1e-4 kJ/mol the constant is rounding,
 * not physics: it shifts the torsion's energy by at most that and leaves every force unchanged.
 */
export const RB_CONSTANT_TOLERANCE = 1e-4;

/**
 * Ryckaert–Bellemans (GROMACS funct 3, c0…c5 kJ/mol) as an exact sum of k [1 + cos(nφ − δ)] terms,
 * for writers whose engines have only that form (CHARMM, AMBER), or the reason there is none.
 *
 * E = Σ Cn cosⁿ ψ with ψ = φ − 180°, so cos ψ = −cos φ and E = Σ sn cosⁿ φ with sn = (−1)ⁿ Cn. The
 * powers are multiple angles (cos²φ = ½ + ½ cos 2φ, cos³φ = ¾ cos φ + ¼ cos 3φ, cos⁴φ = ⅜ + ½ cos 2φ
 * + ⅛ cos 4φ, cos⁵φ = ⅝ cos φ + 5/16 cos 3φ + 1/16 cos 5φ), so E = a0 + Σ an cos nφ. Each an cos nφ
 * is K [1 + cos(nφ − δ)] − K with K = an, δ = 0 or K = −an, δ = 180°; the periodic form has no
 * constant term, so the signs must make the constants cancel: a0 = Σ Kn. When no choice of signs does,
 * the torsion is refused rather than shifted. k in kJ/mol, phase in degrees; zero terms are left out.
 */
export function ryckaertBellemansFourier(c: readonly number[]): PeriodicTerm[] | string {
  const s = [0, 1, 2, 3, 4, 5].map((n) => (c[n] ?? 0) * (-1) ** n);
  const [s0, s1, s2, s3, s4, s5] = s as [number, number, number, number, number, number];
  const a0 = s0 + s2 / 2 + (3 * s4) / 8;
  const a = [
    [1, s1 + (3 * s3) / 4 + (5 * s5) / 8],
    [2, s2 / 2 + s4 / 2],
    [3, s3 / 4 + (5 * s5) / 16],
    [4, s4 / 8],
    [5, s5 / 16],
  ].filter(([, v]) => v !== 0) as [number, number][];
  let best: { residual: number; positives: number; signs: number } | undefined;
  for (let signs = 0; signs < 1 << a.length; signs++) {
    // Bit k set: term k takes δ = 180° and K = −ak.
    let sum = 0;
    let positives = 0;
    a.forEach(([, v], k) => {
      const kn = (signs >> k) & 1 ? -v : v;
      sum += kn;
      if (kn >= 0) positives++;
    });
    const residual = Math.abs(a0 - sum);
    if (
      best === undefined ||
      residual < best.residual - 1e-15 ||
      (Math.abs(residual - best.residual) <= 1e-15 && positives > best.positives)
    ) {
      best = { residual, positives, signs };
    }
  }
  if (best === undefined || best.residual > RB_CONSTANT_TOLERANCE) {
    const residual = best?.residual ?? Math.abs(a0);
    return `a Ryckaert–Bellemans torsion (C0…C5 = ${s.map((_, n) => c[n] ?? 0).join(', ')} kJ/mol) leaves a constant of ${residual.toPrecision(6)} kJ/mol that K [1 + cos(nφ − δ)] terms cannot carry`;
  }
  const signs = best.signs;
  return a.map(([n, v], k) =>
    (signs >> k) & 1 ? { k: -v, multiplicity: n, phase: 180 } : { k: v, multiplicity: n, phase: 0 },
  );
}
