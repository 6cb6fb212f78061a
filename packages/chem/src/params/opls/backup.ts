import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import type { BackupTerms } from '../backup-terms.js';
import {
  bondTypeOf,
  OPLS_NAME,
  oplsAngleParameter,
  oplsAtomParameters,
  oplsBondParameter,
  oplsDihedralParameter,
} from './lookups.js';

/**
 * OPLS-AA/L as the backup behind GAFF (spec 000 §3): the same atoms typed by OPLS (`types`, one
 * opls_NNN per atom, or a function that types them when first asked), each term asked of oplsaa.ff
 * through the atoms' bond types. Its combination rule (geometric σ) is the folder's [ defaults ] one.
 */
export function oplsBackupTerms(
  ff: GromacsForceField,
  types: readonly string[] | (() => readonly string[]),
): BackupTerms {
  // A function is called once, on the first term GAFF lacks: most molecules never need it.
  let resolved: readonly string[] | undefined = typeof types === 'function' ? undefined : types;
  const typeOf = (i: number): string => {
    resolved ??= (types as () => readonly string[])();
    return resolved[i] ?? '';
  };
  const bond = (i: number): string => bondTypeOf(ff, typeOf(i)) ?? '';
  const rule = ff.defaults?.combinationRule;
  return {
    name: OPLS_NAME,
    combinationRule: rule === 1 || rule === 2 ? rule : 3,
    typeOf,
    atom: (i) => oplsAtomParameters(ff, typeOf(i)),
    bond: ([a, b]) => oplsBondParameter(ff, bond(a), bond(b)),
    angle: ([a, b, c]) => oplsAngleParameter(ff, bond(a), bond(b), bond(c)),
    dihedral: ([a, b, c, d]) => oplsDihedralParameter(ff, bond(a), bond(b), bond(c), bond(d)),
  };
}
