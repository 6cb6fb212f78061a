import type { Vec3 } from '../../core/vec3.js';
import { cross, norm, positionOf, scale, sub } from '../../core/vec3.js';
import type { Block3 } from './block-projection.js';

/** The Hessian and the geometry it was computed at (Å), as the projections need them. */
export interface HessianFrame {
  readonly atomCount: number;
  /** (3N)², kJ/mol/nm². */
  readonly hessian: Float64Array;
  /** Å, in the frame of the matrix. */
  readonly positions: Float64Array;
}

/** The 3×3 block ∂²E/∂x_i∂x_j (rows: atom i, columns: atom j). */
export function block(frame: HessianFrame, i: number, j: number): Block3 {
  const n = 3 * frame.atomCount;
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) out.push(frame.hessian[(3 * i + r) * n + 3 * j + c] ?? 0);
  return out;
}

export const unit = (v: Vec3): Vec3 => scale(v, 1 / norm(v));

/** Unit vector from atom `from` to atom `to`, and the distance in nm. */
export function bondVector(frame: HessianFrame, from: number, to: number): { u: Vec3; length: number } {
  const d = sub(positionOf(frame.positions, to), positionOf(frame.positions, from));
  return { u: unit(d), length: norm(d) / 10 };
}

/**
 * For angle A–B–C: u_AB, u_CB (unit vectors towards the central atom B), the unit normal
 * u_N = u_CB × u_AB / |…|, and the in-plane vectors perpendicular to each bond
 * u_PA = u_N × u_AB and u_PC = u_CB × u_N (Allen, Payne & Cole 2018, eqs 11–13).
 */
export function anglePlane(frame: HessianFrame, a: number, b: number, c: number) {
  const ab = bondVector(frame, a, b);
  const cb = bondVector(frame, c, b);
  const normal = cross(cb.u, ab.u);
  const linear = norm(normal) < 1e-2;
  const uN = linear ? perpendicular(ab.u) : unit(normal);
  return { ab, cb, uN, uPA: unit(cross(uN, ab.u)), uPC: unit(cross(cb.u, uN)), linear };
}

/** Any unit vector perpendicular to u. */
export function perpendicular(u: Vec3): Vec3 {
  const helper: Vec3 = Math.abs(u[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  return unit(cross(u, helper));
}
