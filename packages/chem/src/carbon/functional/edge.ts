import { BondOrder } from '../../core/bond-order.js';
import type { Vec3 } from '../../core/vec3.js';
import { add, cross, scale } from '../../core/vec3.js';
import type { Draft } from './draft.js';
import { DEG, GEOMETRY, TETRAHEDRAL } from './geometry.js';
import type { FunctionalGroupId } from './groups.js';
import type { NewAtom, Proposal } from './proposal.js';
import { unit } from './surface.js';

const [H, C, N, O] = [1, 6, 7, 8];

/**
 * The frame of an edge group: its first atom goes along u (the C–H it replaces); its other atoms lie in the
 * plane of u and m, m the surface normal on the chosen side, so the group stands perpendicular to the
 * surface and cannot run into groups on the neighbouring edge carbons. `at(r, θ)` is the point r Å from
 * `from` in the direction θ degrees from u towards m.
 */
interface EdgeFrame {
  readonly u: Vec3;
  readonly m: Vec3;
  at(from: Vec3, r: number, degrees: number): Vec3;
}

function frame(u: Vec3, m: Vec3): EdgeFrame {
  return {
    u,
    m,
    at: (from, r, degrees) =>
      add(from, scale(add(scale(u, Math.cos(degrees * DEG)), scale(m, Math.sin(degrees * DEG))), r)),
  };
}

const atom = (element: number, position: Vec3, parent: number, order: BondOrder, charge = 0): NewAtom => ({
  element,
  position,
  parent,
  parentIsNew: true,
  order,
  charge,
});

/** The atoms of each edge group, the first bonded to the site carbon at `c` (its parent is fixed later). */
function groupAtoms(group: FunctionalGroupId, c: Vec3, f: EdgeFrame): NewAtom[] {
  const g = GEOMETRY;
  const s = BondOrder.Single;
  switch (group) {
    case '=O':
      return [atom(O, f.at(c, g.ketoneCO, 0), 0, BondOrder.Double)];
    case '-NH2': {
      // A planar amino N (C–N–H 120°, as the conjugated form of aniline), its H on either side.
      const n = f.at(c, g.arylCN, 0);
      return [atom(N, n, 0, s), atom(H, f.at(n, g.nh, 60), 0, s), atom(H, f.at(n, g.nh, -60), 0, s)];
    }
    case '-NO2': {
      const n = f.at(c, g.arylCNitro, 0);
      const turn = 180 - g.cnoAngle;
      // N+ with one N=O and one N–O−: a Lewis structure typers read as nitro.
      return [
        atom(N, n, 0, s, 1),
        atom(O, f.at(n, g.nitroNO, turn), 0, BondOrder.Double),
        atom(O, f.at(n, g.nitroNO, -turn), 0, s, -1),
      ];
    }
    case '-COOH': {
      // The hydroxyl O on the chosen side, the C=O on the other, H syn to C=O (the usual conformer).
      const cc = f.at(c, g.arylCC, 0);
      const oh = f.at(cc, g.acidCOH, 180 - g.ccohAngle);
      const back = 180 + (180 - g.ccohAngle);
      return [
        atom(C, cc, 0, s),
        atom(O, f.at(cc, g.acidCO, -(180 - g.ccoAngle)), 0, BondOrder.Double),
        atom(O, oh, 0, s),
        atom(H, f.at(oh, g.oh, back + g.acidCOHAngle), 2, s),
      ];
    }
    case '-O-': {
      const o = f.at(c, g.arylEtherCO, 0);
      const methyl = f.at(o, g.etherOCH3, 180 - g.etherCOCAngle);
      return [atom(O, o, 0, s), atom(C, methyl, 0, s), ...methylHydrogens(o, methyl, f)];
    }
    default:
      throw new Error(`${group} is not an edge group`);
  }
}

/** Three H on the methyl carbon, tetrahedral, one in the group's plane anti to the site (staggered). */
function methylHydrogens(o: Vec3, methyl: Vec3, f: EdgeFrame): NewAtom[] {
  const axis = unit(add(methyl, scale(o, -1)));
  const inPlane = unit(cross(cross(axis, f.m), axis));
  const across = unit(cross(axis, inPlane));
  const beta = (180 - TETRAHEDRAL) * DEG;
  return [0, 120, 240].map((phi) => {
    const around = add(scale(inPlane, Math.cos(phi * DEG)), scale(across, Math.sin(phi * DEG)));
    const d = add(scale(axis, Math.cos(beta)), scale(around, Math.sin(beta)));
    return atom(H, add(methyl, scale(d, GEOMETRY.ch)), 1, BondOrder.Single);
  });
}

/**
 * An edge group replacing the H `h` (bond `hBond`) of edge carbon `site`, its plane perpendicular to the surface, its side given
 * by m (spec orientation). A carbonyl makes the carbon's two ring bonds single (a ketone carbon in the ring).
 */
export function edgeGroup(
  draft: Draft,
  group: FunctionalGroupId,
  site: number,
  h: number,
  hBond: number,
  m: Vec3,
): Proposal {
  const f = frame(unit(draft.bondVector(site, hBond)), m);
  const adds = groupAtoms(group, draft.positions[site]!, f).map((a, i) =>
    i === 0 ? { ...a, parent: site, parentIsNew: false } : a,
  );
  const ringBonds = draft.neighbours[site]!.filter((x) => x.atom !== h);
  return {
    carbons: [site],
    moves: [],
    removes: [h],
    adds,
    orders: group === '=O' ? ringBonds.map((x): [number, BondOrder] => [x.bond, BondOrder.Single]) : [],
  };
}
