import type { Adjacency, Molecule } from '../core/molecule.js';
import type { AtomPlan, PlanContext } from './atom-state.js';
import { planAtom } from './atom-plan.js';
import { hydrogensAreImplicit } from './implicit-hydrogens.js';
import type { Resolution } from './formal-charges.js';
import { resolveCharges } from './formal-charges.js';
import { BlossomMatcher } from './matching.js';
import type { CopyGraph } from './pi-copies.js';
import { buildCopyGraph, flipGeometry, MANDATORY, MAYBE } from './pi-copies.js';

/**
 * Bond orders and charges for one connected component: plan every atom's state, match π bonds
 * (mandatory copies first, then the uncertain ones of hydrogen-less input), settle what is left
 * over as charges. `candidates[0]` is the preferred structure; with `sweep`, further candidates of
 * other net charges follow (one per net charge, the cheapest), for a requested total charge.
 */
export interface ComponentSolution {
  readonly atoms: readonly number[];
  /** Atoms outside the organic set, or with impossible connectivity: the component is not perceived. */
  readonly unsupported: readonly number[];
  readonly implicit: boolean;
  readonly missingHydrogen: readonly number[];
  readonly graph: CopyGraph | undefined;
  readonly candidates: readonly Resolution[];
}

export interface MoleculeGeometry {
  readonly mol: Molecule;
  readonly adj: Adjacency;
  readonly ratio: Float64Array;
  readonly degree: Uint32Array;
  /** Every z equal: a 2D drawing, whose angles mean nothing (see atom-plan.ts). */
  readonly flat: boolean;
}

/** Longest bond (length / covalent-radius sum) that looks like it could be double: C–C 1.47 Å. */
const SHORT_BOND = 0.965;

/** Prices of positive charge tried when a total charge is requested (see formal-charges.ts). */
const LAMBDAS = [0.75, -0.75, 1.5, -1.5, 3, -3, 6, -6, 12, -12];

export function solveComponent(
  geo: MoleculeGeometry,
  atoms: readonly number[],
  sweep: boolean,
): ComponentSolution {
  const implicit = hydrogensAreImplicit(geo, atoms);
  const ctx: PlanContext = { ...geo, implicit, flat: geo.flat };
  const plans = new Map<number, AtomPlan>(atoms.map((i) => [i, planAtom(ctx, i)]));
  const unsupported = atoms.filter((i) => plans.get(i)!.note === 'unsupported');
  const missingHydrogen = atoms.filter((i) => plans.get(i)!.note === 'missing-hydrogen');
  if (unsupported.length > 0) {
    return { atoms, unsupported, implicit, missingHydrogen, graph: undefined, candidates: [] };
  }
  // Saturated components (water, alkanes: most atoms of a large system) need no matching at all.
  if (atoms.every((i) => plans.get(i)!.pi === 0 && !plans.get(i)!.preferMaybe)) {
    return {
      atoms,
      unsupported,
      implicit,
      missingHydrogen,
      graph: undefined,
      candidates: [saturated(plans)],
    };
  }
  const graph = buildCopyGraph(geo.mol, geo.adj, atoms, plans, geo.ratio);
  const mate = matchPiBonds(graph, plans);
  const rctx = { mol: geo.mol, adj: geo.adj, graph, plans };
  const first = resolveCharges(rctx, mate, 0);
  const candidates = [first];
  if (sweep) {
    const byNet = new Map<number, Resolution>([[first.net, first]]);
    const priced = LAMBDAS.map((lambda) => resolveCharges(rctx, mate, lambda));
    for (const r of [...priced, resolveCharges(rctx, mate, 0, true)]) {
      const known = byNet.get(r.net);
      if (!known || r.penalty < known.penalty) byNet.set(r.net, r);
    }
    byNet.delete(first.net);
    candidates.push(...byNet.values());
  }
  return { atoms, unsupported, implicit, missingHydrogen, graph, candidates };
}

/**
 * The π-bond matching, in stages: certain π bonds first, on bonds short enough to be double (so
 * that bipyridine's inter-ring bond takes one only when nothing else works), then the uncertain
 * ones that fit anywhere (ring N of hydrogen-less input), then uncertain ones only where a certain
 * one has no partner (two phenol O must not make a quinone), finally on any bond.
 */
function matchPiBonds(graph: CopyGraph, plans: ReadonlyMap<number, AtomPlan>): Int32Array {
  const matcher = new BlossomMatcher(graph);
  const isMandatory = (v: number): boolean => graph.kind[v] === MANDATORY;
  const preferred = (v: number): boolean =>
    isMandatory(v) || (graph.kind[v] === MAYBE && plans.get(graph.atomOf[v]!)!.preferMaybe === true);
  const edge = (u: number, v: number): boolean => graph.pairRatio(u, v) <= SHORT_BOND;
  matcher.maximise(isMandatory, { greedy: graph.greedy, edge });
  matcher.maximise(preferred, { greedy: graph.greedy, edge });
  fillFromMaybe(matcher, graph, edge);
  fillFromMaybe(matcher, graph);
  return matcher.mate;
}

/**
 * Gives free mandatory copies a partner among the uncertain ones, each along the augmenting path that
 * puts π bonds on the shortest bonds: 2-hydroxypyridine keeps its ring C=N rather than becoming a
 * pyridone, adenine its amino group rather than an imine.
 */
function fillFromMaybe(
  matcher: BlossomMatcher,
  graph: CopyGraph,
  edge?: (u: number, v: number) => boolean,
): void {
  const mate = matcher.mate;
  const usable = (v: number): boolean => graph.kind[v] === MANDATORY || graph.kind[v] === MAYBE;
  for (let root = 0; root < graph.size; root++) {
    if (graph.kind[root] !== MANDATORY || mate[root] !== -1) continue;
    const isTarget = (v: number): boolean => v !== root && mate[v] === -1 && usable(v);
    const found = matcher.search(root, {
      usable,
      isTarget,
      stopAtFirst: false,
      collectEven: false,
      ...(edge ? { edge } : {}),
    });
    const best = found.augmenting.reduce<(typeof found.augmenting)[number] | undefined>(
      (b, c) =>
        b === undefined || flipGeometry(graph, c.path, mate) < flipGeometry(graph, b.path, mate) ? c : b,
      undefined,
    );
    if (best) matcher.flip(best.path);
  }
}

function saturated(plans: ReadonlyMap<number, AtomPlan>): Resolution {
  const charges = new Map([...plans].filter(([, p]) => p.charge !== 0).map(([i, p]) => [i, p.charge]));
  const net = [...charges.values()].reduce((s, q) => s + q, 0);
  return { mate: new Int32Array(0), charges, radicals: [], implicitHydrogens: [], penalty: 0, net };
}
