import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { ChargeInput } from '../shared/charge-method.js';
import { distance, requireElements, requireFiniteMolecule } from '../shared/coverage.js';
import { equalize } from '../shared/equalize.js';
import type { QeqParameters } from './qeq-data.js';
import { BOHR_ANGSTROM, HARTREE_EV, QEQ_PARAMETERS } from './qeq-data.js';
import { POINT_CHARGE_LIMIT, slaterCoulomb } from './slater-coulomb.js';

/** Self-consistency on hydrogen charges: stop when no charge moves by more than this (e). */
const TOLERANCE = 1e-7;
const MAX_ITERATIONS = 100;

/**
 * QEq charges (Rappé & Goddard, J. Phys. Chem. 1991, 95, 3358). The energy
 * E = Σ (χᵢqᵢ + ½Jᵢqᵢ²) + Σ_{i<j} J_ij qᵢqⱼ is minimised at fixed total charge (shared/equalize.ts),
 * with J_ij the Coulomb integral of the two atoms' ns Slater densities (slater-coulomb.ts; 14.4/R
 * eV·Å far apart). Hydrogen's parameters depend on its charge (eqs 19–20): ζ_H = ζ⁰ + q_H and
 * J_H = J⁰(1 + q_H/ζ⁰); the equations are re-solved with them until the charges stop moving.
 * Non-periodic molecules only (periodic QEq needs Ewald sums).
 */
export function qeqCharges(mol: Molecule, input: ChargeInput): Float64Array {
  requireFiniteMolecule(mol, 'QEq');
  requireElements(mol, 'QEq', (z) => QEQ_PARAMETERS[z] !== undefined);
  const params = Array.from(mol.elements, (z) => QEQ_PARAMETERS[z]!);
  const chi = Float64Array.from(params, (p) => p.chi);
  const hydrogens = params.flatMap((_, i) => (mol.elements[i] === 1 ? [i] : []));
  const matrix = new QeqMatrix(mol, params);
  let solved = equalize(matrix.h, chi, input.netCharge);
  if (hydrogens.length === 0) return solved.q;
  // x: the charges the hydrogen parameters are taken from; converged when solving returns x itself.
  let x = solved.q;
  const history: Float64Array[] = [];
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    matrix.updateHydrogens(hydrogens, x);
    solved = equalize(matrix.h, chi, input.netCharge, solved);
    const next = solved.q;
    if (next.reduce((m, v, i) => Math.max(m, Math.abs(v - x[i]!)), 0) < TOLERANCE) return next;
    history.push(x);
    x = history.length === 2 ? aitken(history[0]!, history[1]!, next, hydrogens) : next;
    if (history.length === 2) history.length = 0;
  }
  throw new ChemError(
    'invalid-molecule',
    `QEq hydrogen charges did not converge in ${MAX_ITERATIONS} cycles.`,
  );
}

/**
 * Aitken's Δ² extrapolation of three successive iterates, on the hydrogen charges (the only ones
 * the parameters depend on): the fixed-point iteration converges linearly (factor ≈ 0.25 per
 * cycle on alkanes), and extrapolating every third iterate (Steffensen) about halves the cycles,
 * each of which recomputes the hydrogens' Slater integrals. The result is still checked as a fixed point.
 */
function aitken(
  x0: Float64Array,
  x1: Float64Array,
  x2: Float64Array,
  hydrogens: readonly number[],
): Float64Array {
  const out = Float64Array.from(x2);
  for (const i of hydrogens) {
    const d1 = x2[i]! - x1[i]!;
    const denominator = d1 - (x1[i]! - x0[i]!);
    if (Math.abs(denominator) > 1e-14) out[i] = x2[i]! - (d1 * d1) / denominator;
  }
  return out;
}

/** The hardness matrix in eV: J_i on the diagonal, the Slater Coulomb integrals J_ij off it. */
class QeqMatrix {
  readonly h: Float64Array;
  private readonly n: number;
  private readonly zeta: Float64Array;

  constructor(
    private readonly mol: Molecule,
    private readonly params: readonly QeqParameters[],
  ) {
    this.n = mol.atomCount;
    this.h = new Float64Array(this.n * this.n);
    this.zeta = Float64Array.from(params, (p) => p.zeta);
    for (let i = 0; i < this.n; i++) {
      this.h[i * this.n + i] = params[i]!.j;
      for (let j = i + 1; j < this.n; j++) this.setPair(i, j);
    }
  }

  /** Charge-dependent hydrogen exponent and idempotential, then every pair involving a hydrogen. */
  updateHydrogens(hydrogens: readonly number[], q: Float64Array): void {
    const before = Float64Array.from(this.zeta);
    for (const i of hydrogens) {
      const p = this.params[i]!;
      const qi = q[i]!;
      if (!(p.zeta + qi > 0)) {
        throw new ChemError(
          'invalid-molecule',
          `QEq gives hydrogen ${i + 1} a charge of ${qi.toFixed(2)} e, beyond the model's range.`,
          [i],
        );
      }
      this.zeta[i] = p.zeta + qi;
      this.h[i * this.n + i] = p.j * (1 + qi / p.zeta);
    }
    const isH = new Uint8Array(this.n);
    for (const i of hydrogens) isH[i] = 1;
    for (const i of hydrogens) {
      for (let j = 0; j < this.n; j++) {
        if (j !== i && !(isH[j] && j < i) && this.mayOverlap(i, j, before[i]!)) this.setPair(i, j);
      }
    }
  }

  /** Far apart, J_ij is 14.4/R whatever ζ_H was or is (slater-coulomb.ts): no need to recompute. */
  private mayOverlap(i: number, j: number, zetaBefore: number): boolean {
    const zeta = Math.min(this.zeta[i]!, zetaBefore, this.zeta[j]!);
    return 2 * zeta * (distance(this.mol, i, j) / BOHR_ANGSTROM) <= POINT_CHARGE_LIMIT;
  }

  private setPair(i: number, j: number): void {
    const r = distance(this.mol, i, j) / BOHR_ANGSTROM;
    const shellI = { n: this.params[i]!.n, zeta: this.zeta[i]! };
    const shellJ = { n: this.params[j]!.n, zeta: this.zeta[j]! };
    const v = HARTREE_EV * slaterCoulomb(shellI, shellJ, r);
    this.h[i * this.n + j] = v;
    this.h[j * this.n + i] = v;
  }
}
