import type { AtomTypeOption } from '@topoforge/contract';
import type { BackupTerms, ForceFieldInfo, Molecule } from '@topoforge/chem';
import { findForceField, oplsBackupTerms, selectAtoms, typeOpls } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { loadForceFieldData, type ForceFieldPaths } from './force-field-data.js';

const OPLS = 'OPLS-AA/L';

export const HESSIAN_UNITED_ATOM = {
  en: 'fitting bonds and angles to a Hessian is not available for united-atom force fields: the Hessian has one row per atom, hydrogens included',
  zh: '联合原子力场不支持依据 Hessian 拟合键长键角：Hessian 含全部原子（包括氢）',
};

/**
 * Force fields other than GAFF parameterize their atoms on their own (one System per force field):
 * every non-water atom must then name that force field first. Mixing is what GAFF does, with
 * OPLS-AA/L behind it (gaffBackup).
 */
export function checkSingleForceField(
  chosen: readonly AtomTypeOption[][],
  solute: readonly number[],
  name: string,
): void {
  const other = solute.find((i) => (chosen[i]?.[0]?.name ?? '') !== name);
  if (other === undefined) return;
  const otherName = chosen[other]?.[0]?.name ?? '';
  throw badRequest('forcefield-mixing', {
    en: `atom ${other + 1} is typed with ${otherName} but the structure's force field is ${name}; one topology mixes force fields only as GAFF with OPLS-AA/L behind it — type every non-water atom with ${name}`,
    zh: `原子 ${other + 1} 使用 ${otherName}，而结构的力场为 ${name}；仅支持 GAFF 与其后备 OPLS-AA/L 混合——请用 ${name} 判定所有非水原子`,
  });
}

/**
 * OPLS-AA/L behind GAFF (spec 000 §3 "backup force field"): when the backup is OPLS-AA/L or some atom
 * was given an OPLS-AA/L type, every atom also gets an OPLS type (its chosen one, or the typer's),
 * and terms GAFF lacks come from oplsaa.ff. Atoms the OPLS typer cannot type simply have no backup.
 */
export async function gaffBackup(
  mol: Molecule,
  chosen: readonly AtomTypeOption[][],
  solute: readonly number[],
  backup: string | undefined,
  main: ForceFieldInfo | undefined,
  paths: ForceFieldPaths,
): Promise<BackupTerms | undefined> {
  if (!main) return undefined;
  const foreign = solute.find((i) => {
    const name = chosen[i]?.[0]?.name ?? '';
    return name !== main.name && name !== OPLS;
  });
  if (foreign !== undefined) checkSingleForceField(chosen, solute, main.name);
  const named = solute.some((i) => chosen[i]?.[0]?.name === OPLS);
  const wanted = backup !== undefined && findForceField(backup)?.name === OPLS;
  if (!named && !wanted) return undefined;
  const { oplsaa } = await loadForceFieldData(['oplsaa'], paths);
  if (!oplsaa) return undefined;
  // Typed only when GAFF first misses a term (most molecules: never).
  return oplsBackupTerms(oplsaa, () => {
    const typed = oplsTypesOrBlank(solute.length === mol.atomCount ? mol : selectAtoms(mol, solute));
    const bySolute = new Map(solute.map((atom, k) => [atom, typed[k] ?? '']));
    return chosen.map((c, i) => (c[0]?.name === OPLS ? c[0].type : (bySolute.get(i) ?? '')));
  });
}

/** The OPLS typer's types, or blanks (no backup) when it cannot type the structure. */
function oplsTypesOrBlank(mol: Molecule): readonly string[] {
  try {
    return typeOpls(mol).types;
  } catch {
    return [];
  }
}
