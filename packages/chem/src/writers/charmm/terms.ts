import { KJ_PER_KCAL } from '../../core/units.js';
import type { DihedralParameter, ImproperParameter, PeriodicTerm } from '../../core/system.js';
import type { CharmmTorsionTerm } from './model.js';
import { ryckaertBellemansFourier } from '../ryckaert-bellemans.js';

/*
 * GROMACS forms and units → CHARMM forms and units. CHARMM harmonic terms have no ½: E = K (r − r0)²,
 * so K = kb/2 and K = kθ/2; 1 kJ/mol/nm² = 1/(4.184 · 100) kcal/mol/Å². Torsions are
 * K [1 + cos(n φ − δ)] in both programs, with K in kcal/mol.
 */
export const kcal = (kj: number): number => kj / KJ_PER_KCAL;

/** K (kcal/mol/Å²) and b0 (Å) from GROMACS kb (kJ/mol/nm²) and b0 (nm). */
export const bondValues = (kb: number, b0: number): readonly [number, number] => [
  kcal(kb / 2) / 100,
  b0 * 10,
];

/** K (kcal/mol/rad²) and θ0 (degrees) from GROMACS kθ (kJ/mol/rad²). */
export const angleValues = (k: number, theta0: number): readonly [number, number] => [kcal(k / 2), theta0];

/** CHARMM reads the multiplicity as an integer 1…6. */
const MAX_MULTIPLICITY = 6;

export { RB_CONSTANT_TOLERANCE } from '../ryckaert-bellemans.js';

/** Why a periodic term cannot be a CHARMM term, or undefined. */
export function termProblem(t: PeriodicTerm): string | undefined {
  if (!Number.isInteger(t.multiplicity) || t.multiplicity < 1 || t.multiplicity > MAX_MULTIPLICITY) {
    return `CHARMM torsions need an integer multiplicity 1 to ${MAX_MULTIPLICITY} (got n = ${t.multiplicity})`;
  }
  return undefined;
}

/**
 * The Fourier terms of a proper torsion row, or the reason there are none. Terms with the same
 * multiplicity and phase are added (CHARMM and OpenMM keep one line per multiplicity); the same
 * multiplicity with another phase would differ from GROMACS by a constant, so it is refused.
 */
export function properTerms(p: DihedralParameter): CharmmTorsionTerm[] | string {
  if (p.funct === 3) return ryckaertBellemansTerms(p.c);
  const byN = new Map<number, CharmmTorsionTerm>();
  for (const t of p.terms) {
    const why = termProblem(t);
    if (why) return why;
    const known = byN.get(t.multiplicity);
    if (known === undefined) {
      byN.set(t.multiplicity, { k: kcal(t.k), n: t.multiplicity, phase: t.phase });
    } else if (sameAngle(known.phase, t.phase)) {
      byN.set(t.multiplicity, { ...known, k: known.k + kcal(t.k) });
    } else {
      return `two terms with multiplicity ${t.multiplicity} and phases ${known.phase}° and ${t.phase}° cannot be one CHARMM term without changing the energy by a constant`;
    }
  }
  return [...byN.values()];
}

const sameAngle = (a: number, b: number): boolean => Math.abs(((((a - b) % 360) + 540) % 360) - 180) < 1e-9;

/** A periodic improper is written as a CHARMM dihedral on the same four atoms (one term). */
export function periodicImproperTerm(p: ImproperParameter & { funct: 4 }): CharmmTorsionTerm | string {
  return termProblem(p.term) ?? { k: kcal(p.term.k), n: p.term.multiplicity, phase: p.term.phase };
}

/** K (kcal/mol/rad²), ψ0 (degrees): E = ½ kξ (ξ − ξ0)² = K (ψ − ψ0)² with K = kξ/2. */
export const harmonicImproperValues = (k: number, xi0: number): readonly [number, number] => [
  kcal(k / 2),
  xi0,
];

/** Ryckaert–Bellemans as CHARMM terms (K in kcal/mol): the exact conversion of ../ryckaert-bellemans.ts. */
export function ryckaertBellemansTerms(c: readonly number[]): CharmmTorsionTerm[] | string {
  const terms = ryckaertBellemansFourier(c);
  return typeof terms === 'string'
    ? terms
    : terms.map((t) => ({ k: kcal(t.k), n: t.multiplicity, phase: t.phase }));
}
