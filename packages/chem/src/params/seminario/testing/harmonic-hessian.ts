import type { Vec3 } from '../../../core/vec3.js';
import { cross, dot, norm, scale, sub } from '../../../core/vec3.js';

/**
 * The exact Cartesian Hessian of a harmonic model at its minimum (test helper): for
 * E = Σ ½ k (q − q0)² with every q at q0, H = Σ k ∇q ∇qᵀ, with Wilson's gradients of bond lengths and
 * angles. Positions in Å, bond constants in kJ/mol/nm², angle constants in kJ/mol/rad²; H in kJ/mol/nm².
 */
export interface HarmonicModel {
  readonly positions: readonly Vec3[];
  readonly bonds: readonly { atoms: [number, number]; k: number }[];
  readonly angles: readonly { atoms: [number, number, number]; k: number }[];
}

export function harmonicHessian(model: HarmonicModel): Float64Array {
  const n = 3 * model.positions.length;
  const h = new Float64Array(n * n);
  const nm = model.positions.map((p) => scale(p, 0.1));
  const add = (k: number, grad: Map<number, Vec3>): void => {
    for (const [i, gi] of grad) {
      for (const [j, gj] of grad) {
        for (let a = 0; a < 3; a++) {
          for (let b = 0; b < 3; b++) {
            const at = (3 * i + a) * n + 3 * j + b;
            h[at] = (h[at] ?? 0) + k * (gi[a] ?? 0) * (gj[b] ?? 0);
          }
        }
      }
    }
  };
  for (const {
    atoms: [i, j],
    k,
  } of model.bonds) {
    const e = unit(sub(at(nm, i), at(nm, j)));
    add(
      k,
      new Map([
        [i, e],
        [j, scale(e, -1)],
      ]),
    );
  }
  for (const {
    atoms: [a, b, c],
    k,
  } of model.angles) {
    const ra = sub(at(nm, a), at(nm, b));
    const rc = sub(at(nm, c), at(nm, b));
    const e1 = unit(ra);
    const e2 = unit(rc);
    const cos = dot(e1, e2);
    const sin = norm(cross(e1, e2));
    const ga = scale(sub(scale(e1, cos), e2), 1 / (norm(ra) * sin));
    const gc = scale(sub(scale(e2, cos), e1), 1 / (norm(rc) * sin));
    add(
      k,
      new Map([
        [a, ga],
        [c, gc],
        [b, scale(sub(scale(ga, -1), gc), 1)],
      ]),
    );
  }
  return h;
}

const unit = (v: Vec3): Vec3 => scale(v, 1 / norm(v));
const at = (p: readonly Vec3[], i: number): Vec3 => p[i] ?? [NaN, NaN, NaN];
