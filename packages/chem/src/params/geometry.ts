import type { Atoms2, Atoms3, HarmonicAngle, HarmonicBond } from '../core/system.js';
import { angstrom, angstromToNanometer } from '../core/units.js';

/**
 * use_current_structure (spec 000): bit 1 takes equilibrium bond lengths, bit 2 equilibrium angles
 * from the input geometry instead of the force field. Force constants stay.
 */
const at = (p: Float64Array, i: number): [number, number, number] => [
  p[3 * i] ?? 0,
  p[3 * i + 1] ?? 0,
  p[3 * i + 2] ?? 0,
];

export function measuredBond(positions: Float64Array, [i, j]: Atoms2, p: HarmonicBond): HarmonicBond {
  const [a, b] = [at(positions, i), at(positions, j)];
  const r = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  return {
    ...p,
    b0: angstromToNanometer(angstrom(r)),
    provenance: { ...p.provenance, derivedFrom: 'geometry' },
  };
}

export function measuredAngle(positions: Float64Array, [i, j, k]: Atoms3, p: HarmonicAngle): HarmonicAngle {
  const [a, b, c] = [at(positions, i), at(positions, j), at(positions, k)];
  const u = [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const v = [c[0] - b[0], c[1] - b[1], c[2] - b[2]];
  const dot = (u[0] ?? 0) * (v[0] ?? 0) + (u[1] ?? 0) * (v[1] ?? 0) + (u[2] ?? 0) * (v[2] ?? 0);
  const cos = dot / (Math.hypot(...u) * Math.hypot(...v));
  const theta = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
  return { ...p, theta0: theta, provenance: { ...p.provenance, derivedFrom: 'geometry' } };
}
