import { bondAngles, lonePairsFromShape } from './atom-geometry.js';
import type { AtomPlan, PlanContext } from './atom-state.js';
import { plan, UNSUPPORTED } from './atom-state.js';
import type { ValenceRule } from './valence-model.js';
import { maxPi, VALENCE_RULES } from './valence-model.js';

/**
 * P, S, halogens beyond the second row: the valence whose lone-pair count matches the shape (S in a
 * thioether 2, DMSO 4, sulfone 6; P in a phosphine 3, phosphate 5), among those whose extra π bonds
 * the neighbours can accept (terminal O/S, unsaturated C or N). Without a usable shape, the lowest
 * that gives every terminal O, S or N neighbour its double bond. An unplaceable extra π bond later
 * makes the atom an onium cation (P⁺ of PPh₄⁺, S⁺ of a sulfonium ion).
 */
export function hypervalentPlan(ctx: PlanContext, i: number, r: ValenceRule, d: number): AtomPlan {
  const top = r.neutral[r.neutral.length - 1]!;
  if (d === top + 1) return plan(0, { charge: -1 });
  if (d > top) return UNSUPPORTED;
  if (ctx.implicit && d === 1 && r.cls === 'chalcogen') {
    // C=S 1.61–1.68 Å, P=S 1.93–2.0 Å; single bonds to SH 1.82 and 2.08 Å.
    const e = ctx.adj.start[i]!;
    const onP = ctx.mol.elements[ctx.adj.neighbours[e]!] === 15;
    const double = ctx.ratio[ctx.adj.bondOf[e]!]! < (onP ? 0.965 : 0.95);
    return plan(double ? 1 : 0, { drop: 'anion', implicitH: !double });
  }
  const v = chooseValence(ctx, i, r, d);
  const lowest = r.neutral[0]!;
  const pi = Math.max(0, v - d);
  if (v === lowest) {
    const raise = r.cls !== 'halogen' && pi + 1 <= maxPi(r);
    const drop = r.cls === 'halogen' ? 'none' : 'anion';
    if (ctx.implicit) return plan(0, { maybe: pi, raise, drop, implicitH: true });
    return plan(pi, { raise, drop });
  }
  return plan(pi, { drop: 'cation' });
}

/**
 * Without a usable shape (a terminal atom, a linear one, a 2D drawing) the valence is the lowest that
 * gives each terminal O, S or N neighbour its double bond: sulfone 6, DMSO 4, thiophene 2.
 */
function chooseValence(ctx: PlanContext, i: number, r: ValenceRule, d: number): number {
  const capacity = acceptorCapacity(ctx, i);
  const fits = r.neutral.filter((v) => v >= d && v - d <= Math.min(capacity, maxPi(r)));
  const fallback = r.neutral.find((v) => v >= d) ?? d;
  if (fits.length === 0) return fallback;
  const lonePairs = ctx.flat ? undefined : lonePairsFromShape(bondAngles(ctx.mol, ctx.adj, i), d);
  if (lonePairs === undefined) {
    const wanted = d + terminalAcceptors(ctx, i);
    return fits.find((v) => v >= wanted) ?? fits[fits.length - 1]!;
  }
  const target = r.electrons - 2 * lonePairs;
  return fits.reduce((best, v) => (Math.abs(v - target) < Math.abs(best - target) ? v : best));
}

/** Neighbours that are terminal O, S, Se, Te or N: the usual partners of S=O, P=O, S=N bonds. */
function terminalAcceptors(ctx: PlanContext, i: number): number {
  let n = 0;
  for (let e = ctx.adj.start[i]!; e < ctx.adj.start[i + 1]!; e++) {
    const j = ctx.adj.neighbours[e]!;
    const rj = VALENCE_RULES.get(ctx.mol.elements[j]!);
    const terminal = ctx.degree[j] === 1;
    if (terminal && (rj?.cls === 'chalcogen' || (rj?.cls === 'pnictogen' && rj.secondRow))) n++;
  }
  return n;
}

/** How many π bonds the neighbours of a hypervalent atom could accept. */
function acceptorCapacity(ctx: PlanContext, i: number): number {
  const { mol, adj, degree } = ctx;
  let total = 0;
  for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
    const j = adj.neighbours[e]!;
    const rj = VALENCE_RULES.get(mol.elements[j]!);
    if (!rj) continue;
    if (ctx.implicit) {
      const short = ctx.ratio[adj.bondOf[e]!]! < 0.95;
      total += short && rj.cls !== 'halogen' && rj.cls !== 'hydrogen' ? 1 : 0;
      continue;
    }
    const dj = degree[j]!;
    if (rj.cls === 'chalcogen' && dj === 1) total += 1;
    else if (rj.cls === 'pnictogen' && rj.secondRow && dj <= 2) total += Math.min(2, 3 - dj);
    else if (rj.cls === 'carbon' && dj <= 3) total += Math.min(2, 4 - dj);
  }
  return total;
}
