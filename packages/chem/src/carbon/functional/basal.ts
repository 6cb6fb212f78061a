import { BondOrder } from '../../core/bond-order.js';
import type { Vec3 } from '../../core/vec3.js';
import { add, dot, norm, scale, sub } from '../../core/vec3.js';
import type { Draft } from './draft.js';
import { DEG, GEOMETRY, SP3_LIFT_FACTOR } from './geometry.js';
import type { Proposal } from './proposal.js';
import { perpendicular } from './surface.js';

const OXYGEN = 8;
const HYDROGEN = 1;

/**
 * Where a basal carbon goes when it becomes sp3 with its new bond along n: raised (or lowered) along n until
 * it stands r·tan(19.47°) above the plane of its neighbours, r their mean in-plane distance, so that the new
 * bond makes the tetrahedral angle with its C–C bonds (geometry.ts).
 */
export function liftedPosition(draft: Draft, atom: number, n: Vec3): Vec3 {
  const vectors = draft.neighbours[atom]!.map((x) => draft.bondVector(atom, x.bond));
  const heights = vectors.map((v) => dot(v, n));
  const inPlane = vectors.map((v, i) => norm(sub(v, scale(n, heights[i]!))));
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  // The neighbours stand at -height below the atom: its present height above their plane is -mean(heights).
  const target = mean(inPlane) * SP3_LIFT_FACTOR;
  return add(draft.positions[atom]!, scale(n, target + mean(heights)));
}

/** Every bond of the carbon becomes single: it is sp3 now, and typers must see it so. */
function singleBonds(draft: Draft, atoms: readonly number[]): [number, BondOrder][] {
  return atoms.flatMap((a) =>
    draft.neighbours[a]!.map((x): [number, BondOrder] => [x.bond, BondOrder.Single]),
  );
}

/**
 * A hydroxyl on basal carbon c, on the side n: C–O along n, O–H staggered between two C–C bonds (anti to
 * the first neighbour's bond, seen along C–O) at the C–O–H angle of methanol.
 */
export function hydroxyl(draft: Draft, c: number, n: Vec3): Proposal {
  const lifted = liftedPosition(draft, c, n);
  const o = add(lifted, scale(n, GEOMETRY.alcoholCO));
  const first = draft.bondVector(c, draft.neighbours[c]![0]!.bond);
  const t = perpendicular(scale(first, -1), n);
  const tilt = (180 - GEOMETRY.cohAngle) * DEG;
  const h = add(o, scale(add(scale(n, Math.cos(tilt)), scale(t, Math.sin(tilt))), GEOMETRY.oh));
  return {
    carbons: [c],
    moves: [[c, lifted]],
    removes: [],
    adds: [
      { element: OXYGEN, position: o, parent: c, order: BondOrder.Single },
      { element: HYDROGEN, position: h, parent: 0, parentIsNew: true, order: BondOrder.Single },
    ],
    orders: singleBonds(draft, [c]),
  };
}

/**
 * An epoxide on the bond `bond` between basal carbons c1 and c2, on the side n: both carbons lifted as for
 * a hydroxyl, O above the middle of the bond at the epoxide C–O length from each.
 */
export function epoxide(draft: Draft, bond: number, n: Vec3): Proposal {
  const b = draft.bonds[bond]!;
  const [c1, c2] = [b.a, b.b];
  const p1 = liftedPosition(draft, c1, n);
  const p2 = liftedPosition(draft, c2, n);
  // c2 as seen from c1 (through the boundary when the bond crosses it), moved by its own lift.
  const partner = add(add(draft.positions[c1]!, draft.bondVector(c1, bond)), sub(p2, draft.positions[c2]!));
  const half = norm(sub(partner, p1)) / 2;
  const height = Math.sqrt(Math.max(GEOMETRY.epoxideCO ** 2 - half ** 2, 0));
  const o = add(scale(add(p1, partner), 0.5), scale(n, height));
  const image = b.image ?? [0, 0, 0];
  return {
    carbons: [c1, c2],
    moves: [
      [c1, p1],
      [c2, p2],
    ],
    removes: [],
    adds: [{ element: OXYGEN, position: o, parent: c1, order: BondOrder.Single }],
    extraBonds: [{ added: 0, atom: c2, order: BondOrder.Single, image: [image[0], image[1], image[2]] }],
    orders: singleBonds(draft, [c1, c2]),
  };
}
