import type { EspSystem } from './esp-design.js';
import { solveDense } from './linear-solve.js';

/** One RESP stage: which atoms move together, which are frozen, and the restraint. */
export interface FitStage {
  /** Group of every free atom (0 … groupCount − 1; atoms of one group get one charge), −1 if frozen. */
  readonly group: Int32Array;
  readonly groupCount: number;
  /** Charges of the frozen atoms (read only where group is −1). */
  readonly fixed: Float64Array;
  /** 1 for atoms under the hyperbolic restraint. */
  readonly restrained: Uint8Array;
  /** Restraint strength a (hartree/e² in the RESP program's convention) and width b (e). */
  readonly a: number;
  readonly b: number;
  readonly totalCharge: number;
}

export interface FitOptions {
  /** Stop when no charge moves by more than this (e) between iterations. */
  readonly tolerance?: number;
  readonly maxIterations?: number;
}

export interface StageResult {
  readonly charges: Float64Array;
  readonly iterations: number;
  readonly converged: boolean;
}

interface Reduced {
  readonly ag: Float64Array;
  readonly bg: Float64Array;
  readonly members: Float64Array;
  readonly restrainedMembers: Float64Array;
  readonly target: number;
}

/**
 * Minimises ½ Σ_i (V_i − Σ_j q_j/r_ij)² + a Σ_restrained (√(q_j² + b²) − b) subject to Σ q = Q, equal
 * charges within a group and frozen atoms fixed (Bayly, Cieplak, Cornell & Kollman, J. Phys. Chem.
 * 1993, 97, 10269; the ½ makes a the RESP program's a: its normal equations add a/√(q² + b²) to the
 * diagonal). The restraint is not quadratic, so each iteration replaces it by the quadratic that touches
 * it at the current charges and lies above it, and solves the bordered linear system (Lagrange multiplier
 * for the total charge). This is a majorise–minimise step: the objective never rises, and the objective
 * is convex, so the iteration converges to the one minimum — the RESP program's repeated linear solves.
 */
export function fitStage(system: EspSystem, stage: FitStage, options: FitOptions = {}): StageResult {
  const tolerance = options.tolerance ?? 1e-7;
  const maxIterations = options.maxIterations ?? 200;
  const reduced = reduce(system, stage);
  const g = stage.groupCount;
  let q: Float64Array = new Float64Array(g);
  let iterations = 0;
  let converged = g === 0;
  while (!converged && iterations < maxIterations) {
    const next = solveBordered(reduced, g, q, stage);
    iterations++;
    let change = 0;
    for (let k = 0; k < g; k++) change = Math.max(change, Math.abs(next[k]! - q[k]!));
    q = next;
    converged = change < tolerance || stage.a === 0;
  }
  return { charges: expand(stage, q), iterations, converged };
}

/** Sums the equations over each group and moves the frozen atoms' potential to the right-hand side. */
function reduce(system: EspSystem, stage: FitStage): Reduced {
  const n = system.atomCount;
  const g = stage.groupCount;
  const ag = new Float64Array(g * g);
  const bg = new Float64Array(g);
  const members = new Float64Array(g);
  const restrainedMembers = new Float64Array(g);
  let target = stage.totalCharge;
  for (let j = 0; j < n; j++) {
    const gj = stage.group[j]!;
    if (gj < 0) {
      target -= stage.fixed[j]!;
      continue;
    }
    members[gj]!++;
    if (stage.restrained[j] === 1) restrainedMembers[gj]!++;
    let rhs = system.b[j]!;
    for (let k = 0; k < n; k++) {
      const gk = stage.group[k]!;
      const ajk = system.a[j * n + k]!;
      if (gk < 0) rhs -= ajk * stage.fixed[k]!;
      else ag[gj * g + gk]! += ajk;
    }
    bg[gj]! += rhs;
  }
  return { ag, bg, members, restrainedMembers, target };
}

function solveBordered(r: Reduced, g: number, q: Float64Array, stage: FitStage): Float64Array {
  const size = g + 1;
  const m = new Float64Array(size * size);
  const rhs = new Float64Array(size);
  for (let k = 0; k < g; k++) {
    for (let l = 0; l < g; l++) m[k * size + l] = r.ag[k * g + l]!;
    const restraint = (r.restrainedMembers[k]! * stage.a) / Math.sqrt(q[k]! * q[k]! + stage.b * stage.b);
    m[k * size + k]! += restraint;
    m[k * size + g] = r.members[k]!;
    m[g * size + k] = r.members[k]!;
    rhs[k] = r.bg[k]!;
  }
  rhs[g] = r.target;
  return solveDense(m, rhs).subarray(0, g);
}

function expand(stage: FitStage, q: Float64Array): Float64Array {
  const out = new Float64Array(stage.group.length);
  for (let j = 0; j < out.length; j++) {
    const gj = stage.group[j]!;
    out[j] = gj < 0 ? stage.fixed[j]! : q[gj]!;
  }
  return out;
}
