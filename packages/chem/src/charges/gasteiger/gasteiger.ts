import type { Molecule } from '../../core/molecule.js';
import type { ChargeInput } from '../shared/charge-method.js';
import {
  GASTEIGER_DAMPING,
  GASTEIGER_ITERATIONS,
  GASTEIGER_PARAMETERS,
  HYDROGEN_CHI_PLUS,
} from './gasteiger-data.js';
import { gasteigerTypes } from './gasteiger-types.js';

/**
 * Gasteiger–Marsili PEOE charges (Tetrahedron 1980, 36, 3219). Each atom starts at its formal
 * charge, so the charges sum to the molecule's formal charge (as in the paper and RDKit; Open Babel
 * 3.1.1 starts every atom at 0, so its charges of ions sum to 0). In each of six iterations every
 * bond moves (χ_more − χ_less) / χ⁺_less × ½ⁿ electrons to its more electronegative atom, χ being
 * evaluated once per iteration from the charges at its start, χ⁺ = a + b + c of the atom that gives
 * up charge (20.02 eV for hydrogen). Bonds are visited in file order, as Open Babel does.
 * `netCharge` is not used: PEOE conserves the sum of the formal charges; the shared finalisation
 * (finalizeCharges) moves the sum to the requested net charge.
 */
export function gasteigerCharges(mol: Molecule, _input?: ChargeInput): Float64Array {
  const params = gasteigerTypes(mol).map((t) => GASTEIGER_PARAMETERS[t]);
  const n = mol.atomCount;
  const q = Float64Array.from(mol.formalCharges);
  const chi = new Float64Array(n);
  const chiPlus = Float64Array.from(params, (p, i) =>
    mol.elements[i] === 1 ? HYDROGEN_CHI_PLUS : p.a + p.b + p.c,
  );
  const { a, b, count } = mol.bonds;
  let alpha = 1;
  for (let iter = 0; iter < GASTEIGER_ITERATIONS; iter++) {
    alpha *= GASTEIGER_DAMPING;
    params.forEach((p, i) => {
      const qi = q[i]!;
      chi[i] = p.a + (p.b + p.c * qi) * qi;
    });
    for (let k = 0; k < count; k++) {
      const i = a[k]!;
      const j = b[k]!;
      const denom = chi[i]! >= chi[j]! ? chiPlus[j]! : chiPlus[i]!;
      const moved = (alpha * (chi[i]! - chi[j]!)) / denom;
      q[i]! -= moved;
      q[j]! += moved;
    }
  }
  return q;
}
