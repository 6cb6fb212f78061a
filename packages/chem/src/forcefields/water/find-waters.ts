import { LONE_PAIR } from '../../core/elements.js';
import { adjacency, type Molecule } from '../../core/molecule.js';

/** One water molecule of a structure: 0-based atom indices; `m` is its virtual site when it has one. */
export interface WaterSite {
  readonly o: number;
  readonly h1: number;
  readonly h2: number;
  readonly m?: number;
}

/** A lone-pair atom farther than this from every water oxygen is not that water's M site (Å). */
const MAX_OM_DISTANCE = 0.35;

/**
 * The water molecules of `mol`: an O bonded to exactly two H and nothing else, each H bonded to that O
 * only — so the three atoms form a component of their own. An unbonded lone-pair atom (element Lp)
 * within 0.35 Å of such an O is taken as that water's virtual site M (every published 4-site model
 * puts M 0.125–0.16 Å from O), so a structure that went through the four-point conversion is
 * recognised again.
 */
export function findWaters(mol: Molecule): WaterSite[] {
  const adj = adjacency(mol);
  const neighbours = (i: number): Uint32Array => adj.neighbours.subarray(adj.start[i], adj.start[i + 1]);
  const z = mol.elements;
  const waters: { o: number; h1: number; h2: number }[] = [];
  for (let o = 0; o < mol.atomCount; o++) {
    if (z[o] !== 8) continue;
    const ns = [...new Set(neighbours(o))];
    if (ns.length !== 2 || neighbours(o).length !== 2) continue;
    const [h1 = -1, h2 = -1] = ns;
    const isWaterH = (h: number): boolean => z[h] === 1 && neighbours(h).length === 1;
    if (isWaterH(h1) && isWaterH(h2)) waters.push({ o, h1, h2 });
  }
  const sites = assignVirtualSites(mol, waters, (i) => neighbours(i).length);
  return waters.map((w, k) => (sites[k] === undefined ? w : { ...w, m: sites[k] }));
}

function assignVirtualSites(
  mol: Molecule,
  waters: readonly { o: number }[],
  degree: (i: number) => number,
): (number | undefined)[] {
  const out: (number | undefined)[] = waters.map(() => undefined);
  const p = mol.positions;
  for (let i = 0; i < mol.atomCount; i++) {
    if (mol.elements[i] !== LONE_PAIR || degree(i) !== 0) continue;
    let best = -1;
    let bestD = MAX_OM_DISTANCE;
    waters.forEach((w, k) => {
      const d = Math.hypot(
        (p[3 * i] ?? 0) - (p[3 * w.o] ?? 0),
        (p[3 * i + 1] ?? 0) - (p[3 * w.o + 1] ?? 0),
        (p[3 * i + 2] ?? 0) - (p[3 * w.o + 2] ?? 0),
      );
      if (d <= bestD && out[k] === undefined) {
        best = k;
        bestD = d;
      }
    });
    if (best >= 0) out[best] = i;
  }
  return out;
}
