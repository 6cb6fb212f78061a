import type { HeavyGraph } from './graph.js';
import type { PartitionBead } from './partition.js';

/**
 * The ½-shared pattern Martini 3 uses for a benzene ring with one substituent (Souza et al. 2021 and
 * Alessandri et al. 2022, e.g. benzonitrile, thiophenol): three tiny beads of two atoms' weight each,
 * alternate ring atoms shared ½ between neighbouring beads, so the beads sit where benzene's do.
 * - a substituent of two or more heavy atoms keeps its own bead(s); the ring atom it hangs on is shared;
 * - a one-atom substituent (Cl, S, O, CH3) joins the ring atom it hangs on, which stays whole, and that
 *   atom's two ring neighbours are shared.
 * Returns undefined when the ring is not an isolated aromatic 6-ring with exactly one substituted atom.
 */
export function monoSubstitutedBenzene(
  ring: readonly number[],
  g: HeavyGraph,
  inRings: Uint8Array,
): { beads: PartitionBead[]; substituentAtom?: number } | undefined {
  if (ring.length !== 6 || !ring.every((a) => g.aromatic[a] === 1)) return undefined;
  const ringSet = new Set(ring);
  if (ring.some((a) => inRings[a]! > 1)) return undefined;
  const outside = ring.map((a) => g.nbrs[a]!.filter((b) => !ringSet.has(b)));
  const substituted = outside.flatMap((o, k) => (o.length > 0 ? [k] : []));
  if (substituted.length !== 1 || outside[substituted[0]!]!.length !== 1) return undefined;
  const i = substituted[0]!;
  const p = (k: number) => ring[(i + k) % 6]!;
  const x = outside[i]![0]!;
  const single = g.nbrs[x]!.length === 1;
  if (single) {
    return {
      substituentAtom: x,
      beads: [
        { atoms: [x, p(0), p(1), p(5)], weights: [1, 1, 0.5, 0.5] },
        { atoms: [p(2), p(1), p(3)], weights: [1, 0.5, 0.5] },
        { atoms: [p(4), p(3), p(5)], weights: [1, 0.5, 0.5] },
      ],
    };
  }
  return {
    beads: [
      { atoms: [p(1), p(0), p(2)], weights: [1, 0.5, 0.5] },
      { atoms: [p(3), p(2), p(4)], weights: [1, 0.5, 0.5] },
      { atoms: [p(5), p(4), p(0)], weights: [1, 0.5, 0.5] },
    ],
  };
}
