import { FREE_FORCE_FIELD_LIMIT } from '../forcefields/registry-check.js';
import { findForceField } from '../forcefields/registry.js';
import { findForceFieldModel, type ForceFieldModel } from '../params/models/force-field-models.js';
import { GAFF_MODEL } from '../params/models/gaff-model.js';
import { buildError } from './build-error.js';
import type { AtomChoice } from './build-request.js';

/** The one force field that mixes: GAFF, with OPLS-AA/L behind it (backup.ts). */
export const MIXING_FORCE_FIELD = GAFF_MODEL.name;
export const OPLS_BACKUP = 'OPLS-AA/L';

const chosenName = (choices: readonly (readonly AtomChoice[])[], i: number): string =>
  choices[i]?.[0]?.name ?? '';

/**
 * The model that parameterizes the non-water atoms (`solute`): GAFF when any atom names it (it hosts
 * OPLS-AA/L atoms through its backup), else the first atom's. Refused: more force fields than the
 * free limit (spec 000 §5/§6, every option counted), two in accurate mode, an unknown name, one
 * without parameters, and a mix that is not GAFF with OPLS-AA/L. No solute: GAFF (for its water).
 */
export function chosenModel(
  choices: readonly (readonly AtomChoice[])[],
  solute: readonly number[],
  options: { readonly searchMode: 'fuzzy' | 'accurate'; readonly premium: boolean },
): ForceFieldModel {
  const named = new Set(solute.flatMap((i) => (choices[i] ?? []).map((o) => o.name)));
  if (!options.premium && named.size > FREE_FORCE_FIELD_LIMIT) {
    throw buildError(
      'forcefield-limit',
      undefined,
      `At most ${FREE_FORCE_FIELD_LIMIT} force fields may be selected.`,
      { limit: FREE_FORCE_FIELD_LIMIT },
    );
  }
  const names = [...new Set(solute.map((i) => chosenName(choices, i)))];
  if (options.searchMode === 'accurate' && names.length > 1) {
    throw buildError(
      'accurate-mode',
      undefined,
      `In accurate mode, atoms other than water must use the same force field (got ${names.join(', ')}).`,
      { names },
    );
  }
  // Every atom's name is checked, in atom order, so the error names the first atom at fault.
  const known = new Map<string, ForceFieldModel>();
  for (const i of solute) {
    const name = chosenName(choices, i);
    if (!known.has(name)) known.set(name, modelOf(name, i));
  }
  const [first] = known.values();
  const model = names.includes(MIXING_FORCE_FIELD) ? GAFF_MODEL : (first ?? GAFF_MODEL);
  const allowed = model === GAFF_MODEL ? [model.name, OPLS_BACKUP] : [model.name];
  const other = solute.find((i) => !allowed.includes(chosenName(choices, i)));
  if (other !== undefined) {
    const otherName = chosenName(choices, other);
    throw buildError(
      'forcefield-mixing',
      undefined,
      `Atom ${other + 1} is typed with ${otherName} but the structure's force field is ${model.name}; one topology mixes force fields only as GAFF with OPLS-AA/L behind it.`,
      { name: otherName, forceField: model.name },
      [other],
    );
  }
  return model;
}

/** The model of a registry name, refused when the name is unknown or TopoForge has no parameters for it. */
function modelOf(name: string, atom: number): ForceFieldModel {
  const ff = findForceField(name);
  if (!ff) {
    throw buildError(
      'invalid-forcefield',
      'unknown',
      `Atom ${atom + 1}: unknown force field '${name}'.`,
      { name },
      [atom],
    );
  }
  const model = ff.parameters ? findForceFieldModel(ff.name) : undefined;
  if (!model) {
    throw buildError(
      'no-parameters',
      undefined,
      `Force field ${ff.name} has no parameter set in TopoForge (atom ${atom + 1}).`,
      { name: ff.name },
      [atom],
    );
  }
  return model;
}
