import type { Cell } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { symbolOf } from '../../core/elements.js';
import { DISORDER_DISTANCE } from './cif-disorder.js';
import type { CifSite } from './expand-sites.js';
import { SiteGrid } from './expand-sites.js';

/** Occupancies from this up are full (as cif-disorder.ts reads them). */
const FULL = 0.999;

/**
 * Symmetry images of ONE site that land closer than DISORDER_DISTANCE Å to each other (but beyond the
 * duplicate tolerance) mean a position refined off a symmetry element and split around it — e.g. the
 * H of brucite, 0.13 Å off the 3-fold axis, whose three images share 1/3 occupancy each. A file that
 * gives no occupancy for such a site would otherwise make several atoms 0.2 Å apart; one image of each
 * cluster is kept instead, with a warning naming the site. Partially occupied sites are left to
 * resolveDisorder (cif-disorder.ts), which reports them its own way.
 */
export function mergeSplitImages(
  sites: readonly CifSite[],
  cell: Cell,
  block: string,
  line: number,
): { sites: CifSite[]; diagnostics: Diagnostic[] } {
  const grid = new SiteGrid(cell, DISORDER_DISTANCE);
  const kept: CifSite[] = [];
  const merged = new Map<string, { site: CifSite; images: number; kept: number }>();
  const sameSite = (a: CifSite, b: CifSite): boolean => a.line === b.line && a.label === b.label;
  for (const s of sites) {
    const full = (s.occupancy ?? 1) >= FULL;
    const j = full ? grid.findTwin(kept, s.fractional, (o) => sameSite(o, s)) : -1;
    const key = `${s.line}|${s.label}`;
    if (j >= 0) {
      const entry = merged.get(key) ?? { site: s, images: 0, kept: 0 };
      merged.set(key, { ...entry, images: entry.images + 1 });
      continue;
    }
    grid.add(s.fractional, kept.length);
    kept.push(s);
  }
  if (merged.size === 0) return { sites: kept, diagnostics: [] };
  const named = [...merged.values()].map(({ site, images }) => {
    const left = kept.filter((k) => sameSite(k, site)).length;
    return `${site.label} (${symbolOf(site.element)}: ${images + left} images → ${left})`;
  });
  return {
    sites: kept,
    diagnostics: [
      warning(
        'cif-split-site',
        `data_${block}: symmetry images of the same site closer than ${DISORDER_DISTANCE} Å (a position split around a symmetry element, each image partly occupied, though the file gives no occupancy) were kept once: ${named.join(', ')}.`,
        { line },
      ),
    ],
  };
}
