import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { lbccClasses } from './lbcc-classes.js';
import { LBCC_ROWS } from './lbcc-data.js';

export const LBCC_NEUTRAL_ONLY = '1.14*CM1A-LBCC is published for neutral molecules only';

/** Throws the 400-style ChemError for a molecule whose net charge (e) is not 0. */
export function requireLbccNeutral(netCharge: number): void {
  if (Math.round(netCharge) === 0) return;
  throw new ChemError(
    'invalid-molecule',
    `${LBCC_NEUTRAL_ONLY}; this one has a net charge of ${Math.round(netCharge)}.`,
  );
}

const ROWS = new Map(LBCC_ROWS.map((r) => [`${r.a}-${r.b}`, r.delta]));

/** One bond the table corrects: `plus` gains +delta, `minus` gains −delta (0-based atoms). */
export interface LbccBondCorrection {
  readonly bond: number;
  readonly plus: number;
  readonly minus: number;
  readonly delta: number;
}

/** The bonds of `mol` that an LBCC row applies to, given each atom's OPLS-AA bond type. */
export function lbccBondCorrections(mol: Molecule, bondTypes: readonly string[]): LbccBondCorrection[] {
  if (bondTypes.length !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `LBCC needs one OPLS-AA bond type per atom: ${bondTypes.length} given for ${mol.atomCount} atoms.`,
    );
  }
  const classes = lbccClasses(mol, bondTypes);
  const out: LbccBondCorrection[] = [];
  for (let k = 0; k < mol.bonds.count; k++) {
    const i = mol.bonds.a[k]!;
    const j = mol.bonds.b[k]!;
    const forward = ROWS.get(`${classes[i]}-${classes[j]}`);
    if (forward !== undefined) out.push({ bond: k, plus: i, minus: j, delta: forward });
    else {
      const backward = ROWS.get(`${classes[j]}-${classes[i]}`);
      if (backward !== undefined) out.push({ bond: k, plus: j, minus: i, delta: backward });
    }
  }
  return out;
}

/**
 * 1.14*CM1A-LBCC charges from 1.14*CM1A `charges` (e, one per atom): for every bond whose OPLS-AA
 * bond types match a row of the table, q_plus += Δ and q_minus −= Δ. `bondTypes` are the atoms'
 * OPLS-AA bond types (the oplsaa.ff bond_type column of their opls_NNN atom types: CT, CA, OH, C_2
 * …); charges cannot type atoms themselves. The total charge is unchanged. Throws a ChemError for a
 * charged molecule: the corrections were fitted to, and published for, neutral molecules only.
 */
export function lbccCorrect(
  mol: Molecule,
  charges: Float64Array,
  bondTypes: readonly string[],
): Float64Array {
  if (charges.length !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `LBCC needs one charge per atom: ${charges.length} given for ${mol.atomCount} atoms.`,
    );
  }
  requireLbccNeutral(charges.reduce((s, q) => s + q, 0));
  const out = Float64Array.from(charges);
  for (const c of lbccBondCorrections(mol, bondTypes)) {
    out[c.plus]! += c.delta;
    out[c.minus]! -= c.delta;
  }
  return out;
}

/**
 * Per-atom OPLS-AA bond types for `lbccCorrect` from opls_NNN atom types, through `bondTypeOf` (the
 * force field's [ atomtypes ] bond_type column, e.g. params/opls `bondTypeOf(ff, t)`). Throws a
 * ChemError naming the atoms whose type the force field does not know.
 */
export function lbccBondTypes(
  oplsTypes: readonly string[],
  bondTypeOf: (oplsType: string) => string | undefined,
): string[] {
  const unknown: number[] = [];
  const out = oplsTypes.map((t, i) => {
    const b = bondTypeOf(t);
    if (b === undefined) unknown.push(i);
    return b ?? '';
  });
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).map((i) => `${i + 1} (${oplsTypes[i]})`);
    throw new ChemError(
      'missing-parameter',
      `LBCC: no OPLS-AA bond type for atom${unknown.length > 1 ? 's' : ''} ${shown.join(', ')}${unknown.length > 10 ? ', …' : ''}.`,
      unknown,
    );
  }
  return out;
}
