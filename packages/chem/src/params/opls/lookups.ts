import type { DihedralParameter, HarmonicAngle, HarmonicBond, Provenance } from '../../core/system.js';
import type {
  GromacsBondedType,
  GromacsDihedralType,
  GromacsForceField,
  GromacsLocation,
} from '../../forcefields/gromacs-ff/types.js';
import { GromacsTypeIndex, matchDihedralType } from '../../forcefields/gromacs-ff/lookup.js';
import type { BackupAtomParameters } from '../backup-terms.js';

/** The name OPLS-AA/L parameters carry in provenance. */
export const OPLS_NAME = 'OPLS-AA/L';

/**
 * OPLS-AA/L term look-ups on a GROMACS force-field folder (oplsaa.ff), in System form (GROMACS units
 * already: the files are in nm, kJ/mol, degrees). Atom parameters go by the opls_NNN atom type;
 * bonded ones by bond types (the atom type's bond_type column, see bondTypeOf), with grompp's
 * matching rules (forcefields/gromacs-ff/lookup.ts). Each returns undefined when the force field
 * has no entry, so that a caller can fall back (the GAFF backup cascade) or report.
 */

interface Indexes {
  readonly bonds: GromacsTypeIndex<GromacsBondedType>;
  readonly angles: GromacsTypeIndex<GromacsBondedType>;
  /** Resolved dihedrals per bond-type quadruple: most molecules repeat a few dozen of them. */
  readonly dihedrals: Map<string, GromacsDihedralType | null>;
  /** One parameter object per force-field row, so that ParameterTable dedups by identity. */
  readonly rows: Map<object, object>;
}

const INDEXES = new WeakMap<GromacsForceField, Indexes>();

function indexes(ff: GromacsForceField): Indexes {
  let ix = INDEXES.get(ff);
  if (!ix) {
    ix = {
      bonds: new GromacsTypeIndex(ff.bondTypes),
      angles: new GromacsTypeIndex(ff.angleTypes),
      dihedrals: new Map(),
      rows: new Map(),
    };
    INDEXES.set(ff, ix);
  }
  return ix;
}

function once<T extends object>(ff: GromacsForceField, row: object, make: () => T): T {
  const rows = indexes(ff).rows;
  let value = rows.get(row) as T | undefined;
  if (!value) rows.set(row, (value = make()));
  return value;
}

/** Provenance of a value read at `at` in the force-field folder. */
export function oplsProvenance(ff: GromacsForceField, at: GromacsLocation): Provenance {
  return { forceField: OPLS_NAME, source: `${ff.source}/${at.file}`, line: at.line, estimated: false };
}

/** The bond type of an OPLS atom type (opls_135 → CT), or undefined when the type is unknown. */
export function bondTypeOf(ff: GromacsForceField, oplsType: string): string | undefined {
  return ff.atomTypes.get(oplsType)?.bondType;
}

/**
 * Mass (g/mol), σ (nm) and ε (kJ/mol) of an atom type. Under combination rule 1 the file holds C6 and
 * C12, turned into σ = (C12/C6)^(1/6), ε = C6² / (4 C12) (σ = ε = 0 when C6 or C12 is 0).
 */
export function oplsAtomParameters(
  ff: GromacsForceField,
  oplsType: string,
): BackupAtomParameters | undefined {
  const t = ff.atomTypes.get(oplsType);
  if (!t) return undefined;
  return once(ff, t, () => {
    const rule1 = ff.defaults?.combinationRule === 1;
    const lj = !rule1
      ? { sigma: t.v, epsilon: t.w }
      : t.v > 0 && t.w > 0
        ? { sigma: (t.w / t.v) ** (1 / 6), epsilon: (t.v * t.v) / (4 * t.w) }
        : { sigma: 0, epsilon: 0 };
    return { mass: t.mass, ...lj, provenance: oplsProvenance(ff, t) };
  });
}

/** Harmonic bond (funct 1) between two bond types, either order. */
export function oplsBondParameter(ff: GromacsForceField, a: string, b: string): HarmonicBond | undefined {
  const row = indexes(ff).bonds.find([a, b], 1);
  if (!row || row.params.length < 2) return undefined;
  return once(ff, row, (): HarmonicBond => ({
    funct: 1,
    b0: row.params[0]!,
    kb: row.params[1]!,
    provenance: oplsProvenance(ff, row),
  }));
}

/** Harmonic angle (funct 1) for three bond types, centre `b`, either direction. */
export function oplsAngleParameter(
  ff: GromacsForceField,
  a: string,
  b: string,
  c: string,
): HarmonicAngle | undefined {
  const row = indexes(ff).angles.find([a, b, c], 1);
  if (!row || row.params.length < 2) return undefined;
  return once(ff, row, (): HarmonicAngle => ({
    funct: 1,
    theta0: row.params[0]!,
    k: row.params[1]!,
    provenance: oplsProvenance(ff, row),
  }));
}

/**
 * Proper dihedral for four bond types, as grompp resolves it: among [ dihedraltypes ] rows of the
 * form asked for, the one with the most non-X types matching (either direction), the first in file
 * order among equals. OPLS-AA/L states its torsions as Ryckaert–Bellemans (funct 3), looked up
 * first and kept as RB (c0…c5, kJ/mol). Only when no RB row matches, even through wildcards, is a
 * periodic (funct 9/1) row accepted, for GROMACS folders that state torsions that way. No match: undefined.
 */
export function oplsDihedralParameter(
  ff: GromacsForceField,
  a: string,
  b: string,
  c: string,
  d: string,
): DihedralParameter | undefined {
  const ix = indexes(ff);
  const key = `${a}\u0000${b}\u0000${c}\u0000${d}`;
  let row = ix.dihedrals.get(key);
  if (row === undefined) {
    const types = [a, b, c, d] as const;
    row =
      matchDihedralType(ff.dihedralTypes, types, 3) ?? matchDihedralType(ff.dihedralTypes, types, 9) ?? null;
    ix.dihedrals.set(key, row);
  }
  const found = row;
  if (!found) return undefined;
  return once(ff, found, (): DihedralParameter => {
    const provenance = oplsProvenance(ff, found);
    if (found.funct === 3) {
      const c6 = [...found.params.slice(0, 6)];
      while (c6.length < 6) c6.push(0);
      return { funct: 3, c: c6, provenance };
    }
    const terms = found.terms.map(([phase = 0, k = 0, multiplicity = 1]) => ({ phase, k, multiplicity }));
    return { funct: terms.length === 1 ? 1 : 9, terms, provenance };
  });
}
