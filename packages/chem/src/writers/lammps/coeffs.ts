import { ChemError } from '../../core/errors.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import type {
  Atoms4,
  DihedralParameter,
  AngleParameter,
  HarmonicBond,
  ImproperParameter,
} from '../../core/system.js';
import { uffAngleCoefficients } from '../../core/system.js';
import type { LammpsCoeff } from './model.js';

/*
 * GROMACS units and forms → LAMMPS `units real` forms. LAMMPS harmonic bonds and angles have no ½
 * (E = K (r − r0)²), so K = kb/2 and K = kθ/2; 1 kJ/mol/nm² = 1/(4.184 · 100) kcal/mol/Å².
 */
const kcal = (kj: number): number => kj / KJ_PER_KCAL;

export function bondCoeff(p: HarmonicBond): LammpsCoeff {
  return { style: 'harmonic', values: [kcal(p.kb / 2) / 100, p.b0 * 10] };
}

/**
 * Angles: harmonic E = K (θ − θ0)², K = kθ/2; cosine harmonic (funct 2) → `cosine/squared`
 * E = K (cos θ − cos θ0)², K = k/2; UFF Fourier (101) → `fourier` E = K (C0 + C1 cos θ + C2 cos 2θ)
 * with UFF's coefficients of θ0; cosine periodic (102) E = k (1 + c cos nθ) → `cosine` E = K (1 + cos θ)
 * when n = 1 and c = 1 (DREIDING's linear centres, in every LAMMPS build), else `fourier/simple`
 * E = K (1 + c cos Nθ).
 */
export function angleCoeff(p: AngleParameter): LammpsCoeff {
  switch (p.funct) {
    case 1:
      return { style: 'harmonic', values: [kcal(p.k / 2), p.theta0] };
    case 2:
      return { style: 'cosine/squared', values: [kcal(p.k / 2), p.theta0] };
    case 101: {
      const { c0, c1, c2 } = uffAngleCoefficients(p.theta0);
      return { style: 'fourier', values: [kcal(p.k), c0, c1, c2] };
    }
    case 102:
      return p.multiplicity === 1 && p.c === 1
        ? { style: 'cosine', values: [kcal(p.k)] }
        : { style: 'fourier/simple', values: [kcal(p.k), p.c, p.multiplicity] };
  }
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
  // UFF inversion and DREIDING umbrella: the same ω as LAMMPS (see improperAtoms); `fourier` with
  // all = 0 (the System lists each of UFF's three terms itself), `umbrella` with K and ω0 as they are.
  if (p.funct === 101) return { style: 'fourier', values: [kcal(p.k), p.c0, p.c1, p.c2, 0] };
  if (p.funct === 102) return { style: 'umbrella', values: [kcal(p.k), p.psi0] };
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

/**
 * The data file's atom order of an improper. The periodic and harmonic styles take the System's
 * order (central atom third, as GROMACS). `fourier` and `umbrella` measure ω between the axis I→L and
 * the plane I–J–K with I the centre, so the System's [j, k, centre, l] becomes [centre, j, k, l]:
 * the same axis atom l and plane j–centre–k. Both styles take cos ω negative when the axis atom
 * leans towards the other two (cos∠l-I-j + cos∠l-I-k > 0), as the OpenMM writer's expression does.
 */
export function improperAtoms(p: ImproperParameter, atoms: Atoms4): Atoms4 {
  if (p.funct !== 101 && p.funct !== 102) return atoms;
  const [j, k, centre, l] = atoms;
  return [centre, j, k, l];
}
