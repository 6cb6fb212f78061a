import type { CgMapping, Molecule, PartitionBead } from '@topoforge/chem';
import type { CgBeadWire, CgParameterSet } from '@topoforge/contract';

/**
 * The chem mapping (0-based) ↔ the spec's coarse-grained parameter set (001 §3, 1-based). The bead tree
 * lists heavy atoms only: hydrogens follow their heavy atom in chem, so the page never edits them.
 */
export function mappingToWire(molecule: Molecule, mapping: CgMapping): CgParameterSet {
  const n = mapping.beads.length;
  const A = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const [i, j] of mapping.connections) {
    A[i]![j] = 1;
    A[j]![i] = 1;
  }
  const matchedMaps = Array.from({ length: molecule.atomCount }, () => [] as number[]);
  const beads = mapping.beads.map((bead, b): CgBeadWire => {
    bead.atoms.forEach((a) => matchedMaps[a]!.push(b + 1));
    const children = bead.atoms
      .map((a, k) => ({ a, w: bead.weights[k] ?? 1 }))
      .filter(({ a }) => molecule.elements[a] !== 1)
      .map(({ a, w }) => ({
        nodeId: `${bead.name}-${a + 1}`,
        id: a + 1,
        label: molecule.names[a] ?? '',
        weight: w,
      }));
    return {
      nodeId: bead.name,
      id: b + 1,
      label: bead.name,
      type: bead.martini3Type,
      martini2Type: bead.martini2Type,
      size: bead.size,
      block: bead.block,
      charge: bead.charge,
      children,
    };
  });
  return {
    A,
    cg_beads: beads,
    matched_beads: mapping.beads.map((b) => b.block),
    matched_maps: matchedMaps,
    path_matrix: graphDistances(A),
    ring_beads: mapping.ringBeads.map((r) => r.map((b) => b + 1)),
  };
}

/** The user's beads as chem's partition: 0-based heavy atoms with their weights (default 1). */
export const partitionFromWire = (beads: readonly CgBeadWire[]): PartitionBead[] =>
  beads.map((bead) => ({
    atoms: bead.children.map((c) => c.id - 1),
    weights: bead.children.map((c) => c.weight ?? 1),
  }));

/** Breadth-first bead graph distances (number of bead–bead bonds); -1 between disconnected beads. */
export function graphDistances(A: readonly (readonly number[])[]): number[][] {
  return A.map((_, start) => {
    const dist = new Array<number>(A.length).fill(-1);
    dist[start] = 0;
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q]!;
      A[i]!.forEach((linked, j) => {
        if (linked === 1 && dist[j] === -1) {
          dist[j] = dist[i]! + 1;
          queue.push(j);
        }
      });
    }
    return dist;
  });
}
