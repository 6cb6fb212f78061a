import { ChemError } from '../../core/errors.js';
import type { Equalized } from '../shared/equalize.js';
import type { QeqOperator } from './qeq-operator.js';

const MAX_ITERATIONS = 2000;

/**
 * Electronegativity equalisation with the matrix-free operator, as shared/equalize.ts does it
 * (q = s + μt with H s = −χ, H t = 1), by block-preconditioned conjugate gradients (block-preconditioner.ts) run on both
 * right-hand sides in step, so that each pass over the stored matrix serves both. Warm-started from
 * `previous`; `tolerance` is the relative residual (the caller loosens it while the hydrogen
 * parameters are still moving).
 */
export function equalizeOperator(
  op: QeqOperator,
  chi: Float64Array,
  total: number,
  tolerance: number,
  exact: boolean,
  previous?: Equalized,
): Equalized {
  const n = op.n;
  const b1 = chi.map((v) => -v);
  const b2 = new Float64Array(n).fill(1);
  const x1 = previous ? Float64Array.from(previous.s) : new Float64Array(n);
  const x2 = previous ? Float64Array.from(previous.t) : new Float64Array(n);
  const stop1 = tolerance * norm(b1);
  const stop2 = tolerance * norm(b2);
  solveInPlace(op, b1, b2, x1, x2, stop1, stop2, false);
  if (exact && op.singlePrecision) refine(op, b1, b2, x1, x2, stop1, stop2);
  const sumS = x1.reduce((a, v) => a + v, 0);
  const sumT = x2.reduce((a, v) => a + v, 0);
  const mu = (total - sumS) / sumT;
  return { q: x1.map((v, i) => v + mu * x2[i]!), s: x1, t: x2 };
}

/**
 * Iterative refinement for the single-precision far part (qeq-operator.ts): the residual is taken
 * with 14.4/R in double precision, and the correction solved with the stored matrix, until the
 * exact residual meets the tolerance (one pass in practice: the rounding is a 6e-8 relative
 * perturbation of the matrix, and moved charges by up to 4e-7 e on 5,000 atoms without it).
 */
function refine(
  op: QeqOperator,
  b1: Float64Array,
  b2: Float64Array,
  x1: Float64Array,
  x2: Float64Array,
  stop1: number,
  stop2: number,
): void {
  const n = op.n;
  const r1 = new Float64Array(n);
  const r2 = new Float64Array(n);
  for (let pass = 0; pass < 5; pass++) {
    op.applyExact(x1, x2, r1, r2);
    for (let i = 0; i < n; i++) {
      r1[i] = b1[i]! - r1[i]!;
      r2[i] = b2[i]! - r2[i]!;
    }
    if (norm(r1) <= stop1 && norm(r2) <= stop2) return;
    const d1 = new Float64Array(n);
    const d2 = new Float64Array(n);
    solveInPlace(op, r1, r2, d1, d2, stop1 / 10, stop2 / 10, true);
    for (let i = 0; i < n; i++) {
      x1[i]! += d1[i]!;
      x2[i]! += d2[i]!;
    }
  }
}

/** Conjugate gradients on both systems in step, from x (overwritten with the solutions). */
function solveInPlace(
  op: QeqOperator,
  b1: Float64Array,
  b2: Float64Array,
  x1: Float64Array,
  x2: Float64Array,
  stop1: number,
  stop2: number,
  fromZero: boolean,
): void {
  const n = op.n;
  const r1 = Float64Array.from(b1);
  const r2 = Float64Array.from(b2);
  if (!fromZero) {
    op.apply(x1, x2, r1, r2);
    for (let i = 0; i < n; i++) {
      r1[i] = b1[i]! - r1[i]!;
      r2[i] = b2[i]! - r2[i]!;
    }
  }
  const p1 = new Float64Array(n);
  const p2 = new Float64Array(n);
  op.precondition(r1, p1);
  op.precondition(r2, p2);
  const a1 = new Float64Array(n);
  const a2 = new Float64Array(n);
  const s1 = new Lane(op, x1, r1, p1, a1, stop1);
  const s2 = new Lane(op, x2, r2, p2, a2, stop2);
  for (let it = 0; it < MAX_ITERATIONS && !(s1.done && s2.done); it++) {
    op.apply(p1, p2, a1, a2);
    s1.step();
    s2.step();
  }
  if (!(s1.done && s2.done)) {
    throw new ChemError(
      'invalid-molecule',
      `The charge equations of these ${n} atoms did not converge (the hardness matrix is not positive definite).`,
    );
  }
}

const dot = (u: Float64Array, v: Float64Array): number => {
  let s = 0;
  for (let i = 0; i < u.length; i++) s += u[i]! * v[i]!;
  return s;
};
const norm = (u: Float64Array): number => Math.sqrt(dot(u, u));

/** One conjugate-gradient iteration state; `ap` holds H·p when step() is called. */
class Lane {
  done: boolean;
  private rz: number;
  private readonly z: Float64Array;
  constructor(
    private readonly op: QeqOperator,
    private readonly x: Float64Array,
    private readonly r: Float64Array,
    private readonly p: Float64Array,
    private readonly ap: Float64Array,
    private readonly stop: number,
  ) {
    this.z = new Float64Array(x.length);
    this.rz = dot(r, p);
    this.done = norm(r) <= stop;
  }

  step(): void {
    if (this.done) return;
    const { x, r, p, ap, z } = this;
    const curvature = dot(p, ap);
    if (!(curvature > 0)) {
      throw new ChemError('invalid-molecule', 'The QEq hardness matrix is not positive definite.');
    }
    const alpha = this.rz / curvature;
    let rr = 0;
    for (let i = 0; i < x.length; i++) {
      x[i]! += alpha * p[i]!;
      r[i]! -= alpha * ap[i]!;
      rr += r[i]! * r[i]!;
    }
    if (Math.sqrt(rr) <= this.stop) {
      this.done = true;
      return;
    }
    this.op.precondition(r, z);
    const rz = dot(r, z);
    const beta = rz / this.rz;
    this.rz = rz;
    for (let i = 0; i < x.length; i++) p[i] = z[i]! + beta * p[i]!;
  }
}
