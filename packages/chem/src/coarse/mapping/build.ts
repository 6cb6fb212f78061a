import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { findRings } from '../../perception/rings.js';
import type { CgBead, CgMapping } from '../model.js';
import { beadSize, typeBead } from './bead-type.js';
import type { HeavyGraph } from './graph.js';
import { heavyGraph, isConnected } from './graph.js';
import type { PartitionBead } from './partition.js';
import { autoPartition } from './partition.js';

/** Automatic Martini 3 mapping of a perceived molecule (bonds, orders, charges set). */
export function mapMartini3(molecule: Molecule): CgMapping {
  const g = heavyGraph(molecule);
  return buildMapping(molecule, g, autoPartition(molecule, g));
}

/** The user's edited beads: checked (every heavy atom weight 1 in total, beads connected), then typed. */
export function remapMartini3(molecule: Molecule, partition: readonly PartitionBead[]): CgMapping {
  const g = heavyGraph(molecule);
  checkPartition(molecule, g, partition);
  return buildMapping(molecule, g, partition);
}

const refuse = (
  reason: string,
  message: string,
  atoms: number[],
  data: Record<string, string | number> = {},
) => new ChemError('invalid-request', message, atoms, { reason, ...data });

function checkPartition(mol: Molecule, g: HeavyGraph, partition: readonly PartitionBead[]): void {
  const total = new Float64Array(mol.atomCount);
  const firstBead = new Int32Array(mol.atomCount).fill(-1);
  partition.forEach((bead, i) => {
    const name = `B${i + 1}`;
    if (bead.atoms.length === 0)
      throw refuse('cg-empty-bead', `Bead ${name} has no atoms.`, [], { bead: name });
    bead.atoms.forEach((a, k) => {
      if (a < 0 || a >= mol.atomCount || !g.isHeavy[a]) {
        throw refuse(
          'cg-not-heavy-atom',
          `Atom ${a + 1} in bead ${name} is not a heavy atom of the molecule.`,
          [],
          { bead: name, atom: a + 1 },
        );
      }
      const w = bead.weights?.[k] ?? 1;
      if (total[a]! > 0 && (w !== 0.5 || total[a] !== 0.5)) {
        const other = `B${firstBead[a]! + 1}`;
        throw refuse(
          'cg-atom-in-two-beads',
          `Atom ${a + 1} in bead ${name}: atom already in bead ${other}.`,
          [a],
          { bead: name, otherBead: other },
        );
      }
      if (firstBead[a] === -1) firstBead[a] = i;
      total[a]! += w;
    });
    if (!isConnected(g, bead.atoms))
      throw refuse('cg-bead-not-connected', `The atoms of bead ${name} are not connected.`, [...bead.atoms], {
        bead: name,
      });
  });
  const missing = g.heavy.filter((a) => Math.abs(total[a]! - 1) > 1e-9);
  if (missing.length > 0)
    throw refuse('cg-atoms-not-in-bead', 'Some atoms are not cut into a bead.', missing);
}

function buildMapping(mol: Molecule, g: HeavyGraph, partition: readonly PartitionBead[]): CgMapping {
  const ringAtoms = new Uint8Array(mol.atomCount);
  const rings = findRings(mol).rings;
  for (const r of rings) for (const a of r) ringAtoms[a] = 1;
  const beads: CgBead[] = partition.map((p, i) => {
    const atoms: number[] = [];
    const weights: number[] = [];
    p.atoms.forEach((a, k) => {
      const w = p.weights?.[k] ?? 1;
      atoms.push(a);
      weights.push(w);
      for (let h = 0; h < mol.atomCount; h++) {
        if (g.hostOf[h] !== a) continue;
        atoms.push(h);
        weights.push(w);
      }
    });
    const charge = atoms.reduce((s, a, k) => s + weights[k]! * mol.formalCharges[a]!, 0);
    const ring = p.atoms.some((a) => ringAtoms[a]);
    const heavyWeight = p.atoms.reduce((s, _, k) => s + (p.weights?.[k] ?? 1), 0);
    return {
      name: `B${i + 1}`,
      size: beadSize(Math.round(heavyWeight)),
      ...typeBead(mol, g, p, ring, charge),
      atoms,
      weights,
      charge,
    };
  });
  return { beads, connections: connections(g, partition), ringBeads: ringSystems(rings, partition) };
}

function connections(g: HeavyGraph, partition: readonly PartitionBead[]): [number, number][] {
  const beadsOf = new Map<number, number[]>();
  partition.forEach((p, i) => p.atoms.forEach((a) => beadsOf.set(a, [...(beadsOf.get(a) ?? []), i])));
  const pairs = new Set<string>();
  const note = (x: number, y: number) => x !== y && pairs.add(`${Math.min(x, y)},${Math.max(x, y)}`);
  for (const [a, list] of beadsOf) {
    for (const x of list) for (const y of list) note(x, y);
    for (const b of g.nbrs[a]!) for (const x of list) for (const y of beadsOf.get(b) ?? []) note(x, y);
  }
  return [...pairs]
    .map((s) => s.split(',').map(Number) as [number, number])
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

/** Beads holding ring atoms, grouped by fused ring system (rings sharing an atom). */
function ringSystems(rings: readonly (readonly number[])[], partition: readonly PartitionBead[]): number[][] {
  const parent = rings.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  rings.forEach((r, i) =>
    rings.forEach((s, j) => j > i && r.some((a) => s.includes(a)) && (parent[find(i)] = find(j))),
  );
  const systems = new Map<number, Set<number>>();
  rings.forEach((r, i) => {
    const set = systems.get(find(i)) ?? new Set<number>();
    partition.forEach((p, b) => p.atoms.some((a) => r.includes(a)) && set.add(b));
    systems.set(find(i), set);
  });
  return [...systems.values()]
    .map((s) => [...s].sort((a, b) => a - b))
    .filter((s) => s.length > 0)
    .sort((a, b) => a[0]! - b[0]!);
}
