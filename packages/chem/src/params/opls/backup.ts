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
 * OPLS-AA/L as the backup behind GAFF (spec 000 §3): the same atoms typed by OPLS (`oplsTypes`, one
 * opls_NNN per atom), each term asked of oplsaa.ff through the atoms' bond types. Its combination rule
 * (geometric σ) is the folder's [ defaults ] one.
 */
export function oplsBackupTerms(ff: GromacsForceField, oplsTypes: readonly string[]): BackupTerms {
  const bond = (i: number): string => bondTypeOf(ff, oplsTypes[i] ?? '') ?? '';
  const rule = ff.defaults?.combinationRule;
  return {
    name: OPLS_NAME,
    combinationRule: rule === 1 || rule === 2 ? rule : 3,
    typeOf: (i) => oplsTypes[i] ?? '',
    atom: (i) => oplsAtomParameters(ff, oplsTypes[i] ?? ''),
    bond: ([a, b]) => oplsBondParameter(ff, bond(a), bond(b)),
    angle: ([a, b, c]) => oplsAngleParameter(ff, bond(a), bond(b), bond(c)),
    dihedral: ([a, b, c, d]) => oplsDihedralParameter(ff, bond(a), bond(b), bond(c), bond(d)),
  };
}
