import { ChemError } from '../../core/errors.js';
import { enumerateFullerenes } from './enumerate.js';
import type { FullereneGraph } from './fullerene-graph.js';
import { goldbergCoxeterCage } from './goldberg-coxeter.js';
import { graphSymmetry } from './graph-symmetry.js';
import type { GraphSymmetry } from './graph-symmetry.js';
import { FULLERENE_POINT_GROUPS } from './point-group.js';
import type { FullerenePointGroup } from './point-group.js';
import { canonicalSpiral } from './spirals.js';

/** Up to this many atoms every isomer is listed; above it only isolated-pentagon (IPR) ones (the Atlas). */
export const ALL_ISOMERS_UP_TO = 60;
/** Spiral enumeration of IPR isomers goes this far; beyond it only icosahedral cages are offered. */
export const IPR_ISOMERS_UP_TO = 100;
/** Largest icosahedral Goldberg–Coxeter cage built (the spec's largest count). */
export const LARGEST_CAGE = 720;

/** One isomer of the catalogue. */
export interface FullereneIsomer {
  readonly atomCount: number;
  /** `C{n}-{pg}` when the point group has one isomer in the list, else `C{n}-{pg}_{index}`. */
  readonly name: string;
  /** Rank of the canonical spiral in the list (all isomers to C60, IPR isomers above); undefined for the large icosahedral cages, which are not enumerated. */
  readonly atlas: number | undefined;
  /** Whether the list is of IPR isomers only. */
  readonly iprList: boolean;
  readonly pointGroup: FullerenePointGroup;
  /** 1-based rank within its point group, in Atlas order. */
  readonly index: number;
  /** Canonical pentagon indices (1-based); undefined if the cage has no spiral from a pentagon. */
  readonly spiral: readonly number[] | undefined;
  /** (h, k) of an icosahedral cage built by the Goldberg–Coxeter construction. */
  readonly goldbergCoxeter: readonly [number, number] | undefined;
  readonly graph: FullereneGraph;
  readonly symmetry: GraphSymmetry;
}

const cache = new Map<number, readonly FullereneIsomer[]>();

export const fullereneError = (
  rule: string,
  message: string,
  data: Record<string, string | number> = {},
): ChemError => new ChemError('invalid-request', message, [], { rule, ...data });

/** (h, k) with h ≥ k ≥ 0, h ≥ 1 and 20(h² + hk + k²) = n. */
export function goldbergCoxeterIndices(n: number): [number, number][] {
  const out: [number, number][] = [];
  if (n % 20 !== 0) return out;
  const t = n / 20;
  for (let h = 1; h * h <= t; h++)
    for (let k = 0; k <= h; k++) if (h * h + h * k + k * k === t) out.push([h, k]);
  return out;
}

/** Whether C_n is offered at all, and how. */
export function fullereneListKind(n: number): 'all' | 'ipr' | 'icosahedral' | undefined {
  if (!Number.isInteger(n) || n < 20 || n % 2 !== 0 || n === 22) return undefined;
  if (n <= ALL_ISOMERS_UP_TO) return 'all';
  if (n <= IPR_ISOMERS_UP_TO) return 'ipr';
  return n <= LARGEST_CAGE && goldbergCoxeterIndices(n).length > 0 ? 'icosahedral' : undefined;
}

/**
 * The isomers offered for C_n in Atlas order, named: every isomer to C60, the IPR isomers to C100, and the
 * icosahedral Goldberg–Coxeter cages above (cached: C60's 1812 isomers take seconds).
 */
export function fullereneIsomers(n: number): readonly FullereneIsomer[] {
  const hit = cache.get(n);
  if (hit) return hit;
  const kind = fullereneListKind(n);
  if (!kind) {
    throw fullereneError(
      'fullerene-count',
      `C${n} is not offered: every isomer C20–C${ALL_ISOMERS_UP_TO}, IPR isomers to C${IPR_ISOMERS_UP_TO} and icosahedral cages n = 20(h²+hk+k²) up to C${LARGEST_CAGE}.`,
      { atomCount: n },
    );
  }
  const raw =
    kind === 'icosahedral'
      ? goldbergCoxeterIndices(n).map(([h, k]) => {
          const { graph } = goldbergCoxeterCage(h, k);
          return { graph, spiral: canonicalSpiral(graph), atlas: undefined, gc: [h, k] as const };
        })
      : enumerateFullerenes(n, kind === 'ipr').map((i) => ({
          graph: i.graph,
          spiral: i.spiral,
          atlas: i.atlas,
          gc: undefined,
        }));
  const withSymmetry = raw.map((r) => ({ ...r, symmetry: graphSymmetry(r.graph) }));
  const perGroup = new Map<FullerenePointGroup, number>();
  for (const r of withSymmetry)
    perGroup.set(r.symmetry.pointGroup, (perGroup.get(r.symmetry.pointGroup) ?? 0) + 1);
  const seen = new Map<FullerenePointGroup, number>();
  const list = withSymmetry.map((r): FullereneIsomer => {
    const pg = r.symmetry.pointGroup;
    const index = (seen.get(pg) ?? 0) + 1;
    seen.set(pg, index);
    return {
      atomCount: n,
      name: perGroup.get(pg) === 1 ? `C${n}-${pg}` : `C${n}-${pg}_${index}`,
      atlas: r.atlas,
      iprList: kind === 'ipr',
      pointGroup: pg,
      index,
      spiral: r.spiral,
      goldbergCoxeter: r.gc,
      graph: r.graph,
      symmetry: r.symmetry,
    };
  });
  cache.set(n, list);
  return list;
}

/** The atom counts of the spec's fullerene tree (§9). */
export const FULLERENE_SPEC_COUNTS = [
  20, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 60, 70, 72, 74, 76, 180, 240, 260, 320, 500,
  540, 720,
] as const;

/**
 * The page's tree for one atom count: point groups, largest group first (ties in the Atlas' list order),
 * then the isomers in Atlas order.
 */
export interface FullereneTreeNode {
  readonly atomCount: number;
  readonly groups: readonly {
    readonly pointGroup: FullerenePointGroup;
    readonly isomers: readonly {
      readonly name: string;
      readonly atlas: number | undefined;
      readonly index: number;
      readonly spiral: readonly number[] | undefined;
    }[];
  }[];
}

export function fullereneTree(n: number): FullereneTreeNode {
  const list = fullereneIsomers(n);
  const order = (pg: FullerenePointGroup): number =>
    list.find((i) => i.pointGroup === pg)?.symmetry.automorphisms.length ?? 0;
  const present = FULLERENE_POINT_GROUPS.filter((pg) => order(pg) > 0);
  const groups = [...present]
    .sort((a, b) => order(b) - order(a) || present.indexOf(a) - present.indexOf(b))
    .map((pg) => ({
      pointGroup: pg,
      isomers: list
        .filter((i) => i.pointGroup === pg)
        .map((i) => ({ name: i.name, atlas: i.atlas, index: i.index, spiral: i.spiral })),
    }));
  return { atomCount: n, groups };
}
