import type { System } from '../../core/system.js';
import type { EngineWriter } from '../engine-writer.js';
import { AMBER_SUPPORTS, checkAmber } from './check.js';
import { convertAmber } from './convert.js';
import type { AmberModel, AmberOptions } from './model.js';
import { frcmodTables } from './tleap-types.js';
import { writeInpcrd } from './write-inpcrd.js';
import { writePrmtop } from './write-prmtop.js';
import { writeFrcmod, writeTleapMol2 } from './write-tleap.js';

export interface AmberWriterModel extends AmberModel {
  readonly fileStem: string;
  /** A molecule's mol2 + frcmod for tleap (none for a crystal). */
  readonly tleap?: { readonly mol2: string; readonly frcmod: string };
}

/** AMBER's 1-4 scaling as tleap sets it for GAFF (SCEE 1.2, SCNB 2.0). */
const AMBER_FUDGE_QQ = 1 / 1.2;
const AMBER_FUDGE_LJ = 0.5;

/** What the mol2 + frcmod cannot say, for the frcmod's title: tleap would build these differently. */
function tleapNotes(system: System): string[] {
  const { combinationRule, fudgeLJ, fudgeQQ } = system.defaults;
  const notes: string[] = [];
  if (combinationRule !== 2)
    notes.push(`combination rule ${combinationRule} is not expressed (LEaP mixes Lorentz-Berthelot)`);
  if ((system.nonbondedPairs ?? []).length > 0) notes.push('the explicit type-pair LJ is not expressed');
  if (Math.abs(fudgeQQ - AMBER_FUDGE_QQ) > 1e-4 || fudgeLJ !== AMBER_FUDGE_LJ) {
    notes.push(
      `1-4 scaling fudgeQQ ${fudgeQQ}, fudgeLJ ${fudgeLJ} is not expressed (LEaP uses SCEE 1.2, SCNB 2.0)`,
    );
  }
  if (notes.length > 0) notes.push('the prmtop holds it all');
  return notes;
}

function convert(system: System, options: AmberOptions): AmberWriterModel {
  const model = { ...convertAmber(system, options), fileStem: options.residueName };
  if (system.molecule.cell) return model;
  const tables = frcmodTables(system);
  const tleap = {
    mol2: writeTleapMol2(system, tables.typeOf, options.residueName, model.atomNames),
    frcmod: writeFrcmod(tables, options.residueName, tleapNotes(system)),
  };
  return { ...model, tleap };
}

/**
 * <res>.prmtop (topology and parameters) and <res>.inpcrd (coordinates and, for a crystal, the box);
 * for a molecule also <res>.mol2 and <res>.frcmod for tleap.
 */
function write(model: AmberWriterModel): Record<string, string> {
  const stem = model.fileStem;
  return {
    [`${stem}.prmtop`]: writePrmtop(model),
    [`${stem}.inpcrd`]: writeInpcrd(model),
    ...(model.tleap ? { [`${stem}.mol2`]: model.tleap.mol2, [`${stem}.frcmod`]: model.tleap.frcmod } : {}),
  };
}

export const amberWriter: EngineWriter<AmberOptions, AmberWriterModel> = {
  id: 'amber',
  name: 'AMBER',
  supports: AMBER_SUPPORTS,
  check: checkAmber,
  convert,
  write,
};
