import { ChemError } from '../../core/errors.js';
import type { NonbondedPairParameter, Provenance } from '../../core/system.js';
import type { GromacsForceField, GromacsLocation } from '../../forcefields/gromacs-ff/types.js';
import { GROMOS_54A7 } from './gromos-macros.js';

/**
 * Masses of the types typeGromos54a7 gives (g/mol), from gromos54a7.ff/atomtypes.atp: ffnonbonded.itp
 * writes 0 for every mass, and pdb2gmx takes them from atomtypes.atp. The united atoms' masses are
 * the carbon's plus its hydrogens' (CH2 14.027 = 12.011 + 2 × 1.008).
 */
export const GROMOS_54A7_MASSES: Readonly<Record<string, number>> = {
  O: 15.9994,
  OM: 15.9994,
  OA: 15.9994,
  OE: 15.9994,
  N: 14.0067,
  NT: 14.0067,
  NL: 14.0067,
  C: 12.011,
  CH0: 12.011,
  CH1: 13.019,
  CH2: 14.027,
  CH3: 15.035,
  CH4: 16.043,
  CH2r: 14.027,
  HC: 1.008,
  H: 1.008,
  S: 32.06,
  F: 18.9984,
  CL: 35.453,
  BR: 79.904,
};

/** σ (nm) and ε (kJ/mol) of C6/C12 (comb-rule 1): σ = (C12/C6)^⅙, ε = C6²/(4 C12); 0, 0 stays 0, 0. */
export function sigmaEpsilon(c6: number, c12: number, what: string): { sigma: number; epsilon: number } {
  if (c6 === 0 && c12 === 0) return { sigma: 0, epsilon: 0 };
  if (!(c6 > 0 && c12 > 0)) {
    throw new ChemError(
      'unsupported-form',
      `GROMOS 54A7: ${what} has C6 = ${c6}, C12 = ${c12}, which no σ/ε pair expresses.`,
    );
  }
  return { sigma: (c12 / c6) ** (1 / 6), epsilon: (c6 * c6) / (4 * c12) };
}

export const provenanceAt = (ff: GromacsForceField, at: GromacsLocation): Provenance => ({
  forceField: GROMOS_54A7,
  source: `${ff.source}/${at.file}`,
  line: at.line,
  estimated: false,
});

/** The type's C6/C12 from [ atomtypes ] as σ/ε, with its provenance. */
export function gromosTypeLennardJones(ff: GromacsForceField, type: string) {
  const row = ff.atomTypes.get(type);
  if (row === undefined) {
    throw new ChemError(
      'missing-parameter',
      `GROMOS 54A7: atom type ${type} is not in [ atomtypes ] of ${ff.source}.`,
    );
  }
  return { ...sigmaEpsilon(row.v, row.w, `atom type ${type}`), provenance: provenanceAt(ff, row) };
}

/** True when the row says what combination rule 1 gives anyway (every pair with H: 0 and 0). */
function isGeometricMean(ff: GromacsForceField, a: string, b: string, c6: number, c12: number): boolean {
  const ta = ff.atomTypes.get(a);
  const tb = ff.atomTypes.get(b);
  if (!ta || !tb) return false;
  const same = (x: number, y: number): boolean =>
    Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y));
  return same(c6, Math.sqrt(ta.v * tb.v)) && same(c12, Math.sqrt(ta.w * tb.w));
}

/**
 * GROMOS gives most type pairs their own C6/C12 in [ nonbond_params ] (its C12 depends on the
 * partner's polarity, Oostenbrink et al. 2004): one explicit σ/ε row per listed pair of the types
 * present whose C6/C12 is not the geometric mean that combination rule 1 gives anyway.
 */
export function gromosPairRows(
  ff: GromacsForceField,
  present: ReadonlySet<string>,
): NonbondedPairParameter[] {
  const rows = new Map<string, NonbondedPairParameter>();
  for (const row of ff.nonbondParams) {
    const [a, b] = row.types as [string, string];
    if (row.funct !== 1 || !present.has(a) || !present.has(b)) continue;
    const [c6, c12] = row.params as [number, number];
    if (isGeometricMean(ff, a, b, c6, c12)) continue;
    const key = [a, b].sort().join('\u0000');
    rows.set(key, {
      types: [a, b],
      funct: 1,
      ...sigmaEpsilon(c6, c12, `the pair ${a}-${b}`),
      provenance: provenanceAt(ff, row),
    });
  }
  return [...rows.values()];
}
