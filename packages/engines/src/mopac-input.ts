import type { Molecule } from '@topoforge/chem';
import { symbolOf } from '@topoforge/chem';

export interface MopacInputOptions {
  /** Net charge of the molecule (MOPAC CHARGE=). */
  readonly netCharge: number;
  /** Optimise the geometry with AM1 first (default), as antechamber/sqm do before taking AM1-BCC charges. */
  readonly optimize?: boolean;
  /**
   * Keywords appended to the standard ones (the fallbacks of mopac-fallbacks.ts: SCF convergers,
   * another optimiser, a saved density); none by default, so the standard line is unchanged.
   */
  readonly extraKeywords?: readonly string[];
}

/**
 * Keywords, each for a reason:
 * - AM1: the Hamiltonian AM1-BCC and CM1A are defined on.
 * - PRECISE GNORM=0.05: tight SCF and gradient criteria, close to sqm's grms_tol = 0.0005 kcal/mol/Å
 *   that antechamber asks for (a gradient norm of 0.05 over 3N coordinates is an RMS below 0.01).
 * - NOSYM: no symmetry imposed, so the optimiser follows the forces only.
 * - NOMM: no molecular-mechanics amide torsion correction (sqm does not apply one either).
 * - GEO-OK: MOPAC otherwise refuses inputs with unusually close atoms (antechamber sets it too).
 * - MULLIK BONDS AUX(PRECISION=9): full-basis Mulliken charges, the bond-index matrix and a
 *   machine-readable AUX file with 9-digit precision, which is what mopac-aux.ts reads.
 */
export function mopacKeywords(options: MopacInputOptions): string {
  const charge = Math.round(options.netCharge);
  const run = options.optimize === false ? '1SCF' : 'GNORM=0.05';
  const extra = options.extraKeywords?.length ? ` ${options.extraKeywords.join(' ')}` : '';
  return `AM1 CHARGE=${charge} PRECISE ${run} NOSYM NOMM GEO-OK MULLIK BONDS AUX(PRECISION=9)${extra}`;
}

/** A .mop input in Cartesian coordinates (Å), every coordinate free to move (flag 1). */
export function mopacInput(mol: Molecule, options: MopacInputOptions): string {
  const lines = [mopacKeywords(options), mol.title.replace(/\s+/g, ' ').slice(0, 70) || 'TopoForge', ''];
  for (let i = 0; i < mol.atomCount; i++) {
    const symbol = symbolOf(mol.elements[i]!);
    const p = mol.positions;
    const xyz = [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!].map((v) => `${v.toFixed(6)} 1`);
    lines.push(`${symbol.padEnd(2)} ${xyz.join(' ')}`);
  }
  return lines.join('\n') + '\n';
}

/** Number of electrons of the neutral atoms minus the net charge; AM1-BCC and CM1A need it even. */
export function electronCount(mol: Molecule, netCharge: number): number {
  let z = 0;
  for (const e of mol.elements) z += e;
  return z - Math.round(netCharge);
}
