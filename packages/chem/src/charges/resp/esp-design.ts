import { ChemError } from '../../core/errors.js';

/** Å per bohr (CODATA 2018); the ESP fit works in atomic units: bohr, e, hartree/e. */
export const ANGSTROM_PER_BOHR = 0.529177210903;

/**
 * The normal equations of an ESP fit, in atomic units: A_jk = Σ_i 1/(r_ij r_ik) and
 * B_j = Σ_i V_i / r_ij over the grid points i (r in bohr, V in hartree/e), plus Σ V_i² and the point
 * count for the fit statistics.
 */
export interface EspSystem {
  readonly atomCount: number;
  /** n×n, row-major. */
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly sumV2: number;
  readonly pointCount: number;
}

/**
 * Builds the ESP normal equations from atom positions and grid points (both Å, interleaved) and the
 * potential at the points (hartree/e).
 */
export function espSystem(
  atomsAngstrom: Float64Array,
  pointsAngstrom: Float64Array,
  potential: Float64Array,
): EspSystem {
  const n = atomsAngstrom.length / 3;
  const m = pointsAngstrom.length / 3;
  if (potential.length !== m || m === 0) {
    throw new ChemError(
      'invalid-molecule',
      `ESP fit: ${m} grid points but ${potential.length} potential values.`,
    );
  }
  const a = new Float64Array(n * n);
  const b = new Float64Array(n);
  const inv = new Float64Array(n);
  let sumV2 = 0;
  for (let i = 0; i < m; i++) {
    inverseDistances(atomsAngstrom, pointsAngstrom, i, inv);
    const v = potential[i]!;
    sumV2 += v * v;
    for (let j = 0; j < n; j++) {
      b[j]! += v * inv[j]!;
      for (let k = j; k < n; k++) a[j * n + k]! += inv[j]! * inv[k]!;
    }
  }
  for (let j = 0; j < n; j++) for (let k = 0; k < j; k++) a[j * n + k] = a[k * n + j]!;
  return { atomCount: n, a, b, sumV2, pointCount: m };
}

/** 1/r (bohr⁻¹) from grid point i to every atom. */
function inverseDistances(atoms: Float64Array, points: Float64Array, i: number, out: Float64Array): void {
  for (let j = 0; j < out.length; j++) {
    const r = Math.hypot(
      points[3 * i]! - atoms[3 * j]!,
      points[3 * i + 1]! - atoms[3 * j + 1]!,
      points[3 * i + 2]! - atoms[3 * j + 2]!,
    );
    if (!(r > 1e-6)) throw new ChemError('invalid-molecule', 'ESP fit: a grid point sits on an atom.', [j]);
    out[j] = ANGSTROM_PER_BOHR / r;
  }
}

/**
 * Fit quality: RMS of V − V(q) (hartree/e) and the relative RMS √(Σ(V − V(q))² / Σ V²), the RRMS the
 * RESP program prints. Uses χ² = Σ V² − 2 qᵀB + qᵀA q, so the grid is not needed again.
 */
export function espFitError(system: EspSystem, q: Float64Array): { rms: number; rrms: number } {
  const n = system.atomCount;
  let qb = 0;
  let qaq = 0;
  for (let j = 0; j < n; j++) {
    qb += q[j]! * system.b[j]!;
    for (let k = 0; k < n; k++) qaq += q[j]! * system.a[j * n + k]! * q[k]!;
  }
  const chi2 = Math.max(0, system.sumV2 - 2 * qb + qaq);
  return { rms: Math.sqrt(chi2 / system.pointCount), rrms: Math.sqrt(chi2 / system.sumV2) };
}
