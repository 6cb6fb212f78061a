import { automorphisms, isInversion, permutationOrder } from './automorphisms.js';
import type { Automorphism } from './automorphisms.js';
import type { FullereneGraph } from './fullerene-graph.js';
import { classifyPointGroup } from './point-group.js';
import type { FullerenePointGroup } from './point-group.js';

export interface GraphSymmetry {
  readonly pointGroup: FullerenePointGroup;
  readonly automorphisms: readonly Automorphism[];
}

/**
 * The point group of a fullerene from its graph alone: by Mani's theorem a 3-connected planar graph has a
 * polyhedral realisation whose symmetry group is its automorphism group, orientation-preserving
 * automorphisms being rotations.
 */
export function graphSymmetry(g: FullereneGraph): GraphSymmetry {
  const autos = automorphisms(g);
  const ops = autos.map((m) => ({
    proper: m.proper,
    order: permutationOrder(m.map),
    inversion: isInversion(g, m),
  }));
  return { pointGroup: classifyPointGroup(ops), automorphisms: autos };
}
