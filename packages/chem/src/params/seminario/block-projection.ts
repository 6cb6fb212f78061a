import type { Vec3 } from '../../core/vec3.js';
import type { Complex } from './cubic-roots.js';
import { cubicRoots } from './cubic-roots.js';

/** A 3×3 block of the Hessian, row-major. */
export type Block3 = readonly number[];

/**
 * The Seminario projection Σ_i λ_i |u · v_i| of a (generally non-symmetric) 3×3 interatomic block
 * onto the unit vector u, with λ_i, v_i its eigenpairs (v_i unit length, complex when λ_i is).
 * This is what numpy.linalg.eig gives the reference implementation (ModSeminario_Py); conjugate pairs
 * contribute 2 Re(λ)|u·v|, so the result is real. Where an eigenvalue has a 2- or 3-dimensional
 * eigenspace the eigenvectors are not unique; we take the basis with one vector along u's projection,
 * which makes the term λ‖P u‖ (a choice the method leaves open; real Hessian blocks rarely meet it).
 */
export function blockProjection(block: Block3, u: Vec3): number {
  const scale = Math.max(...block.map(Math.abs));
  if (scale === 0) return 0;
  const m = block.map((x) => x / scale);
  const roots = eigenvalues(m);
  let sum = 0;
  const done: Complex[] = [];
  for (const lambda of roots) {
    if (done.some((d) => close(d, lambda))) continue;
    const multiplicity = roots.filter((r) => close(r, lambda)).length;
    done.push(lambda);
    sum += lambda[0] * eigenspaceProjection(m, lambda, u, multiplicity);
  }
  return sum * scale;
}

const close = (x: Complex, y: Complex): boolean => Math.hypot(x[0] - y[0], x[1] - y[1]) < 1e-7;

function eigenvalues(m: readonly number[]): [Complex, Complex, Complex] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0] = m;
  const trace = a + e + i;
  const minors = a * e - b * d + a * i - c * g + e * i - f * h;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return cubicRoots(-trace, minors, -det);
}

/**
 * Σ |u·v| over the eigenvectors numpy would return for λ (with multiplicity), or ‖P u‖ for a
 * degenerate eigenspace (see blockProjection).
 */
function eigenspaceProjection(m: readonly number[], lambda: Complex, u: Vec3, multiplicity: number): number {
  const rows = [0, 1, 2].map((r) =>
    [0, 1, 2].map((c): Complex => [
      (m[3 * r + c] ?? 0) - (r === c ? lambda[0] : 0),
      r === c ? -lambda[1] : 0,
    ]),
  );
  const candidates = [
    ccross(rows[0] ?? [], rows[1] ?? []),
    ccross(rows[0] ?? [], rows[2] ?? []),
    ccross(rows[1] ?? [], rows[2] ?? []),
  ];
  const best = candidates.reduce((x, y) => (cnorm(y) > cnorm(x) ? y : x));
  const size = cnorm(best);
  if (size > 1e-6) return (multiplicity * Math.hypot(...projection(best, u))) / size;
  // Rank ≤ 1: the eigenspace is the plane orthogonal to the largest row (or everything).
  const largest = rows.map((r) => r.map((z) => z[0])).reduce((x, y) => (norm3(y) > norm3(x) ? y : x));
  const n = norm3(largest);
  if (n < 1e-6) return 1;
  const along = ((largest[0] ?? 0) * u[0] + (largest[1] ?? 0) * u[1] + (largest[2] ?? 0) * u[2]) / n;
  return Math.sqrt(Math.max(0, 1 - along * along));
}

type CVec = readonly Complex[];

const cmul = (x: Complex, y: Complex): Complex => [x[0] * y[0] - x[1] * y[1], x[0] * y[1] + x[1] * y[0]];
const csub = (x: Complex, y: Complex): Complex => [x[0] - y[0], x[1] - y[1]];
const at = (v: CVec, k: number): Complex => v[k] ?? [0, 0];

function ccross(p: CVec, q: CVec): CVec {
  return [
    csub(cmul(at(p, 1), at(q, 2)), cmul(at(p, 2), at(q, 1))),
    csub(cmul(at(p, 2), at(q, 0)), cmul(at(p, 0), at(q, 2))),
    csub(cmul(at(p, 0), at(q, 1)), cmul(at(p, 1), at(q, 0))),
  ];
}

const cnorm = (v: CVec): number => Math.sqrt(v.reduce((s, z) => s + z[0] * z[0] + z[1] * z[1], 0));
const norm3 = (v: readonly number[]): number => Math.hypot(...v);

/** u · v for real u and complex v, as [re, im]. */
const projection = (v: CVec, u: Vec3): Complex => [
  u[0] * at(v, 0)[0] + u[1] * at(v, 1)[0] + u[2] * at(v, 2)[0],
  u[0] * at(v, 0)[1] + u[1] * at(v, 1)[1] + u[2] * at(v, 2)[1],
];
