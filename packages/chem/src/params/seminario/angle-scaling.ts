import { dot } from '../../core/vec3.js';
import type { Atoms3 } from '../../core/system.js';
import type { HessianFrame } from './seminario-geometry.js';
import { anglePlane } from './seminario-geometry.js';

/**
 * The modified Seminario correction (Allen, Payne & Cole 2018, eq 15): the A side of angle A–B–C is
 * divided by 1 + mean over the other angles X–B–A' sharing the bond A–B of |u_PA · u_PA'|², where
 * u_PA is the in-plane vector perpendicular to A–B in each angle's plane. A bond shared by no other
 * angle at B keeps factor 1. Returns [factor for side A, factor for side C] per angle.
 */
export function angleScalingFactors(frame: HessianFrame, angles: readonly Atoms3[]): [number, number][] {
  // Per central atom and bonded side atom: the u_P vectors of every angle using that bond.
  const sides = new Map<string, { angle: number; end: 0 | 1; uP: readonly number[] }[]>();
  angles.forEach(([a, b, c], k) => {
    const plane = anglePlane(frame, a, b, c);
    // A linear angle has no plane; it takes no part in the correction (see angleConstant).
    if (plane.linear) return;
    push(sides, `${b}:${a}`, { angle: k, end: 0, uP: plane.uPA });
    push(sides, `${b}:${c}`, { angle: k, end: 1, uP: plane.uPC });
  });
  const factors = angles.map((): [number, number] => [1, 1]);
  for (const group of sides.values()) {
    for (const entry of group) {
      const others = group.filter((o) => o !== entry);
      if (others.length === 0) continue;
      const extra = others.reduce((s, o) => s + dot(v3(entry.uP), v3(o.uP)) ** 2, 0);
      const f = factors[entry.angle];
      if (f) f[entry.end] = 1 + extra / others.length;
    }
  }
  return factors;
}

const v3 = (v: readonly number[]): [number, number, number] => [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
