import { angleSum, bondAngles, shortestHeavyRatio } from './atom-geometry.js';
import type { AtomPlan, PlanContext } from './atom-state.js';
import { plan, UNSUPPORTED } from './atom-state.js';
import { hypervalentPlan } from './hypervalent-plan.js';
import { terminalOxygenLacksHydrogen } from './implicit-hydrogens.js';
import type { ValenceRule } from './valence-model.js';
import { chargedValence, maxPi, VALENCE_RULES } from './valence-model.js';

/**
 * The state bond-order perception starts an atom in, before π bonds are placed: its charge, how many
 * π bonds it must make (bond-order sum minus σ bonds), and what it may become if they cannot all be
 * placed (`drop`) or if it may take one more as an onium ion (`raise`).
 *
 * With explicit hydrogens (the component has any H) the degree decides: C with 3 neighbours is sp2,
 * N with 1 is a nitrile N, O with 1 a carbonyl O. Geometry decides only what degree cannot: the
 * valence of S, P and halogens (VSEPR shape, see lonePairsFromShape), and a carbon whose shape
 * contradicts its degree (pyramidal with 3 neighbours: a hydrogen is missing). Without any hydrogen
 * in the component, hydrogens are implicit and the π count comes from geometry: planarity and angles
 * (sp3/sp2/sp), and for terminal atoms the bond length; where geometry cannot tell (an N with two
 * neighbours: pyridine-type or pyrrole-type), the π bond is `maybe`, placed only where it fits.
 */
export function planAtom(ctx: PlanContext, i: number): AtomPlan {
  const z = ctx.mol.elements[i]!;
  const r = VALENCE_RULES.get(z);
  const d = ctx.degree[i]!;
  if (!r) return UNSUPPORTED;
  const given = ctx.mol.formalCharges[i]!;
  if (given !== 0) return givenChargePlan(r, d, given);
  if (d === 0) return isolatedPlan(r);
  switch (r.cls) {
    case 'hydrogen':
      return d === 1 ? plan(0) : UNSUPPORTED;
    case 'noble':
      return UNSUPPORTED;
    case 'boron':
      if (d === 4) return plan(0, { charge: -1 });
      return d > 4 ? UNSUPPORTED : plan(ctx.implicit ? 0 : 3 - d, { implicitH: ctx.implicit });
    case 'carbon':
      return carbonPlan(ctx, i, d);
    default:
      return r.secondRow ? secondRowPlan(ctx, i, r, d) : hypervalentPlan(ctx, i, r, d);
  }
}

/** A charge the file gave is kept: the atom's valence follows from it (N⁺ 4, O⁻ 1, C⁻ 3). */
function givenChargePlan(r: ValenceRule, d: number, charge: number): AtomPlan {
  const valence = Math.max(chargedValence(r, charge), d);
  return plan(Math.min(valence - d, maxPi(r)), { charge });
}

/** A lone atom: halide or other ion, noble gas, or a hydride whose hydrogens are implicit (water). */
function isolatedPlan(r: ValenceRule): AtomPlan {
  if (r.cls === 'halogen') return plan(0, { charge: -1 });
  if (r.cls === 'hydrogen') return plan(1);
  return plan(0, { implicitH: r.cls !== 'noble' });
}

function carbonPlan(ctx: PlanContext, i: number, d: number): AtomPlan {
  if (d > 4) return UNSUPPORTED;
  if (ctx.implicit && !(d === 1 && isIsocyanideCarbon(ctx, i))) {
    const pi = carbonPiFromGeometry(ctx, i, d);
    // A terminal carbon between C=C and C≡C length: ethynyl if its partner needs a second π bond.
    const maybe = d === 1 && pi === 1 && shortestHeavyRatio(ctx.mol, ctx.adj, i, ctx.ratio) < 0.9 ? 1 : 0;
    return plan(pi, { maybe, drop: 'either', implicitH: true });
  }
  if (d === 1) return plan(2, { charge: -1 });
  if (ctx.flat) return plan(4 - d, { drop: 'either' });
  const angles = bondAngles(ctx.mol, ctx.adj, i);
  if (d === 3 && angles.length === 3 && angleSum(angles) < 338) return plan(0, { note: 'missing-hydrogen' });
  if (d === 2 && angles.length === 1 && angles[0]! < 150) {
    return plan(angles[0]! < 115 ? 0 : 1, { drop: 'either', note: 'missing-hydrogen' });
  }
  return plan(4 - d, { drop: 'either' });
}

/** C≡O⁺ or C⁻≡N⁺–R: a terminal carbon at triple-bond length to N or O carries no hydrogen. */
function isIsocyanideCarbon(ctx: PlanContext, i: number): boolean {
  const e = ctx.adj.start[i]!;
  const z = ctx.mol.elements[ctx.adj.neighbours[e]!];
  return (z === 7 || z === 8) && ctx.ratio[ctx.adj.bondOf[e]!]! < 0.84;
}

/** sp3/sp2/sp from the shape, or for a terminal carbon from its bond length. */
function carbonPiFromGeometry(ctx: PlanContext, i: number, d: number): number {
  const short = shortestHeavyRatio(ctx.mol, ctx.adj, i, ctx.ratio);
  const angles = bondAngles(ctx.mol, ctx.adj, i);
  if (d === 3) {
    const sum = angleSum(angles);
    return sum >= 350 || (sum >= 338 && short < 0.95) ? 1 : 0;
  }
  if (d === 2) {
    const a = angles[0] ?? 109.5;
    if (a >= 155) return 2;
    // Bond angles cannot tell =CH– from –CH₂– in rings and strained chains; a short bond can.
    return short < 0.93 ? 1 : 0;
  }
  if (d === 1) return short < 0.84 ? 2 : short < 0.93 ? 1 : 0;
  return 0;
}

/** N, O, F: the octet valence, N⁺/O⁺ when over-connected. */
function secondRowPlan(ctx: PlanContext, i: number, r: ValenceRule, d: number): AtomPlan {
  const octet = r.neutral[0]!;
  if (d === octet + 1 && r.cls !== 'halogen') return plan(0, { charge: 1 });
  if (d > octet) return UNSUPPORTED;
  const pi = octet - d;
  const raise = r.cls !== 'halogen' && pi + 1 <= maxPi(r);
  if (!ctx.implicit) return plan(pi, { raise, drop: pi > 0 ? 'anion' : 'none' });
  return implicitSecondRow(ctx, i, r, d, raise);
}

/**
 * Hydrogen-less N and O: the bond length says whether a terminal atom is double-bonded. An N with
 * two neighbours is certain only at imine/azo length; pyridine N (1.34 Å) and amide N (1.35 Å) are
 * too alike, so theirs is a `maybe` π bond. With a bond under 1.345 Å (C=N of pyridine, the
 * imidazole N of purines) it is placed wherever it fits, as in phenanthroline; with longer bonds
 * (pyrrole-type N–H, amide and imide N) only to fill a gap.
 */
function implicitSecondRow(ctx: PlanContext, i: number, r: ValenceRule, d: number, raise: boolean): AtomPlan {
  const short = shortestHeavyRatio(ctx.mol, ctx.adj, i, ctx.ratio);
  const implicitH = true;
  if (r.cls === 'pnictogen') {
    if (d === 2 && short < 0.89) return plan(1, { raise, implicitH, drop: 'anion' });
    if (d === 2) return plan(0, { maybe: 1, preferMaybe: short < 0.915, raise, implicitH });
    if (d === 1 && short < 0.84) return plan(2, { drop: 'anion', implicitH });
    // Between C=N (1.28 Å) and C≡N (1.16 Å) the partner decides: nitrile if it needs a second π bond.
    if (d === 1 && short < 0.9) return plan(1, { maybe: 1, drop: 'anion', implicitH });
    if (d === 1) return plan(0, { maybe: short < 0.95 ? 1 : 0, implicitH });
    return plan(0, { raise, implicitH });
  }
  if (d === 1 && !terminalOxygenLacksHydrogen(ctx.mol, ctx.adj, i, ctx.ratio))
    return plan(1, { raise, drop: 'anion' });
  if (d === 1) return plan(0, { maybe: short < 0.97 ? 1 : 0, implicitH });
  return plan(0, { raise, implicitH });
}
