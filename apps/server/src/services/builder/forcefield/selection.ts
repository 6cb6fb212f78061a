import type { ForceFieldSelection, Molecule } from '@topoforge/chem';
import {
  FREE_FORCE_FIELD_LIMIT,
  findForceField,
  FORCE_FIELD_MODELS,
  parseForceFieldSelection,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/** Atom typers by force-field name: the registry's `typer: true` entries (a test keeps them in step). */
export const TYPERS: Readonly<Record<string, (mol: Molecule) => readonly string[]>> = Object.fromEntries(
  FORCE_FIELD_MODELS.filter((m) => findForceField(m.name)?.typer).map((m) => [
    m.name,
    (mol: Molecule) => m.type(mol).types,
  ]),
);

/**
 * The '+'-joined selection of an atom-type request, refused (400) for what the force-field check
 * refuses: nothing chosen, an unknown name, two water models, a force field without a typer.
 */
export function typingSelection(joined: string, options: { premium: boolean }): ForceFieldSelection {
  const sel = parseForceFieldSelection(joined);
  if (sel.forceFields.length === 0 && sel.waterModels.length === 0 && sel.unknown.length === 0) {
    throw badRequest('invalid-forcefield/none');
  }
  checkForceFieldCount(sel.forceFields.length + sel.unknown.length, options.premium);
  const [unknown] = sel.unknown;
  if (unknown !== undefined) throw badRequest('invalid-forcefield/unknown-selected', { name: unknown });
  if (sel.waterModels.length > 1) throw badRequest('invalid-forcefield/water-models');
  const untyped = sel.forceFields.find((f) => !TYPERS[f.name]);
  if (untyped) throw badRequest('invalid-forcefield/no-typer', { forceField: untyped.name });
  return sel;
}

/**
 * Spec 000 §5/§6: a user who is not premium may use at most 5 force fields (water models not counted);
 * checked by every call that takes a selection, not only by the force-field check.
 */
export function checkForceFieldCount(count: number, premium: boolean): void {
  if (!premium && count > FREE_FORCE_FIELD_LIMIT)
    throw badRequest('forcefield-limit', { limit: FREE_FORCE_FIELD_LIMIT });
}
