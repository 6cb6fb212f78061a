import type { Cell } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { symbolOf } from '../../core/elements.js';
import type { CifSite } from './expand-sites.js';
import { SiteGrid } from './expand-sites.js';

/** Occupancies below this are partial (CIFs write 1, 1.0, 0.9999 for full sites). */
const FULL = 0.999;

/**
 * Partially occupied sites closer than this (Å) cannot be occupied at once: no bond is this short
 * (H–H in H₂ is 0.74 Å) — the bond search's overlap distance. Both substitutional disorder (sites at
 * one point) and split positions (an atom disordered across a mirror, images 0.2 Å apart) fall below.
 */
export const DISORDER_DISTANCE = 0.4;

/** Sites named one by one in a warning; the rest are counted. */
const MAX_NAMED = 12;

const occupancyOf = (s: CifSite): number => s.occupancy ?? 1;
const partial = (s: CifSite): boolean => occupancyOf(s) < FULL;
const siteName = (s: CifSite): string => `${s.label} (${symbolOf(s.element)} ${occupancyOf(s)})`;

/**
 * Disorder is reported, never kept silently (issue 17):
 *
 * - A **disordered position** — sites of which at least one is partially occupied, closer than
 *   DISORDER_DISTANCE: substitutional disorder such as Co 0.87 / Fe 0.11 / Ni 0.13 on one point in
 *   skutterudite or Li/Al in the octahedra of lepidolite, or the symmetry images of a split site
 *   (La 0.5 across the mirror of A-La₂O₃) — cannot be modelled as several atoms. It becomes one atom of
 *   the site with the largest occupancy (the first met on a tie), keeping that site's label and
 *   occupancy; a warning names every group and what was kept.
 * - Any other site of **partial occupancy** (a vacancy, a split position of a disordered group) is
 *   kept as a full atom, and a warning names those sites with their occupancies. Split positions
 *   closer than a bond show up again in the bond search, as overlapping atoms.
 *
 * Without a cell (Cartesian sites) only the partial-occupancy warning applies.
 * Co-located sites that are both fully occupied are left alone: that is an error in the file, which
 * the bond search refuses naming the two atoms.
 */
export function resolveDisorder(
  sites: readonly CifSite[],
  cell: Cell | undefined,
  block: string,
  line: number,
): { sites: CifSite[]; diagnostics: Diagnostic[] } {
  const grid = cell ? new SiteGrid(cell, DISORDER_DISTANCE) : undefined;
  const kept: CifSite[] = [];
  const groups = new Map<number, CifSite[]>();
  for (const s of sites) {
    const j = grid ? grid.findTwin(kept, s.fractional, (o) => partial(o) || partial(s)) : -1;
    if (j < 0) {
      grid?.add(s.fractional, kept.length);
      kept.push(s);
      continue;
    }
    const other = kept[j]!;
    groups.set(j, [...(groups.get(j) ?? [other]), s]);
    if (occupancyOf(s) > occupancyOf(other)) kept[j] = s;
  }
  const diagnostics: Diagnostic[] = [];
  const mixedLabels = new Set<string>();
  const described = new Map<string, number>();
  for (const [j, members] of groups) {
    members.forEach((m) => mixedLabels.add(m.label));
    const text = `${members.map(siteName).join(' / ')} → ${kept[j]!.label}`;
    described.set(text, (described.get(text) ?? 0) + 1);
  }
  if (described.size > 0) {
    const list = [...described].map(([text, n]) => `${text}${n > 1 ? ` (${n} positions)` : ''}`);
    diagnostics.push(
      warning(
        'cif-disordered-site',
        `data_${block}: ${groups.size} disordered position(s) (partially occupied sites closer than ` +
          `${DISORDER_DISTANCE} Å, which cannot all be present) were reduced to the site of largest occupancy: ${named(list)}.`,
        { line, atoms: [...groups.keys()].sort((x, y) => x - y) },
      ),
    );
  }
  const partialLabels = uniqueLabels(kept.filter((s) => partial(s) && !mixedLabels.has(s.label)));
  const partialSet = new Set(partialLabels.map((s) => s.label));
  if (partialLabels.length > 0) {
    diagnostics.push(
      warning(
        'cif-partial-occupancy',
        `data_${block}: ${partialLabels.length} site(s) of partial occupancy are kept as fully occupied atoms: ` +
          `${named(partialLabels.map(siteName))}.`,
        { line, atoms: kept.flatMap((s, i) => (partial(s) && partialSet.has(s.label) ? [i] : [])) },
      ),
    );
  }
  return { sites: kept, diagnostics };
}

/** First site of each label (symmetry images share their site's label). */
function uniqueLabels(sites: readonly CifSite[]): CifSite[] {
  const seen = new Map<string, CifSite>();
  for (const s of sites) if (!seen.has(s.label)) seen.set(s.label, s);
  return [...seen.values()];
}

function named(list: readonly string[]): string {
  const head = list.slice(0, MAX_NAMED).join(', ');
  return list.length > MAX_NAMED ? `${head} and ${list.length - MAX_NAMED} more` : head;
}
