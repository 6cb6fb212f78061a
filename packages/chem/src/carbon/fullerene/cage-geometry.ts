import type { Automorphism } from './automorphisms.js';
import { checkCage } from './cage-checks.js';
import type { CageReport } from './cage-checks.js';
import { topologicalCoordinates } from './embed.js';
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

/**
 * 3D coordinates of a cage: topological coordinates (or the given start, e.g. the Goldberg–Coxeter
 * sphere) relaxed by the cage force field, with the checks every cage must pass measured.
 */
export function cageGeometry(
  g: FullereneGraph,
  autos: readonly Automorphism[],
  start?: Float64Array,
): CageGeometry {
  const relaxed = relaxCage(g, start ?? topologicalCoordinates(g, START_BOND));
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

/** Unit-sphere start points scaled to the radius of a cage of n atoms with START_BOND bonds. */
export function scaledSphere(sphere: Float64Array, n: number): Float64Array {
  // A graphene-like atom covers 3√3/4 · b² of surface; 4πR² = n · that.
  const radius = Math.sqrt((n * 3 * Math.sqrt(3) * START_BOND ** 2) / (4 * 4 * Math.PI));
  return sphere.map((v) => v * radius);
}
