import type { Vec3 } from '../../core/vec3.js';
import { add, cross, dot, norm, scale, sub } from '../../core/vec3.js';
import type { Draft } from './draft.js';

const CARBON = 6;

const unit = (v: Vec3): Vec3 => scale(v, 1 / norm(v));

/** Normal of the plane through the three neighbours of a 3-connected atom (sign arbitrary), unit length. */
export function rawNormal(draft: Draft, atom: number): Vec3 | undefined {
  const list = draft.neighbours[atom]!;
  if (list.length !== 3) return undefined;
  const [p, q, r] = list.map((n) => draft.bondVector(atom, n.bond)) as [Vec3, Vec3, Vec3];
  const n = cross(sub(q, p), sub(r, p));
  const length = norm(n);
  return length < 1e-6 ? undefined : scale(n, 1 / length);
}

/**
 * Which side of the surface is "upward" (spec 001 §9 orientations). On a flat structure (every 3-connected
 * carbon's normal parallel to the first one's within 2.6°) it is the common normal signed so that its largest
 * component is positive — +z for the builders' sheets, which lie in the xy plane. On a curved one (tube,
 * cage, a rippled sheet) it is the side away from the centroid of the carbons: outward.
 */
export class UpSide {
  private readonly flat: Vec3 | undefined;
  private readonly centroid: Vec3;

  constructor(private readonly draft: Draft) {
    const normals: Vec3[] = [];
    let sum: Vec3 = [0, 0, 0];
    let carbons = 0;
    draft.elements.forEach((e, i) => {
      if (e !== CARBON) return;
      sum = add(sum, draft.positions[i]!);
      carbons++;
      const n = rawNormal(draft, i);
      if (n) normals.push(n);
    });
    this.centroid = scale(sum, 1 / Math.max(carbons, 1));
    const first = normals[0];
    const parallel = first !== undefined && normals.every((n) => Math.abs(dot(n, first)) > 0.999);
    this.flat = parallel ? signByLargest(first) : undefined;
  }

  get isFlat(): boolean {
    return this.flat !== undefined;
  }

  /** The upward unit normal at a 3-connected atom, or undefined when its neighbours do not span a plane. */
  at(atom: number): Vec3 | undefined {
    const n = rawNormal(this.draft, atom);
    if (!n) return undefined;
    if (this.flat) return dot(n, this.flat) >= 0 ? n : scale(n, -1);
    const out = sub(this.draft.positions[atom]!, this.centroid);
    return dot(n, out) >= 0 ? n : scale(n, -1);
  }
}

function signByLargest(n: Vec3): Vec3 {
  const k = [0, 1, 2].reduce((best, i) => (Math.abs(n[i]!) > Math.abs(n[best]!) ? i : best), 0);
  return n[k]! >= 0 ? n : scale(n, -1);
}

/** A unit vector perpendicular to n, along the part of v perpendicular to n. */
export function perpendicular(v: Vec3, n: Vec3): Vec3 {
  return unit(sub(v, scale(n, dot(v, n))));
}

export { unit };
