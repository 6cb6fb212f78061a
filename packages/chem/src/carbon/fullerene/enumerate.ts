import { graphFromTriangles } from './fullerene-graph.js';
import type { FullereneGraph } from './fullerene-graph.js';
import { attachFace, closePatch, copyPatch, newPatch, startPatch, windup } from './spiral-patch.js';
import type { PatchState } from './spiral-patch.js';
import { canonicalCheck } from './spirals.js';

/** One isomer as the enumeration finds it. */
export interface SpiralIsomer {
  /** Rank of the canonical spiral among the isomers listed for this n (1-based, Atlas order). */
  readonly atlas: number;
  /** Canonical pentagon indices, 1-based. */
  readonly spiral: readonly number[];
  readonly graph: FullereneGraph;
  /** Spiral starts giving exactly the canonical spiral = order of the automorphism group. */
  readonly symmetryCount: number;
}

/**
 * Every fullerene C_n (or every isolated-pentagon one) by canonical ring spirals (Fowler & Manolopoulos,
 * *An Atlas of Fullerenes*, 1995): a depth-first search over the face sequence, pentagon tried before
 * hexagon, winding the spiral up as it goes and cutting a branch as soon as the windup fails. A complete
 * spiral that closes is kept when it is canonical. Canonical spirals start at a pentagon, and the search
 * meets them in lexicographic order of their pentagon indices, so the Atlas number is the order found.
 * (Spirals miss no fullerene below C380, Brinkmann et al.; the counts are checked against OEIS.)
 */
export function enumerateFullerenes(atomCount: number, ipr = false): SpiralIsomer[] {
  if (atomCount < 20 || atomCount % 2 !== 0 || atomCount === 22) return [];
  const faces = atomCount / 2 + 2;
  const states: PatchState[] = Array.from({ length: faces }, () => newPatch(faces));
  const sizes = new Uint8Array(faces);
  const found: SpiralIsomer[] = [];
  const leaf = (): void => {
    const triangles = windup(sizes);
    if (!triangles) return;
    const spiral = [...sizes].flatMap((s, i) => (s === 5 ? [i + 1] : []));
    const graph = graphFromTriangles(triangles, faces);
    const check = canonicalCheck(graph, spiral);
    if (check.canonical)
      found.push({ atlas: found.length + 1, spiral, graph, symmetryCount: check.equalStarts });
  };
  const adjacentPentagon = (p: PatchState): boolean => {
    for (let i = 0; i < p.joinedCount; i++) if (sizes[p.joined[i]!] === 5) return true;
    return false;
  };
  const search = (k: number, pentagons: number): void => {
    const parent = states[k - 1]!;
    const left = faces - k;
    if (k === faces - 1) {
      const s = pentagons === 12 ? 6 : pentagons === 11 ? 5 : 0;
      if (s === 0) return;
      const p = states[k]!;
      copyPatch(parent, p);
      p.size[k] = s;
      sizes[k] = s;
      if (!closePatch(p, k) || (ipr && s === 5 && adjacentPentagon(p))) return;
      leaf();
      return;
    }
    const p = states[k]!;
    copyPatch(parent, p);
    if (!attachFace(p, k)) return;
    const degree = p.degree[k]!;
    if (pentagons < 12 && degree < 5 && !(ipr && adjacentPentagon(p))) {
      p.size[k] = 5;
      sizes[k] = 5;
      search(k + 1, pentagons + 1);
    }
    if (12 - pentagons < left && degree < 6) {
      copyPatch(parent, p);
      attachFace(p, k);
      p.size[k] = 6;
      sizes[k] = 6;
      search(k + 1, pentagons);
    }
  };
  const root = states[1]!;
  startPatch(root);
  sizes[0] = 5;
  root.size[0] = 5;
  for (const second of [5, 6]) {
    if (ipr && second === 5) continue;
    sizes[1] = second;
    root.size[1] = second;
    search(2, second === 5 ? 2 : 1);
  }
  return found;
}
