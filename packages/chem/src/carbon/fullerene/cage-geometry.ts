import type { Automorphism } from './automorphisms.js';
import { cagePasses, checkCage } from './cage-checks.js';
import type { CageReport } from './cage-checks.js';
import { topologicalBasis, topologicalCoordinates } from './embed.js';
import type { FullereneGraph } from './fullerene-graph.js';
import type { FullerenePointGroup } from './point-group.js';
import { relaxCage } from './relax.js';
import { spatialSymmetry } from './symmetry-3d.js';

/** Bond length the start geometry is scaled to before relaxing, Å (between the force field's 1.40 and 1.45). */
export const START_BOND = 1.43;

export interface CageGeometry {
  readonly positions: Float64Array;
  readonly checks: CageReport & {
    /** Point group of the relaxed coordinates (symmetry operations within 0.01 Å). */
    readonly pointGroup3d: FullerenePointGroup;
    /** Largest displacement of an atom from its image under the operations found, Å. */
    readonly symmetryDeviation: number;
  };
  readonly relaxSteps: number;
}

/** Leading topological vectors whose triples are tried when eigenvectors 2–4 do not give a sound cage. */
const TOPOLOGICAL_VECTORS = 6;

/**
 * 3D coordinates of a cage: a start relaxed by the cage force field, with the checks every cage must pass
 * measured. The start is the given one (e.g. the Goldberg–Coxeter sphere) or topological coordinates from
 * eigenvectors 2–4; for elongated cages, whose P-like shell is interleaved with longitudinal vectors and
 * folds (C60-D5d, a capped (5,5) tube), the other triples of the six leading vectors are tried in order
 * until the relaxed cage passes its checks with the point group `expected`. The last try is returned if
 * none does; the caller decides.
 */
export function cageGeometry(
  g: FullereneGraph,
  autos: readonly Automorphism[],
  expected: FullerenePointGroup,
  start?: Float64Array,
): CageGeometry {
  if (start) return measured(g, autos, start);
  let last = measured(g, autos, topologicalCoordinates(g, START_BOND));
  if (sound(last, expected)) return last;
  // The six-vector subspace may end inside a degenerate shell; any vectors of it make a start, so the
  // iteration is capped rather than run to convergence.
  const basis = topologicalBasis(g, TOPOLOGICAL_VECTORS, 3000);
  for (const pick of triples(TOPOLOGICAL_VECTORS).slice(1)) {
    last = measured(g, autos, topologicalCoordinates(g, START_BOND, basis, pick));
    if (sound(last, expected)) return last;
  }
  return last;
}

const sound = (c: CageGeometry, expected: FullerenePointGroup): boolean =>
  cagePasses(c.checks) && c.checks.pointGroup3d === expected;

function measured(g: FullereneGraph, autos: readonly Automorphism[], start: Float64Array): CageGeometry {
  const relaxed = relaxCage(g, start);
  const spatial = spatialSymmetry(relaxed.positions, autos);
  return {
    positions: relaxed.positions,
    checks: {
      ...checkCage(g, relaxed.positions),
      pointGroup3d: spatial.pointGroup,
      symmetryDeviation: spatial.maxDeviation,
    },
    relaxSteps: relaxed.steps,
  };
}

/** Index triples of 0..n−1 in lexicographic order ([0,1,2] first). */
function triples(n: number): number[][] {
  const out: number[][] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) out.push([a, b, c]);
  return out;
}

/** Unit-sphere start points scaled to the radius of a cage of n atoms with START_BOND bonds. */
export function scaledSphere(sphere: Float64Array, n: number): Float64Array {
  // A graphene-like atom covers 3√3/4 · b² of surface; 4πR² = n · that.
  const radius = Math.sqrt((n * 3 * Math.sqrt(3) * START_BOND ** 2) / (4 * 4 * Math.PI));
  return sphere.map((v) => v * radius);
}
