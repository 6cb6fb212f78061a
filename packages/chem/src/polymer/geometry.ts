import { cross, dot, norm, scale, sub } from '../core/vec3.js';
import type { Mat3, Vec3 } from '../core/vec3.js';

export const unit = (v: Vec3): Vec3 => scale(v, 1 / norm(v));

export const apply = (m: Mat3, v: Vec3): Vec3 => [dot(m[0], v), dot(m[1], v), dot(m[2], v)];

export const multiply = (a: Mat3, b: Mat3): Mat3 => {
  const col = (j: 0 | 1 | 2): Vec3 => [b[0][j], b[1][j], b[2][j]];
  const row = (i: 0 | 1 | 2): Vec3 => [dot(a[i], col(0)), dot(a[i], col(1)), dot(a[i], col(2))];
  return [row(0), row(1), row(2)];
};

/** Rotation by `angle` (radians) about the unit vector `k` (Rodrigues). */
export function rotation(k: Vec3, angle: number): Mat3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  const [x, y, z] = k;
  return [
    [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
    [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
    [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
  ];
}

/** The smallest rotation taking unit vector `from` onto unit vector `to`. */
export function rotationBetween(from: Vec3, to: Vec3): Mat3 {
  const c = Math.max(-1, Math.min(1, dot(from, to)));
  const axis = cross(from, to);
  const s = norm(axis);
  if (s > 1e-9) return rotation(scale(axis, 1 / s), Math.atan2(s, c));
  if (c > 0)
    return [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
  // Opposite vectors: half a turn about any axis perpendicular to `from`.
  const other: Vec3 = Math.abs(from[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  return rotation(unit(cross(from, other)), Math.PI);
}

/** Dihedral angle a–b–c–d in radians, (−π, π], IUPAC sign (a right-handed turn about b→c adds to it). */
export function dihedral(a: Vec3, b: Vec3, c: Vec3, d: Vec3): number {
  const b1 = sub(b, a);
  const b2 = sub(c, b);
  const b3 = sub(d, c);
  const n1 = cross(b1, b2);
  const n2 = cross(b2, b3);
  return Math.atan2(norm(b2) * dot(b1, n2), dot(n1, n2));
}
