import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { ChargeInput } from '../shared/charge-method.js';
import { requireElements, requireFiniteMolecule } from '../shared/coverage.js';
import type { Equalized } from '../shared/equalize.js';
import { ITERATIVE_SOLVE_FROM, equalize } from '../shared/equalize.js';
import type { QeqParameters } from './qeq-data.js';
import { QEQ_PARAMETERS } from './qeq-data.js';
import { QeqOperator } from './qeq-operator.js';
import { equalizeOperator } from './qeq-solve.js';

/** Self-consistency on hydrogen charges: stop when no charge moves by more than this (e). */
const TOLERANCE = 1e-7;
const MAX_ITERATIONS = 100;
/** Relative residual of the final iterative solve, as shared/conjugate-gradient.ts uses. */
const FINAL_RESIDUAL = 1e-11;
/** Relative residual of the first solves, while the hydrogen parameters still move by ~0.01. */
const LOOSE_RESIDUAL = 1e-4;

/**
 * QEq charges (Rappé & Goddard, J. Phys. Chem. 1991, 95, 3358). The energy
 * E = Σ (χᵢqᵢ + ½Jᵢqᵢ²) + Σ_{i<j} J_ij qᵢqⱼ is minimised at fixed total charge (shared/equalize.ts),
 * with J_ij the Coulomb integral of the two atoms' ns Slater densities (slater-coulomb.ts; 14.4/R
 * eV·Å far apart). Hydrogen's parameters depend on its charge (eqs 19–20): ζ_H = ζ⁰ + q_H and
 * J_H = J⁰(1 + q_H/ζ⁰); the equations are re-solved with them until the charges stop moving.
 * Non-periodic molecules only: a structure with a cell goes to qeq-periodic/ (Ewald sums). `table`
 * and `method` give another parameter set its own name in errors (GMP-QEq, MEPO-QEq).
 *
 * The matrix is qeq-operator.ts (no n×n array: exact integrals only for close pairs). Up to
 * ITERATIVE_SOLVE_FROM atoms it is expanded and solved by LU; above, by block-preconditioned
 * conjugate gradients (qeq-solve.ts), loosely while the hydrogens still move, then to a relative
 * residual of 1e-11 checked in double precision. 4,992-atom decane box: 136 s before, ~15 s now.
 */
export function qeqCharges(
  mol: Molecule,
  input: ChargeInput,
  table: Readonly<Record<number, QeqParameters>> = QEQ_PARAMETERS,
  method = 'QEq',
): Float64Array {
  requireFiniteMolecule(mol, method);
  requireElements(mol, method, (z) => table[z] !== undefined);
  const params = Array.from(mol.elements, (z) => table[z]!);
  const chi = Float64Array.from(params, (p) => p.chi);
  const hydrogens = params.flatMap((_, i) => (mol.elements[i] === 1 ? [i] : []));
  const matrix = new QeqOperator(mol, params);
  const iterative = mol.atomCount > ITERATIVE_SOLVE_FROM;
  // exact: check residuals in double precision where the operator stores far pairs in single.
  const solve = (residual: number, exact: boolean, previous?: Equalized): Equalized =>
    iterative
      ? equalizeOperator(matrix, chi, input.netCharge, residual, exact, previous)
      : equalize(matrix.dense(), chi, input.netCharge, previous);
  let residual = iterative ? LOOSE_RESIDUAL : FINAL_RESIDUAL;
  let solved = solve(residual, false);
  if (hydrogens.length === 0) return iterative ? solve(FINAL_RESIDUAL, true, solved).q : solved.q;
  // Converge with the stored matrix first, then confirm the fixed point with exact residuals.
  const needsExact = iterative && matrix.singlePrecision;
  let exact = false;
  // x: the charges the hydrogen parameters are taken from; converged when solving returns x itself.
  let x = solved.q;
  const history: Float64Array[] = [];
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    matrix.updateHydrogens(hydrogens, x);
    solved = solve(residual, exact, solved);
    const next = solved.q;
    const change = next.reduce((m, v, i) => Math.max(m, Math.abs(v - x[i]!)), 0);
    if (change < TOLERANCE && residual === FINAL_RESIDUAL) {
      if (exact || !needsExact) return next;
      exact = true;
    }
    // Early solves need only be accurate to a small part of the hydrogen step they feed.
    if (!exact) residual = Math.min(LOOSE_RESIDUAL, Math.max(FINAL_RESIDUAL, change * 1e-4));
    x = steffensen(history, x, next, hydrogens);
  }
  throw notConverged(method, MAX_ITERATIONS);
}

/** The next iterate of the hydrogen cycles: every third one Aitken-extrapolated (Steffensen). */
export function steffensen(
  history: Float64Array[],
  x: Float64Array,
  next: Float64Array,
  hydrogens: readonly number[],
): Float64Array {
  history.push(x);
  if (history.length < 2) return next;
  const out = aitken(history[0]!, history[1]!, next, hydrogens);
  history.length = 0;
  return out;
}

export function notConverged(method: string, cycles: number): ChemError {
  return new ChemError(
    'invalid-molecule',
    `${method} hydrogen charges did not converge in ${cycles} cycles.`,
  );
}

/**
 * Largest cycle-to-cycle ratio r = Δ₂/Δ₁ of a hydrogen's charge that is extrapolated: Aitken moves the
 * charge by Δ₂·r/(1 − r) beyond the last iterate, so at most 4·|Δ₂| here.
 */
export const AITKEN_MAX_RATIO = 0.8;

/**
 * Aitken's Δ² extrapolation of three successive iterates, on the hydrogen charges (the only ones
 * the parameters depend on): the fixed-point iteration converges linearly (factor ≈ 0.25 per
 * cycle on alkanes), and extrapolating every third iterate (Steffensen) about halves the cycles,
 * each of which recomputes the hydrogens' Slater integrals. The result is still checked as a fixed point.
 * Safeguarded: a hydrogen whose steps are not a clear contraction (r ≥ AITKEN_MAX_RATIO, or a first
 * step of zero) keeps the plain iterate; r ≤ 0 (oscillation) moves it by less than |Δ₂|. In the first cycles a hydrogen is dragged by its
 * neighbours' large moves, so its two steps can be nearly equal (r ≈ 1: the ortho H next to a CH3 end of
 * polystyrene had r 0.95–1.06 on Open Babel's varying geometries) and the unguarded formula, dividing by
 * Δ₂ − Δ₁ ≈ 0, threw it to −1.53 e, beyond ζ_H⁰ + q_H > 0.
 */
function aitken(
  x0: Float64Array,
  x1: Float64Array,
  x2: Float64Array,
  hydrogens: readonly number[],
): Float64Array {
  const out = Float64Array.from(x2);
  for (const i of hydrogens) {
    const d0 = x1[i]! - x0[i]!;
    const d1 = x2[i]! - x1[i]!;
    if (d0 === 0) continue;
    const ratio = d1 / d0;
    if (!(ratio < AITKEN_MAX_RATIO)) continue;
    out[i] = x2[i]! + (d1 * ratio) / (1 - ratio);
  }
  return out;
}
