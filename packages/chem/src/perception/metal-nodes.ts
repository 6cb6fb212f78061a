import type { Diagnostic } from '../core/diagnostics.js';
import { symbolOf } from '../core/elements.js';
import type { Adjacency, Molecule } from '../core/molecule.js';
import { adjacency } from '../core/molecule.js';
import { isMetal } from './metal-ligand.js';

/**
 * Metal nodes (secondary building units) recognised in a bonded structure (after applyBondRules):
 *
 * - `paddlewheel`: two metals bridged by four carboxylates (O–C–O with one O on each metal), the
 *   Cu₂(O₂C)₄ of HKUST-1 and the Zn₂(O₂C)₄ of MOF-2/DMOF; the metals need not be bonded to each
 *   other (they are not, by the metal–metal rule). Two metals bridged by one carboxylate (Zn₄O edges)
 *   are not paddlewheels.
 * - `M4O`: a μ₄-oxo O bonded to four metals and nothing else, each metal also holding a carboxylate O
 *   (O bonded to C): the Zn₄O(O₂C)₆ of IRMOF/MOF-5. The carboxylate condition keeps the O of wurtzite
 *   ZnO (also four Zn) out.
 * - `M6O8`: six metals joined through μ₃-O (O bonded to three metals and no C), eight μ₃-O in all: the
 *   Zr₆O₄(OH)₄ of UiO-66 and its Hf/Ce analogues. The label counts the μ₃-O that carry an H, so a file
 *   without its hydroxyl hydrogens shows as Zr6O8.
 */
export interface MetalNode {
  readonly kind: 'paddlewheel' | 'M4O' | 'M6O8';
  /** E.g. "Cu2 paddlewheel", "Zn4O", "Zr6O4(OH)4". */
  readonly label: string;
  /** Atom indices (0-based), ascending. */
  readonly metals: readonly number[];
  readonly oxygens: readonly number[];
}

export interface MetalNodeResult {
  readonly nodes: MetalNode[];
  readonly diagnostics: Diagnostic[];
}

export function findMetalNodes(mol: Molecule): MetalNodeResult {
  const adj = adjacency(mol);
  const ctx: Ctx = { z: mol.elements, adj, image: mol.bonds.image, bondA: mol.bonds.a };
  const nodes = [...paddlewheels(ctx), ...m4o(ctx), ...m6o8(ctx)];
  const counts = new Map<string, number>();
  for (const n of nodes) counts.set(n.label, (counts.get(n.label) ?? 0) + 1);
  const diagnostics: Diagnostic[] =
    nodes.length === 0
      ? []
      : [
          {
            severity: 'info',
            code: 'metal-nodes',
            message: `Metal nodes: ${[...counts].map(([label, c]) => `${c} ${label}`).join(', ')}.`,
            atoms: nodes.flatMap((n) => n.metals),
          },
        ];
  return { nodes, diagnostics };
}

interface Ctx {
  readonly z: Uint8Array;
  readonly adj: Adjacency;
  readonly image: Int8Array | undefined;
  readonly bondA: Uint32Array;
}

/** Atom j reached from i, with the lattice offset of that image of j (relative to i's cell). */
type Step = readonly [j: number, offset: readonly [number, number, number]];

function steps(ctx: Ctx, i: number, from: readonly [number, number, number] = [0, 0, 0]): Step[] {
  const out: Step[] = [];
  for (let e = ctx.adj.start[i]!; e < ctx.adj.start[i + 1]!; e++) {
    const bond = ctx.adj.bondOf[e]!;
    const sign = ctx.bondA[bond] === i ? 1 : -1;
    const off = from.map((v, d) => v + sign * (ctx.image?.[3 * bond + d] ?? 0)) as [number, number, number];
    out.push([ctx.adj.neighbours[e]!, off]);
  }
  return out;
}

const key = (j: number, off: readonly number[]): string => `${j}@${off.join(',')}`;

function neighboursOf(adj: Adjacency, i: number): number[] {
  const out: number[] = [];
  for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) out.push(adj.neighbours[e]!);
  return [...new Set(out)];
}

/**
 * Other metals reached from metal m through O–C–O, keyed by atom and lattice image (in a small cell
 * the chain neighbours of a MIL-53 metal on either side are one atom in two cells), with the
 * bridging carboxylate carbons (also keyed by image).
 */
function carboxylateBridges(ctx: Ctx, m: number): Map<string, { metal: number; carbons: Set<string> }> {
  const out = new Map<string, { metal: number; carbons: Set<string> }>();
  for (const [o, oOff] of steps(ctx, m)) {
    if (ctx.z[o] !== 8) continue;
    for (const [c, cOff] of steps(ctx, o, oOff)) {
      if (ctx.z[c] !== 6) continue;
      for (const [o2, o2Off] of steps(ctx, c, cOff)) {
        if (ctx.z[o2] !== 8 || key(o2, o2Off) === key(o, oOff)) continue;
        for (const [m2, mOff] of steps(ctx, o2, o2Off)) {
          if (!isMetal(ctx.z[m2]!) || key(m2, mOff) === key(m, [0, 0, 0])) continue;
          const entry = out.get(key(m2, mOff)) ?? { metal: m2, carbons: new Set<string>() };
          entry.carbons.add(key(c, cOff));
          out.set(key(m2, mOff), entry);
        }
      }
    }
  }
  return out;
}

function paddlewheels(ctx: Ctx): MetalNode[] {
  const nodes: MetalNode[] = [];
  for (let m = 0; m < ctx.z.length; m++) {
    if (!isMetal(ctx.z[m]!)) continue;
    for (const { metal: m2, carbons } of carboxylateBridges(ctx, m).values()) {
      if (m2 <= m || carbons.size < 4) continue;
      const bridging = new Set([...carbons].map((c) => Number(c.split('@')[0])));
      const oxygens = [m, m2].flatMap((x) =>
        neighboursOf(ctx.adj, x).filter(
          (o) => ctx.z[o] === 8 && neighboursOf(ctx.adj, o).some((c) => bridging.has(c)),
        ),
      );
      const label = `${symbolOf(ctx.z[m]!)}${ctx.z[m] === ctx.z[m2] ? '2' : symbolOf(ctx.z[m2]!)} paddlewheel`;
      nodes.push({
        kind: 'paddlewheel',
        label,
        metals: [m, m2],
        oxygens: [...new Set(oxygens)].sort((x, y) => x - y),
      });
    }
  }
  return nodes;
}

function holdsCarboxylate(ctx: Ctx, m: number): boolean {
  return neighboursOf(ctx.adj, m).some(
    (o) => ctx.z[o] === 8 && neighboursOf(ctx.adj, o).some((c) => ctx.z[c] === 6),
  );
}

function m4o(ctx: Ctx): MetalNode[] {
  const nodes: MetalNode[] = [];
  for (let o = 0; o < ctx.z.length; o++) {
    if (ctx.z[o] !== 8) continue;
    const around = neighboursOf(ctx.adj, o);
    if (around.length !== 4 || !around.every((m) => isMetal(ctx.z[m]!) && holdsCarboxylate(ctx, m))) continue;
    const symbols = [...new Set(around.map((m) => symbolOf(ctx.z[m]!)))];
    const label = symbols.length === 1 ? `${symbols[0]}4O` : `${symbols.join('')}O (μ4-oxo)`;
    nodes.push({ kind: 'M4O', label, metals: around.sort((x, y) => x - y), oxygens: [o] });
  }
  return nodes;
}

function m6o8(ctx: Ctx): MetalNode[] {
  const mu3 = (o: number): boolean => {
    if (ctx.z[o] !== 8) return false;
    const around = neighboursOf(ctx.adj, o);
    return around.filter((m) => isMetal(ctx.z[m]!)).length === 3 && !around.some((c) => ctx.z[c] === 6);
  };
  const seen = new Set<number>();
  const nodes: MetalNode[] = [];
  for (let start = 0; start < ctx.z.length; start++) {
    if (!isMetal(ctx.z[start]!) || seen.has(start)) continue;
    const cluster = clusterAround(ctx, start, mu3);
    cluster.metals.forEach((m) => seen.add(m));
    const metals = [...new Set(cluster.metals)];
    const oxygens = [...new Set(cluster.oxygens)];
    // A finite cluster: six metals and eight μ3-O, none of them its own image (an oxide spreads further).
    if (
      cluster.metals.length !== 6 ||
      cluster.oxygens.length !== 8 ||
      metals.length !== 6 ||
      oxygens.length !== 8
    )
      continue;
    const hydroxyl = oxygens.filter((o) => neighboursOf(ctx.adj, o).some((h) => ctx.z[h] === 1)).length;
    const symbols = [...new Set(metals.map((m) => symbolOf(ctx.z[m]!)))].join('');
    const label = hydroxyl > 0 ? `${symbols}6O${8 - hydroxyl}(OH)${hydroxyl}` : `${symbols}6O8`;
    nodes.push({
      kind: 'M6O8',
      label,
      metals: metals.sort((x, y) => x - y),
      oxygens: oxygens.sort((x, y) => x - y),
    });
  }
  return nodes;
}

/** Metals and μ3-O joined to `start` through μ3-O, walked image by image; stops past 6 metals or 8 O. */
function clusterAround(
  ctx: Ctx,
  start: number,
  mu3: (o: number) => boolean,
): { metals: number[]; oxygens: number[] } {
  const metals = new Map<string, Step>([[key(start, [0, 0, 0]), [start, [0, 0, 0]]]]);
  const oxygens = new Map<string, number>();
  const queue: Step[] = [[start, [0, 0, 0]]];
  for (let k = 0; k < queue.length && metals.size <= 6 && oxygens.size <= 8; k++) {
    const [m, off] = queue[k]!;
    for (const [o, oOff] of steps(ctx, m, off)) {
      if (!mu3(o)) continue;
      oxygens.set(key(o, oOff), o);
      for (const [m2, mOff] of steps(ctx, o, oOff)) {
        if (!isMetal(ctx.z[m2]!) || metals.has(key(m2, mOff))) continue;
        metals.set(key(m2, mOff), [m2, mOff]);
        queue.push([m2, mOff]);
      }
    }
  }
  return { metals: [...metals.values()].map(([m]) => m), oxygens: [...oxygens.values()] };
}
