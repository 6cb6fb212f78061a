import type { AtomTypeOption } from '@topoforge/contract';
import type { WaterSiteType } from '@topoforge/chem';
import {
  combineLennardJones,
  findForceField,
  findForceFieldModel,
  findWaterModel,
  waterAtom,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { loadForceFieldData, type ForceFieldPaths } from './force-field-data.js';

export interface AtomTableRow extends AtomTypeOption {
  readonly mass: number;
  readonly sigma: number;
  readonly epsilon: number;
  readonly source: string;
}

const WATER_SITES: readonly string[] = ['OW', 'HW', 'MW'] satisfies WaterSiteType[];

/** Mass, σ (nm) and ε (kJ/mol) of each {name, type}, as the force field's file or the water model gives them. */
export async function atomTable(
  entries: readonly AtomTypeOption[],
  paths: ForceFieldPaths,
): Promise<AtomTableRow[]> {
  const rows: AtomTableRow[] = [];
  for (const [k, { name, type }] of entries.entries()) {
    const ff = findForceField(name);
    const model = ff ? undefined : findWaterModel(name);
    if (model) {
      if (!WATER_SITES.includes(type)) throw unknownType(k, name, type);
      const a = waterAtom(model, type as WaterSiteType, type);
      rows.push({ name, type, mass: a.mass, sigma: a.sigma, epsilon: a.epsilon, source: model.citation });
      continue;
    }
    if (!ff) {
      throw badRequest('invalid-forcefield/atomtype-entry', { index: k, name });
    }
    const code = ff.parameters ? findForceFieldModel(ff.name) : undefined;
    if (!code) throw badRequest('no-parameters', { name: ff.name });
    const atom = code.atom(type, await loadForceFieldData(code.needs, paths));
    if (!atom) throw unknownType(k, name, type);
    rows.push({ name, type, ...atom });
  }
  return rows;
}

const unknownType = (k: number, name: string, type: string) =>
  badRequest('unknown-atom-type', { index: k, name, type });

/**
 * σij and εij for every pair i ≤ j of the listed types, by the combination rule of the first listed
 * force field (water models carry none of their own: Lorentz–Berthelot when only water is listed).
 */
export async function ljTable(entries: readonly AtomTypeOption[], paths: ForceFieldPaths) {
  const rows = await atomTable(entries, paths);
  const first = entries.map((e) => findForceField(e.name)).find((f) => f !== undefined);
  const combinationRule = first?.defaults.combinationRule ?? 2;
  const pairs = rows.flatMap((a, i) =>
    rows.slice(i).map((b) => ({
      i: { name: a.name, type: a.type },
      j: { name: b.name, type: b.type },
      ...combineLennardJones(combinationRule, a, b),
    })),
  );
  return { combinationRule, pairs };
}
