import { END_GROUPS } from './data/end-groups.js';
import type { EndGroupEntry } from './data/end-groups.js';
import { MONOMER_GROUPS } from './data/monomers.js';
import type { MonomerEntry } from './data/monomers.js';
import { polymerError } from './polymer-error.js';

export type { EndGroupEntry } from './data/end-groups.js';
export type { MonomerEntry, MonomerGroup } from './data/monomers.js';
export { END_GROUPS } from './data/end-groups.js';
export { MONOMER_GROUPS } from './data/monomers.js';

/** One library item as the monomer-library call answers it (spec §3, §7): the picture is `<id>.svg`. */
export interface MonomerLibraryItem {
  readonly id: string;
  readonly zh: string;
  readonly en: string;
  readonly '2d-structure': string;
  readonly psmiles: string;
}

export interface MonomerLibraryGroup {
  readonly zh: string;
  readonly en: string;
  readonly subgroup: readonly MonomerLibraryItem[];
}

/** File name of a monomer's picture in the static monomer folder. */
export const monomerPictureName = (id: string): string => `${id}.svg`;

/** The library in the spec's shape: groups with zh, en and their subgroup items. */
export function monomerLibrary(): MonomerLibraryGroup[] {
  return MONOMER_GROUPS.map((g) => ({
    zh: g.zh,
    en: g.en,
    subgroup: g.monomers.map((mo) => ({
      id: mo.id,
      zh: mo.zh,
      en: mo.en,
      '2d-structure': monomerPictureName(mo.id),
      psmiles: mo.psmiles,
    })),
  }));
}

const BY_ID = new Map<string, MonomerEntry>(
  MONOMER_GROUPS.flatMap((g) => g.monomers.map((mo) => [mo.id, mo])),
);
const ENDS = new Map<string, EndGroupEntry>(END_GROUPS.map((e) => [e.id, e]));

/**
 * A monomer named by library id, or given as a p-SMILES (anything with a `*`); the p-SMILES itself is
 * read later (readPolymerSmiles), so a typo is named there with its position.
 */
export function resolveMonomer(idOrPsmiles: string, field = 'monomerlist'): { id: string; psmiles: string } {
  const key = idOrPsmiles.trim();
  if (key === '') throw polymerError('monomer-required', 'Choose a monomer.', { field });
  const entry = BY_ID.get(key);
  if (entry) return { id: entry.id, psmiles: entry.psmiles };
  if (key.includes('*')) return { id: key, psmiles: key };
  throw polymerError(
    'unknown-monomer',
    `'${key}' is neither a library monomer id nor a p-SMILES with two '*'.`,
    {
      field,
      monomer: key,
    },
  );
}

/**
 * An end group by id (the list call answers the same groups for type=head and type=tail), or given as a
 * SMILES with one `*` (anything with a `*`, as a 2D drawing's end group; read later by readPolymerSmiles).
 */
export function resolveEndGroup(id: string, field: 'init' | 'end'): EndGroupEntry {
  const key = id.trim();
  const entry = ENDS.get(key);
  if (!entry && key.includes('*')) return { id: key, value: key, smiles: key };
  if (!entry) {
    throw polymerError('unknown-end-group', `'${id}' is not an end group (${[...ENDS.keys()].join(', ')}).`, {
      field,
      endGroup: id,
    });
  }
  return entry;
}

/** The end-group list (spec §7: items with value and id). */
export const endGroupList = (): { id: string; value: string; smiles: string }[] =>
  END_GROUPS.map((e) => ({ id: e.id, value: e.value, smiles: e.smiles }));
