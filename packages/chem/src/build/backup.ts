import type { Diagnostic } from '../core/diagnostics.js';
import { warning } from '../core/diagnostics.js';
import { selectAtoms } from '../core/edit/select-atoms.js';
import { isTopoForgeError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { findForceField } from '../forcefields/registry.js';
import type { BackupTerms } from '../params/backup-terms.js';
import type { ForceFieldData, ForceFieldModel } from '../params/models/force-field-models.js';
import { oplsBackupTerms } from '../params/opls/backup.js';
import { typeOpls } from '../typing/opls/type-opls.js';
import { buildError } from './build-error.js';
import type { AtomChoice } from './build-request.js';
import { MIXING_FORCE_FIELD, OPLS_BACKUP } from './force-field-choice.js';

/**
 * Whether OPLS-AA/L stands behind the model (spec 000 §3 "backup force field"): only behind GAFF, and
 * there when the request names it as backup or some atom was given an OPLS-AA/L type.
 */
export function backupApplies(
  model: ForceFieldModel,
  choices: readonly (readonly AtomChoice[])[],
  solute: readonly number[],
  backup: string | undefined,
): boolean {
  if (model.name !== MIXING_FORCE_FIELD || solute.length === 0) return false;
  const wanted = backup !== undefined && findForceField(backup)?.name === OPLS_BACKUP;
  return wanted || solute.some((i) => choices[i]?.[0]?.name === OPLS_BACKUP);
}

/**
 * A backup a command line asks for must apply: none, or OPLS-AA/L behind GAFF. (The wizard always
 * sends its default backup, so the parameter call ignores one that does not apply instead.)
 */
export function checkBackupChoice(forceField: string, backup: string | undefined): void {
  if (backup === undefined) return;
  if (findForceField(backup)?.name !== OPLS_BACKUP) {
    throw buildError(
      'invalid-backup',
      'unknown',
      `Backup '${backup}': only ${OPLS_BACKUP} (behind GAFF) or none.`,
      {
        backup,
      },
    );
  }
  if (findForceField(forceField)?.name !== MIXING_FORCE_FIELD) {
    throw buildError(
      'invalid-backup',
      'not-gaff',
      `The backup ${OPLS_BACKUP} applies behind ${MIXING_FORCE_FIELD} only (got ${forceField}).`,
      { backup: OPLS_BACKUP, forceField },
    );
  }
}

/**
 * OPLS-AA/L's terms for the atoms GAFF lacks: every atom gets an OPLS type, its chosen one or the
 * OPLS typer's on the solute, typed only when GAFF first misses a term (most molecules: never). When
 * the typer cannot type the solute, atoms without a chosen OPLS type have no backup, and `notes` says why.
 */
export function oplsBackup(
  mol: Molecule,
  choices: readonly (readonly AtomChoice[])[],
  solute: readonly number[],
  data: ForceFieldData,
  notes: Diagnostic[],
): BackupTerms | undefined {
  if (!data.oplsaa) return undefined;
  return oplsBackupTerms(data.oplsaa, () => {
    const typed = oplsTypesOrBlank(solute.length === mol.atomCount ? mol : selectAtoms(mol, solute), notes);
    const bySolute = new Map(solute.map((atom, k) => [atom, typed[k] ?? '']));
    return choices.map((c, i) => (c[0]?.name === OPLS_BACKUP ? c[0].type : (bySolute.get(i) ?? '')));
  });
}

function oplsTypesOrBlank(mol: Molecule, notes: Diagnostic[]): readonly string[] {
  try {
    return typeOpls(mol).types;
  } catch (e) {
    if (!isTopoForgeError(e)) throw e;
    notes.push(warning('no-backup', `${OPLS_BACKUP} backup not applied: ${e.message}`));
    return [];
  }
}
