import { KJ_PER_KCAL } from '../../core/units.js';
import type { DihedralParameter, ImproperParameter, PeriodicTerm } from '../../core/system.js';
import type { CharmmTorsionTerm } from './model.js';

/*
 * GROMACS forms and units → CHARMM forms and units. CHARMM harmonic terms have no ½: E = K (r − r0)²,
 * so K = kb/2 and K = kθ/2; 1 kJ/mol/nm² = 1/(4.184 · 100) kcal/mol/Å². Torsions are
 * K [1 + cos(n φ − δ)] in both programs, with K in kcal/mol.
 */
export const kcal = (kj: number): number => kj / KJ_PER_KCAL;

/** K (kcal/mol/Å²) and b0 (Å) from GROMACS kb (kJ/mol/nm²) and b0 (nm). */
export const bondValues = (kb: number, b0: number): readonly [number, number] => [
  kcal(kb / 2) / 100,
  b0 * 10,
];

/** K (kcal/mol/rad²) and θ0 (degrees) from GROMACS kθ (kJ/mol/rad²). */
export const angleValues = (k: number, theta0: number): readonly [number, number] => [kcal(k / 2), theta0];

/** CHARMM reads the multiplicity as an integer 1…6. */
const MAX_MULTIPLICITY = 6;

/**
 * A Ryckaert–Bellemans constant that the Fourier terms cannot carry is refused when larger than this
 * (kJ/mol per torsion): coefficients typed to 5 decimals leave residues far below it.
 */
export const RB_CONSTANT_TOLERANCE = 1e-6;

/** Why a periodic term cannot be a CHARMM term, or undefined. */
export function termProblem(t: PeriodicTerm): string | undefined {
  if (!Number.isInteger(t.multiplicity) || t.multiplicity < 1 || t.multiplicity > MAX_MULTIPLICITY) {
    return `CHARMM torsions need an integer multiplicity 1 to ${MAX_MULTIPLICITY} (got n = ${t.multiplicity})`;
  }
  return undefined;
}

/**
 * The Fourier terms of a proper torsion row, or the reason there are none. Terms with the same
 * multiplicity and phase are added (CHARMM and OpenMM keep one line per multiplicity); the same
 * multiplicity with another phase would differ from GROMACS by a constant, so it is refused.
 */
export function properTerms(p: DihedralParameter): CharmmTorsionTerm[] | string {
  if (p.funct === 3) return ryckaertBellemansTerms(p.c);
  const byN = new Map<number, CharmmTorsionTerm>();
  for (const t of p.terms) {
    const why = termProblem(t);
    if (why) return why;
    const known = byN.get(t.multiplicity);
    if (known === undefined) {
      byN.set(t.multiplicity, { k: kcal(t.k), n: t.multiplicity, phase: t.phase });
    } else if (sameAngle(known.phase, t.phase)) {
      byN.set(t.multiplicity, { ...known, k: known.k + kcal(t.k) });
    } else {
      return `two terms with multiplicity ${t.multiplicity} and phases ${known.phase}° and ${t.phase}° cannot be one CHARMM term without changing the energy by a constant`;
    }
  }
  return [...byN.values()];
}

const sameAngle = (a: number, b: number): boolean => Math.abs(((((a - b) % 360) + 540) % 360) - 180) < 1e-9;

/** A periodic improper is written as a CHARMM dihedral on the same four atoms (one term). */
export function periodicImproperTerm(p: ImproperParameter & { funct: 4 }): CharmmTorsionTerm | string {
  return termProblem(p.term) ?? { k: kcal(p.term.k), n: p.term.multiplicity, phase: p.term.phase };
}

/** K (kcal/mol/rad²), ψ0 (degrees): E = ½ kξ (ξ − ξ0)² = K (ψ − ψ0)² with K = kξ/2. */
export const harmonicImproperValues = (k: number, xi0: number): readonly [number, number] => [
  kcal(k / 2),
  xi0,
];

/**
 * Ryckaert–Bellemans E = Σ Cn cosⁿ ψ with ψ = φ − 180°, so cos ψ = −cos φ and E = Σ sn cosⁿ φ with
 * sn = (−1)ⁿ Cn. The powers are multiple angles (cos²φ = ½ + ½ cos 2φ, cos³φ = ¾ cos φ + ¼ cos 3φ,
 * cos⁴φ = ⅜ + ½ cos 2φ + ⅛ cos 4φ, cos⁵φ = ⅝ cos φ + 5/16 cos 3φ + 1/16 cos 5φ), so
 * E = a0 + Σ an cos nφ. Each an cos nφ is K [1 + cos(nφ − δ)] − K with K = an, δ = 0 or K = −an,
 * δ = 180°; CHARMM has no constant term, so the signs must make the constants cancel: a0 = Σ Kn.
 * When no choice of signs does, the torsion is refused rather than shifted.
 */
export function ryckaertBellemansTerms(c: readonly number[]): CharmmTorsionTerm[] | string {
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
    return `a Ryckaert–Bellemans torsion (C0…C5 = ${s.map((_, n) => c[n] ?? 0).join(', ')} kJ/mol) leaves a constant of ${residual.toPrecision(6)} kJ/mol that CHARMM's K [1 + cos(nφ − δ)] terms cannot carry`;
  }
  const signs = best.signs;
  return a.map(([n, v], k) =>
    (signs >> k) & 1 ? { k: kcal(-v), n, phase: 180 } : { k: kcal(v), n, phase: 0 },
  );
}
