import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { ChargeInput } from '../shared/charge-method.js';
import { distance, requireElements } from '../shared/coverage.js';
import { equalize } from '../shared/equalize.js';
import { COULOMB_EV_ANGSTROM, EQEQ_LAMBDA, eqeqParameters } from './eqeq-data.js';
import type { EwaldOptions } from './ewald.js';
import { ewaldKernel } from './ewald.js';

export interface EqeqOptions {
  /** Ewald splitting parameter and tolerance (the charges do not depend on them, to ~1e-9 e). */
  readonly ewald?: EwaldOptions;
  /** Electronegativity and hardness (eV) by atomic number; default the cited data of eqeq-data.ts. */
  readonly parameters?: (z: number) => { readonly chi: number; readonly hardness: number } | undefined;
}

/**
 * EQeq charges (Wilmer, Kim & Snurr, J. Phys. Chem. Lett. 2012, 3, 2506): charge equilibration with
 * each atom's χ and hardness J from its ionization energies around its charge centre (eqeq-data.ts),
 * hydrogen's electron affinity −2.0 eV, and the Coulomb interaction screened by λ = 1.2:
 *   χᵢ + Σⱼ Gᵢⱼ qⱼ = μ for every i,  Σ qᵢ = Q,
 *   Gᵢⱼ = δᵢⱼ Jᵢ + λ (k/2) Σ_L [ψ(rᵢⱼ + L) + O(|rᵢⱼ + L|)],
 * with ψ the Coulomb potential (Ewald sums in a cell, 1/R without one), k = e²/4πε₀ and the orbital
 * overlap correction O(R) = exp(−a²R²)(2a − a²R − 1/R), a = √(JᵢJⱼ)/k, which makes 1/R + O(R) finite
 * as R → 0. A molecule without a cell gets the paper's non-periodic form (sums over the one copy).
 * Charges in e, one per atom, summing to `input.netCharge` (a charged cell carries the neutralising
 * background of the Ewald sum).
 */
export function eqeqCharges(mol: Molecule, input: ChargeInput, options: EqeqOptions = {}): Float64Array {
  const parameters = options.parameters ?? eqeqParameters;
  requireElements(mol, 'EQeq', (z) => parameters(z) !== undefined);
  const n = mol.atomCount;
  if (n === 0) return new Float64Array(0);
  const params = Array.from(mol.elements, (z) => parameters(z)!);
  params.forEach((p, i) => {
    if (!(p.hardness > 0)) {
      throw new ChemError(
        'invalid-molecule',
        `EQeq: atom ${i + 1} has no positive hardness (${p.hardness} eV).`,
        [i],
      );
    }
  });
  const hardness = Float64Array.from(params, (p) => p.hardness);
  const scale = EQEQ_LAMBDA * (COULOMB_EV_ANGSTROM / 2);
  const h = mol.cell ? periodicKernel(mol, hardness, options.ewald) : finiteKernel(mol, hardness);
  for (let i = 0; i < n * n; i++) h[i] = h[i]! * scale;
  for (let i = 0; i < n; i++) h[i * n + i] = h[i * n + i]! + hardness[i]!;
  return equalize(
    h,
    Float64Array.from(params, (p) => p.chi),
    input.netCharge,
  ).q;
}

/** O(R): the orbital overlap term for the pair's a = √(JᵢJⱼ)/k. */
function overlap(r: number, a: number): number {
  return Math.exp(-a * a * r * r) * (2 * a - a * a * r - 1 / r);
}

function pairA(hardness: Float64Array, i: number, j: number): number {
  return Math.sqrt(hardness[i]! * hardness[j]!) / COULOMB_EV_ANGSTROM;
}

function finiteKernel(mol: Molecule, hardness: Float64Array): Float64Array {
  const n = mol.atomCount;
  const h = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const r = distance(mol, i, j);
      const v = 1 / r + overlap(r, pairA(hardness, i, j));
      h[i * n + j] = v;
      h[j * n + i] = v;
    }
  }
  return h;
}

function periodicKernel(
  mol: Molecule,
  hardness: Float64Array,
  ewald: EwaldOptions | undefined,
): Float64Array {
  const cell = mol.cell!;
  const tolerance = ewald?.tolerance ?? 1e-12;
  // exp(−a²R²)·(a few a) is below the tolerance beyond √(−ln tol + 4)/a for the softest pair.
  const softest = Math.min(...hardness) / COULOMB_EV_ANGSTROM;
  const cutoff = Math.sqrt(-Math.log(tolerance) + 4) / softest;
  return ewaldKernel(mol.positions, cell, ewald, {
    cutoff,
    f: (r, i, j) => overlap(r, pairA(hardness, i, j)),
  });
}
