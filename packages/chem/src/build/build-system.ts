import type { Diagnostic } from '../core/diagnostics.js';
import type {
  ForceFieldData,
  ForceFieldDataKey,
  ForceFieldModel,
  ModelWater,
} from '../params/models/force-field-models.js';
import { parameterizeModelWithWater } from '../params/models/with-water.js';
import { chosenAtoms, type ChosenAtoms } from './atom-choices.js';
import { backupApplies, oplsBackup } from './backup.js';
import { buildError } from './build-error.js';
import type { BuildRequest, BuildResult } from './build-request.js';
import { chosenModel } from './force-field-choice.js';
import { fitFromHessian } from './hessian-fit.js';
import { chosenWater, waterSites } from './water-choice.js';

/** A checked request: the atoms, the water, the model of the rest and whether OPLS-AA/L stands behind it. */
interface BuildPlan {
  readonly chosen: ChosenAtoms;
  readonly water: ModelWater | undefined;
  /** Atoms of `chosen.molecule` that are not model water. */
  readonly solute: readonly number[];
  readonly model: ForceFieldModel;
  readonly backup: boolean;
  readonly needs: readonly ForceFieldDataKey[];
}

function planBuild(request: BuildRequest): BuildPlan {
  const chosen = chosenAtoms(request);
  const water = chosenWater(chosen.molecule, chosen.choices, request.waterModel);
  const inWater = new Set(water?.waters.flatMap(waterSites));
  const solute = chosen.choices.flatMap((_, i) => (inWater.has(i) ? [] : [i]));
  const model = chosenModel(chosen.choices, solute, request);
  if (model.unitedAtom && (request.seminario?.mode ?? 0) !== 0) {
    throw buildError(
      'hessian-united-atom',
      undefined,
      `Fitting bonds and angles to a Hessian is not available for the united-atom force field ${model.name}: the Hessian has one row per atom, hydrogens included.`,
      { forceField: model.name },
    );
  }
  const backup = backupApplies(model, chosen.choices, solute, request.backup);
  const needs = new Set<ForceFieldDataKey>(solute.length > 0 ? model.needs : []);
  if (backup) needs.add('oplsaa');
  return { chosen, water, solute, model, backup, needs: [...needs] };
}

/**
 * The parameter files a request needs, after every check a build makes on it: the caller reads these
 * (chem reads no files) and passes them to buildSystem.
 */
export function buildDataNeeds(request: BuildRequest): ForceFieldDataKey[] {
  return [...planBuild(request).needs];
}

/**
 * The one build entry point (spec 000 §7 "atom parameters", the command line's build): chosen atom
 * types → System. Lone pairs drop out; model water takes its model; every other atom its force
 * field's model (GAFF with fuzzy candidates and OPLS-AA/L behind it when asked); then the optional
 * modified Seminario fit. Refusals are ChemErrors with the API's codes (core/errors.ts BuildErrorCode).
 */
export function buildSystem(request: BuildRequest, data: ForceFieldData): BuildResult {
  const { chosen, water, solute, model, backup } = planBuild(request);
  const notes: Diagnostic[] = [];
  const backupTerms = backup ? oplsBackup(chosen.molecule, chosen.choices, solute, data, notes) : undefined;
  const built = parameterizeModelWithWater(chosen.molecule, model, {
    types: chosen.choices.map((c) => c[0]?.type ?? ''),
    charges: chosen.charges,
    data,
    useCurrentStructure: request.useCurrentStructure,
    water,
    backupTerms,
    alternatives: request.searchMode === 'fuzzy' ? sameForceFieldAlternatives(chosen) : [],
  });
  const system =
    request.seminario && !model.unitedAtom
      ? fitFromHessian(built.system, request.seminario, water, notes)
      : built.system;
  return {
    system,
    diagnostics: [...notes, ...built.diagnostics],
    atoms: built.atoms.map((k) => chosen.kept[k] ?? k),
    meta: {
      forceFields: [...new Set(solute.map((i) => chosen.choices[i]?.[0]?.name ?? ''))],
      backup: backupTerms?.name ?? null,
      waterModel: water?.model.name ?? null,
    },
  };
}

/** Fuzzy mode's candidates: each atom's other options of its chosen force field, in order. */
function sameForceFieldAlternatives(chosen: ChosenAtoms): string[][] {
  return chosen.choices.map((c) =>
    c
      .slice(1)
      .filter((o) => o.name === c[0]?.name)
      .map((o) => o.type),
  );
}
