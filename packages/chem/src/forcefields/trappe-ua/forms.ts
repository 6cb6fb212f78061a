import type { PeriodicTerm } from '../../core/system.js';
import { kelvinToKjPerMol } from './units.js';

/**
 * TraPPE fixes its bond lengths (the Monte Carlo moves never change them), so it publishes no bond
 * force constant. A System has no constraint list, so bonds are written as harmonic bonds stiff enough
 * to stay within ~0.01 Å at room temperature: kb = 502416 kJ mol⁻¹ nm⁻² (1200 kcal mol⁻¹ Å⁻² in the
 * E = ½kb(r − b0)² form), the value MoSDeF's TraPPE-UA port (foyer, trappe-ua.xml) uses for every
 * bond. It is a choice of this port, not a TraPPE number: constrain the bonds (LINCS, SHAKE) in the
 * engine to run TraPPE as published.
 */
export const TRAPPE_UA_BOND_K = 502416;

/**
 * TraPPE's torsion c0 + c1[1 + cos φ] + c2[1 − cos 2φ] + c3[1 + cos 3φ] (cₙ in K) as periodic terms
 * k[1 + cos(nφ − φs)] in kJ/mol: c1 at n = 1, φs = 0; c2 at n = 2, φs = 180° (1 − cos 2φ =
 * 1 + cos(2φ − 180°)); c3 at n = 3, φs = 0. Exact up to the constant c0, which no periodic term can
 * carry without a second term of the same multiplicity (refused by the CHARMM-family writers): the
 * energy differs by c0 per torsion and no force changes. Zero coefficients give no term.
 */
export function trappeTorsionTerms(c: readonly [number, number, number, number]): PeriodicTerm[] {
  const terms: PeriodicTerm[] = [];
  if (c[1] !== 0) terms.push({ phase: 0, k: kelvinToKjPerMol(c[1]), multiplicity: 1 });
  if (c[2] !== 0) terms.push({ phase: 180, k: kelvinToKjPerMol(c[2]), multiplicity: 2 });
  if (c[3] !== 0) terms.push({ phase: 0, k: kelvinToKjPerMol(c[3]), multiplicity: 3 });
  return terms;
}

/** TraPPE's own torsion energy (K) at φ (degrees, trans = 180°), c0 included. */
export function trappeTorsionKelvin(
  c: readonly [number, number, number, number],
  phiDegrees: number,
): number {
  const phi = (phiDegrees * Math.PI) / 180;
  return c[0] + c[1] * (1 + Math.cos(phi)) + c[2] * (1 - Math.cos(2 * phi)) + c[3] * (1 + Math.cos(3 * phi));
}
