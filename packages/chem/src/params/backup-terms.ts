import type {
  Atoms2,
  Atoms3,
  Atoms4,
  DihedralParameter,
  HarmonicAngle,
  HarmonicBond,
  NonbondedPairParameter,
  Provenance,
  SystemAtom,
} from '../core/system.js';
import { combineLennardJones } from './lj-table.js';

/** Mass, σ and ε of one atom from a backup force field. */
export interface BackupAtomParameters {
  /** g/mol. */
  readonly mass: number;
  /** nm. */
  readonly sigma: number;
  /** kJ/mol. */
  readonly epsilon: number;
  readonly provenance: Provenance;
}

/**
 * A backup force field whose atom types differ from the main one's (OPLS-AA/L behind GAFF): it typed
 * the same atoms itself and answers per term, in System form, after the main force field's own
 * types and fuzzy-mode candidates found nothing and before estimation by analogy (spec 000 §3: the
 * backup force field supplies parameters the chosen one lacks).
 */
export interface BackupTerms {
  /** The force field's name as provenance carries it ('OPLS-AA/L'). */
  readonly name: string;
  /** Its combination rule; where it differs from the main one's, explicit pair rows keep it. */
  readonly combinationRule: 1 | 2 | 3;
  /** The atom's type in the backup force field: part of every memo key, since terms depend on it. */
  typeOf(atom: number): string;
  atom(atom: number): BackupAtomParameters | undefined;
  bond(atoms: Atoms2): HarmonicBond | undefined;
  angle(atoms: Atoms3): HarmonicAngle | undefined;
  dihedral(atoms: Atoms4): DihedralParameter | undefined;
}

/**
 * Explicit pair rows for the Lennard-Jones of atoms whose σ and ε came from a backup force field with
 * another combination rule (GAFF's Lorentz–Berthelot, OPLS-AA's geometric σ): two such atoms interact
 * as the backup force field defines, through one row per pair of their types; every other pair follows
 * the main rule. Like pairs need no row (both rules give σ_ii = σ_i, ε_ii = ε_i).
 */
export function backupPairRows(
  atoms: readonly SystemAtom[],
  backupName: string,
  backupRule: 1 | 2 | 3,
  mainRule: 1 | 2 | 3,
): NonbondedPairParameter[] {
  if (backupRule === mainRule) return [];
  const byType = new Map<string, SystemAtom>();
  for (const a of atoms)
    if (a.provenance.forceField === backupName && !byType.has(a.type)) byType.set(a.type, a);
  const types = [...byType.values()];
  const rows: NonbondedPairParameter[] = [];
  types.forEach((a, i) => {
    for (const b of types.slice(i + 1)) {
      const { sigma, epsilon } = combineLennardJones(backupRule, a, b);
      rows.push({
        types: [a.type, b.type],
        funct: 1,
        sigma,
        epsilon,
        provenance: {
          forceField: backupName,
          source: `combination rule ${backupRule} of ${backupName} applied to ${a.type} and ${b.type}`,
          estimated: false,
        },
      });
    }
  });
  return rows;
}
