import type { Draft } from './draft.js';
import type { SiteKind } from './groups.js';

const [H, C] = [1, 6];

/** A place a group can go: basal and edge sites are carbons (edge with its H), bridge sites are C–C bonds. */
export interface Site {
  readonly carbons: readonly number[];
  /** The bond of a bridge site; the C–H bond of an edge site. */
  readonly bond?: number;
  /** The H an edge group replaces. */
  readonly hydrogen?: number;
}

/** A carbon of the lattice: bonded to at least two carbons (a carboxyl or methyl carbon is not). */
function isFramework(draft: Draft, c: number): boolean {
  return (
    draft.elements[c] === C && draft.neighbours[c]!.filter((x) => draft.elements[x.atom] === C).length >= 2
  );
}

/** A carbon with three lattice carbons as neighbours (sheet, tube wall, cage). */
function isBasal(draft: Draft, c: number): boolean {
  if (draft.elements[c] !== C || draft.removed[c]) return false;
  const list = draft.neighbours[c]!;
  return list.length === 3 && list.every((x) => isFramework(draft, x.atom));
}

/**
 * A carbon that carries a group: one placed by this request (`taken`), or one the structure already had —
 * four neighbours (sp3), or a neighbour other than H and lattice carbons (O, N, a carboxyl carbon).
 */
function bearsGroup(draft: Draft, c: number, taken: ReadonlySet<number>): boolean {
  if (taken.has(c)) return true;
  if (draft.elements[c] !== C) return false;
  const list = draft.neighbours[c]!;
  return list.length >= 4 || list.some((x) => draft.elements[x.atom] !== H && !isFramework(draft, x.atom));
}

/** An sp2 edge carbon: two carbon neighbours and one hydrogen (an aromatic C–H; =CH2 corners are left out). */
function edgeHydrogen(draft: Draft, c: number): { hydrogen: number; bond: number } | undefined {
  if (draft.elements[c] !== C || draft.removed[c]) return undefined;
  const list = draft.neighbours[c]!;
  if (list.length !== 3) return undefined;
  const hs = list.filter((x) => draft.elements[x.atom] === H);
  const cs = list.filter((x) => draft.elements[x.atom] === C);
  if (hs.length !== 1 || cs.length !== 2) return undefined;
  return { hydrogen: hs[0]!.atom, bond: hs[0]!.bond };
}

/** Every site of the kind in the structure as it is now, in atom (or bond) order. */
export function candidateSites(draft: Draft, kind: SiteKind): Site[] {
  const out: Site[] = [];
  if (kind === 'bridge') {
    draft.bonds.forEach((b, k) => {
      if (isBasal(draft, b.a) && isBasal(draft, b.b)) out.push({ carbons: [b.a, b.b], bond: k });
    });
    return out;
  }
  for (let c = 0; c < draft.elements.length; c++) {
    if (kind === 'basal' && isBasal(draft, c)) out.push({ carbons: [c] });
    const edge = kind === 'edge' ? edgeHydrogen(draft, c) : undefined;
    if (edge) out.push({ carbons: [c], bond: edge.bond, hydrogen: edge.hydrogen });
  }
  return out;
}

/**
 * Whether a site is still free: none of its carbons, nor any atom bonded to them, carries a group — so no
 * two groups sit on the same or neighbouring carbons, and every group's carbon keeps sp2 neighbours.
 */
export function isFree(draft: Draft, site: Site, taken: ReadonlySet<number>): boolean {
  return site.carbons.every(
    (c) =>
      !bearsGroup(draft, c, taken) && draft.neighbours[c]!.every((x) => !bearsGroup(draft, x.atom, taken)),
  );
}
