/** Non-premium users may select at most 5 force fields (000 §5, §6); premium users have no limit. */
export const FORCE_FIELD_LIMIT = 5;

export type PickResult =
  | { readonly ok: true; readonly selected: readonly string[] }
  | { readonly ok: false; readonly reason: 'limit' };

/** Adds `name` at `index` (the end when undefined); a name already selected is left where it is. */
export function addForceField(
  selected: readonly string[],
  name: string,
  premium: boolean,
  index?: number,
): PickResult {
  if (selected.includes(name)) return { ok: true, selected };
  if (!premium && selected.length >= FORCE_FIELD_LIMIT) return { ok: false, reason: 'limit' };
  const at = index === undefined ? selected.length : Math.max(0, Math.min(index, selected.length));
  return { ok: true, selected: [...selected.slice(0, at), name, ...selected.slice(at)] };
}

export const removeForceField = (selected: readonly string[], name: string): readonly string[] =>
  selected.filter((n) => n !== name);

/** Moves `name` to where `target` is (dnd-kit's sortable drop). */
export function moveForceField(selected: readonly string[], name: string, target: string): readonly string[] {
  const from = selected.indexOf(name);
  const to = selected.indexOf(target);
  if (from < 0 || to < 0 || from === to) return selected;
  const next = [...selected];
  next.splice(from, 1);
  next.splice(to, 0, name);
  return next;
}

/** The force fields the available list shows: those offered and not selected, in the server's order. */
export const availableForceFields = (offered: readonly string[], selected: readonly string[]): string[] =>
  offered.filter((n) => !selected.includes(n));

/** What forcefield/checkff and the atom-type call get: the water model (unless '-') and the force fields. */
export const checkedNames = (waterModel: string, selected: readonly string[]): string[] =>
  waterModel === '-' || waterModel === '' ? [...selected] : [waterModel, ...selected];
