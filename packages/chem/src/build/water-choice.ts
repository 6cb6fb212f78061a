import type { Molecule } from '../core/molecule.js';
import { findForceField } from '../forcefields/registry.js';
import type { WaterSite } from '../forcefields/water/find-waters.js';
import { findWaterModel, type WaterModel } from '../forcefields/water/models.js';
import type { ModelWater } from '../params/models/force-field-models.js';
import { typeWater } from '../typing/water.js';
import { buildError } from './build-error.js';
import type { AtomChoice } from './build-request.js';

/** Every atom of a water: O, both H and the M site of a 4-site model. */
export const waterSites = (w: WaterSite): number[] => [w.o, w.h1, w.h2, ...(w.m === undefined ? [] : [w.m])];

/**
 * The water model the chosen types name and its waters, checked: one model only, the one the request
 * names (if any), each atom typed with the model really that site of a water, and each such water
 * typed whole with the model.
 */
export function chosenWater(
  mol: Molecule,
  choices: readonly (readonly AtomChoice[])[],
  requested: string | undefined,
): ModelWater | undefined {
  const modelOf = (i: number): WaterModel | undefined => {
    const name = choices[i]?.[0]?.name ?? '';
    return findForceField(name) ? undefined : findWaterModel(name);
  };
  const models = new Set(choices.flatMap((_, i) => modelOf(i) ?? []));
  const [model] = models;
  if (!model) return undefined;
  if (models.size > 1) {
    const names = [...models].map((m) => m.name);
    throw buildError(
      'invalid-water-model',
      'several',
      `Only one water model may be used (got ${names.join(', ')}).`,
      {
        names,
      },
    );
  }
  const other = requested && requested !== '-' ? findWaterModel(requested) : undefined;
  if (other && other !== model) {
    throw buildError(
      'invalid-water-model',
      'request',
      `The request names the water model ${other.name} but the atom types name ${model.name}.`,
      { requested: other.name, model: model.name },
    );
  }
  const typing = typeWater(mol, model);
  choices.forEach((c, i) => {
    const type = c[0]?.type ?? '';
    if (modelOf(i) !== model || typing.types[i] === type) return;
    const actual = typing.types[i] ?? 'not a site';
    const hint = model.sites === 4 ? ' (4-site models need the four-point conversion first)' : '';
    throw buildError(
      'invalid-water-type',
      'site',
      `Atom ${i + 1} is typed ${type} of ${model.name} but is ${actual} of a ${model.name} water${hint}.`,
      { type, model: model.name, actual, fourSite: model.sites === 4 },
      [i],
    );
  });
  const isModel = (i: number): boolean => modelOf(i) === model;
  const waters = typing.waters.filter((w) => isModel(w.o) || isModel(w.h1) || isModel(w.h2));
  for (const w of waters) {
    const mixed = waterSites(w).find((i) => !isModel(i));
    if (mixed !== undefined) {
      throw buildError(
        'invalid-water-type',
        'mixed',
        `Atom ${mixed + 1} belongs to a ${model.name} water but is typed otherwise; type the whole water with one model.`,
        { model: model.name },
        [mixed],
      );
    }
  }
  return { model, waters };
}
