import { ChemError } from '../../core/errors.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import type {
  DihedralParameter,
  AngleParameter,
  HarmonicBond,
  ImproperParameter,
} from '../../core/system.js';
import { formError } from '../../core/system.js';
import type { LammpsCoeff } from './model.js';

/*
 * GROMACS units and forms → LAMMPS `units real` forms. LAMMPS harmonic bonds and angles have no ½
 * (E = K (r − r0)²), so K = kb/2 and K = kθ/2; 1 kJ/mol/nm² = 1/(4.184 · 100) kcal/mol/Å².
 */
const kcal = (kj: number): number => kj / KJ_PER_KCAL;

export function bondCoeff(p: HarmonicBond): LammpsCoeff {
  return { style: 'harmonic', values: [kcal(p.kb / 2) / 100, p.b0 * 10] };
}

export function angleCoeff(p: AngleParameter): LammpsCoeff {
  if (p.funct !== 1) throw formError('angle', p.funct);
  return { style: 'harmonic', values: [kcal(p.k / 2), p.theta0] };
}

/**
 * Periodic terms → one `charmm` entry per term, E = K [1 + cos(n φ − d)] with weight 0 (1-4 pairs
 * come from special_bonds only). Ryckaert–Bellemans E = Σ Cn cosⁿ(φ − 180°) = Σ Cn (−cos φ)ⁿ →
 * `multi/harmonic` E = Σ An cosⁿ⁻¹ φ with An+1 = (−1)ⁿ Cn (C5 must be 0: multi/harmonic stops at cos⁴).
 */
export function properCoeffs(p: DihedralParameter): LammpsCoeff[] {
  if (p.funct === 3) {
    return [{ style: 'multi/harmonic', values: [0, 1, 2, 3, 4].map((n) => kcal((p.c[n] ?? 0) * (-1) ** n)) }];
  }
  return p.terms.map((t) => ({
    style: 'charmm',
    values: [kcal(t.k), t.multiplicity, Math.round(t.phase), 0],
  }));
}

/**
 * Periodic impropers E = k [1 + cos(n φ − φs)] → `cvff` E = K [1 + d cos(n φ)]: φs = 0 gives d = +1,
 * φs = 180° gives d = −1 (cos(nφ − 180°) = −cos nφ). Harmonic impropers E = ½ kξ (ξ − ξ0)² → `harmonic`
 * E = K (χ − χ0)², K = kξ/2. Both styles take the four atoms in the same order as GROMACS.
 */
export function improperCoeff(p: ImproperParameter): LammpsCoeff {
  if (p.funct === 2) return { style: 'harmonic', values: [kcal(p.k / 2), p.xi0] };
  if (p.funct !== 4) throw formError('improper', p.funct);
  const d = signOfPhase(p.term.phase);
  if (d === undefined) {
    throw new ChemError(
      'unsupported-form',
      `LAMMPS cvff impropers take phase 0 or 180°, not ${p.term.phase}°.`,
    );
  }
  return { style: 'cvff', values: [kcal(p.term.k), d, p.term.multiplicity] };
}

/** +1 for phase 0, −1 for 180 (mod 360); undefined for any other phase, which cvff cannot express. */
export function signOfPhase(phase: number): 1 | -1 | undefined {
  const reduced = ((phase % 360) + 360) % 360;
  if (Math.abs(reduced) < 1e-9 || Math.abs(reduced - 360) < 1e-9) return 1;
  if (Math.abs(reduced - 180) < 1e-9) return -1;
  return undefined;
}
