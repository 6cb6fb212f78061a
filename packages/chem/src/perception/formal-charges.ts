import type { Adjacency, Molecule } from '../core/molecule.js';
import type { AtomPlan } from './atom-state.js';
import type { AlternatingPath } from './matching.js';
import { BlossomMatcher } from './matching.js';
import type { CopyGraph } from './pi-copies.js';
import { flipGeometry, MANDATORY, MAYBE, RAISE } from './pi-copies.js';
import {
  anionPenalty,
  CARBOCATION_PENALTY,
  COULOMB_WEIGHT,
  GEOMETRY_WEIGHT,
  HYPERVALENT_CATION_PENALTY,
  IMPLICIT_H_PENALTY,
  MAYBE_RELEASE_PENALTY,
  RADICAL_PENALTY,
  raisePenalty,
} from './valence-model.js';

/**
 * Formal charges from the π-bond matching. After a maximum matching of the mandatory copies, every
 * copy left free is a π bond that cannot be placed: a "deficit". The maximum matching makes their
 * number, hence the number of charged atoms, as small as the structure allows. Each deficit then
 * becomes one of (valence-model.ts for the preferences):
 *   · a charge on an atom the deficit can be moved to along an even alternating path (carboxylate
 *     O⁻ rather than C⁻; which of two O depends on the bond lengths): O⁻, N⁻, S⁻, P⁺ or S⁺ of a
 *     hypervalent atom, C⁻/C⁺ last;
 *   · an onium ion reached by an augmenting path to a raise copy (nitro N⁺=O beside O⁻, pyridine
 *     N-oxide, iminium, isocyanide N⁺≡C⁻, azide N=N⁺=N⁻);
 *   · an implicit hydrogen (hydrogen-less input) or, when nothing closed-shell exists, a radical.
 * Deficits with the costliest charge are settled first, so that scarce onium partners go to them.
 * Pricing charge (below) yields the structures of other net charges, from which bond-orders.ts
 * picks the requested total.
 */
export interface Resolution {
  readonly mate: Int32Array;
  readonly charges: ReadonlyMap<number, number>;
  readonly radicals: readonly number[];
  readonly implicitHydrogens: readonly number[];
  readonly penalty: number;
  readonly net: number;
}

export interface ResolveContext {
  readonly mol: Molecule;
  readonly adj: Adjacency;
  readonly graph: CopyGraph;
  readonly plans: ReadonlyMap<number, AtomPlan>;
}

type Outcome = 'charge' | 'radical' | 'implicit-h' | 'released' | 'raise';

interface Option {
  readonly path: AlternatingPath;
  readonly atom: number;
  readonly delta: number;
  readonly penalty: number;
  readonly outcome: Outcome;
}

interface State {
  readonly matcher: BlossomMatcher;
  readonly charge: Map<number, number>;
  readonly dropped: Map<number, number>;
  readonly raised: Set<number>;
  readonly radicals: Set<number>;
  readonly implicit: Set<number>;
}

/**
 * `lambda` prices each unit of positive charge; `uncharged` forbids new charges altogether (the
 * open-shell structure a neutral total may call for, which no linear price reaches when the anion
 * and the cation of a carbon cost alike).
 */
export function resolveCharges(
  ctx: ResolveContext,
  start: Int32Array,
  lambda: number,
  uncharged = false,
): Resolution {
  const g = ctx.graph;
  const state: State = {
    matcher: new BlossomMatcher(g),
    charge: new Map([...ctx.plans].map(([atom, p]) => [atom, p.charge])),
    dropped: new Map(),
    raised: new Set(),
    radicals: new Set(),
    implicit: new Set(),
  };
  state.matcher.mate.set(start);
  const deficits = [...g.kind.keys()].filter((u) => g.kind[u] === MANDATORY && start[u] === -1);
  const urgency = new Map(
    deficits.map((u) => [u, Math.min(...options(ctx, state, u, false).map((o) => o.penalty))]),
  );
  deficits.sort((x, y) => urgency.get(y)! - urgency.get(x)! || x - y);
  let penalty = 0;
  for (const u of deficits) {
    if (state.matcher.mate[u] !== -1) continue;
    const cost = (o: Option): number => o.penalty + lambda * o.delta + coulomb(ctx, state, o.atom, o.delta);
    const all = options(ctx, state, u, !uncharged);
    const allowed = uncharged ? all.filter((o) => o.delta === 0) : all;
    const best = allowed.reduce((b, o) => (cost(o) < cost(b) ? o : b));
    penalty += apply(state, best, u, ctx);
  }
  const charges = new Map([...state.charge].filter(([, q]) => q !== 0));
  return {
    mate: state.matcher.mate,
    charges,
    radicals: [...state.radicals],
    implicitHydrogens: [...state.implicit],
    penalty,
    net: [...charges.values()].reduce((s, q) => s + q, 0),
  };
}

function apply(state: State, o: Option, root: number, ctx: ResolveContext): number {
  if (!state.matcher.flip(o.path)) {
    state.radicals.add(ctx.graph.atomOf[root]!);
    return RADICAL_PENALTY;
  }
  const a = o.atom;
  state.charge.set(a, (state.charge.get(a) ?? 0) + o.delta);
  if (o.outcome === 'raise') state.raised.add(a);
  if (o.outcome === 'charge' || o.outcome === 'radical' || o.outcome === 'implicit-h') {
    state.dropped.set(a, (state.dropped.get(a) ?? 0) + 1);
  }
  if (o.outcome === 'radical') state.radicals.add(a);
  if (o.outcome === 'implicit-h') state.implicit.add(a);
  return o.penalty;
}

/** Every way of settling the deficit at copy `u`, with the geometry of its path folded into the penalty. */
function options(ctx: ResolveContext, state: State, u: number, withRaise: boolean): Option[] {
  const g = ctx.graph;
  const mate = state.matcher.mate;
  const found = state.matcher.search(u, {
    usable: () => true,
    isTarget: (v) => withRaise && g.kind[v] === RAISE && mate[v] === -1,
    stopAtFirst: false,
    collectEven: true,
  });
  const out: Option[] = [];
  for (const { vertex, path } of found.even) {
    const geometry = GEOMETRY_WEIGHT * flipGeometry(g, path, mate);
    for (const d of dropsAt(ctx, state, vertex)) out.push({ ...d, path, penalty: d.penalty + geometry });
  }
  for (const { target, path } of found.augmenting) {
    const atom = g.atomOf[target]!;
    const penalty =
      (raisePenalty(ctx.mol.elements[atom]!) ?? 1) + GEOMETRY_WEIGHT * flipGeometry(g, path, mate);
    out.push({ path, atom, delta: 1, penalty, outcome: 'raise' });
  }
  return out;
}

type Drop = Omit<Option, 'path'>;

/** What freeing copy `w` can turn its atom into. */
function dropsAt(ctx: ResolveContext, state: State, w: number): Drop[] {
  const g = ctx.graph;
  const atom = g.atomOf[w]!;
  if (g.kind[w] === MAYBE) return [{ atom, delta: 0, penalty: MAYBE_RELEASE_PENALTY, outcome: 'released' }];
  if (g.kind[w] !== MANDATORY) return [];
  const p = ctx.plans.get(atom)!;
  const out: Drop[] = [{ atom, delta: 0, penalty: RADICAL_PENALTY, outcome: 'radical' }];
  if (p.implicitH) out.push({ atom, delta: 0, penalty: IMPLICIT_H_PENALTY, outcome: 'implicit-h' });
  if ((state.dropped.get(atom) ?? 0) > 0) return out;
  // An onium atom that loses one of its π bonds is simply neutral again.
  if (state.raised.has(atom)) return [...out, { atom, delta: -1, penalty: 0, outcome: 'charge' }];
  const anion = anionPenalty(ctx.mol.elements[atom]!);
  if ((p.drop === 'anion' || p.drop === 'either') && anion !== undefined) {
    out.push({ atom, delta: -1, penalty: anion, outcome: 'charge' });
  }
  if (p.drop === 'either') out.push({ atom, delta: 1, penalty: CARBOCATION_PENALTY, outcome: 'charge' });
  if (p.drop === 'cation')
    out.push({ atom, delta: 1, penalty: HYPERVALENT_CATION_PENALTY, outcome: 'charge' });
  return out;
}

/** Like charges within two bonds repel, opposite ones attract (nitro: N⁺ beside O⁻, not O⁻ beside O⁻). */
function coulomb(ctx: ResolveContext, state: State, atom: number, delta: number): number {
  if (delta === 0) return 0;
  const { adj } = ctx;
  const near = new Set<number>();
  for (let e = adj.start[atom]!; e < adj.start[atom + 1]!; e++) {
    const j = adj.neighbours[e]!;
    near.add(j);
    for (let f = adj.start[j]!; f < adj.start[j + 1]!; f++) near.add(adj.neighbours[f]!);
  }
  near.delete(atom);
  let sum = 0;
  for (const j of near) sum += Math.sign(state.charge.get(j) ?? 0);
  return COULOMB_WEIGHT * Math.sign(delta) * sum;
}
