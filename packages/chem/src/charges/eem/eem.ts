import type { Molecule } from '../../core/molecule.js';
import type { ChargeInput } from '../shared/charge-method.js';
import { distance, requireElements, requireFiniteMolecule } from '../shared/coverage.js';
import { equalize } from '../shared/equalize.js';
import { EEM_KAPPA, EEM_PARAMETERS } from './eem-data.js';

/**
 * Electronegativity equalisation method (Mortier; parameters of Bultinck et al. 2002, eem-data.ts):
 * every atom's effective electronegativity Aᵢ + Bᵢqᵢ + κ Σ_{j≠i} qⱼ/Rᵢⱼ equals the molecular one,
 * and the charges sum to the net charge. That is the equalisation problem of shared/equalize.ts with
 * H_ii = Bᵢ, H_ij = κ/Rᵢⱼ and χ = A. Non-periodic molecules only.
 */
export function eemCharges(mol: Molecule, input: ChargeInput): Float64Array {
  requireFiniteMolecule(mol, 'EEM');
  requireElements(mol, 'EEM', (z) => EEM_PARAMETERS[z] !== undefined);
  const n = mol.atomCount;
  const params = Array.from(mol.elements, (z) => EEM_PARAMETERS[z]!);
  const h = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    h[i * n + i] = params[i]!.b;
    for (let j = i + 1; j < n; j++) {
      const v = EEM_KAPPA / distance(mol, i, j);
      h[i * n + j] = v;
      h[j * n + i] = v;
    }
  }
  return equalize(
    h,
    Float64Array.from(params, (p) => p.a),
    input.netCharge,
  ).q;
}
