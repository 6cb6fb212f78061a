import type { Molecule } from '../../core/molecule.js';
import { findRings } from '../../perception/rings.js';
import type { HeavyGraph } from './graph.js';
import { bondOrder } from './graph.js';
import { monoSubstitutedBenzene } from './shared-ring.js';

/** One bead of a heavy-atom partition: atoms and their weights (1, or ½ for a shared atom). */
export interface PartitionBead {
  readonly atoms: number[];
  readonly weights?: number[];
}

/**
 * Martini 3's mapping order (Souza et al. 2021; Alessandri et al. 2022, mapping rules): rings first,
 * a ring's atoms in 2-to-1 tiny beads around the ring; then the chains, 4-to-1 where they can, 3 or 2
 * at the ends, functional groups whole. Every walk starts from the lowest atom index, so the result is
 * deterministic.
 */
export function autoPartition(mol: Molecule, g: HeavyGraph): PartitionBead[] {
  const taken = new Int32Array(mol.atomCount).fill(-1);
  const beads: number[][] = [];
  const shared: PartitionBead[] = [];
  const add = (atoms: number[]): void => {
    for (const a of atoms) taken[a] = beads.length;
    beads.push(atoms);
  };
  const rings = [...findRings(mol).rings]
    .filter((r) => r.every((a) => g.isHeavy[a]))
    .sort((x, y) => x.length - y.length || Math.min(...x) - Math.min(...y));
  const inRings = new Uint8Array(mol.atomCount);
  for (const r of rings) for (const a of r) inRings[a]!++;
  for (const ring of rings) {
    const mono = monoSubstitutedBenzene(ring, g, inRings);
    if (mono) {
      for (const b of mono.beads) for (const a of b.atoms) taken[a] = -2;
      shared.push(...mono.beads);
      continue;
    }
    const size = ring.every((a) => g.aromatic[a] === 1) ? 2 : 3;
    for (const run of freeRuns(ring, taken)) for (const p of ringPieces(run, size)) add(p);
  }
  chainBeads(mol, g, taken, add);
  mergeSingles(g, beads);
  const whole = beads.filter((b) => b.length > 0).map((atoms) => ({ atoms: atoms.sort((a, b) => a - b) }));
  return [...shared, ...whole].sort((x, y) => Math.min(...x.atoms) - Math.min(...y.atoms));
}

/** The ring's atoms not yet in a bead, as runs of consecutive ring atoms, starting at the lowest index. */
function freeRuns(ring: readonly number[], taken: Int32Array): number[][] {
  const n = ring.length;
  const firstTaken = ring.findIndex((a) => taken[a] !== -1);
  if (firstTaken === -1) {
    const lo = ring.indexOf(Math.min(...ring));
    return [ring.map((_, k) => ring[(lo + k) % n]!)];
  }
  const runs: number[][] = [];
  let current: number[] = [];
  for (let k = 1; k <= n; k++) {
    const a = ring[(firstTaken + k) % n]!;
    if (taken[a] === -1) current.push(a);
    else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  }
  return runs;
}

/**
 * Consecutive ring atoms in pieces of `size`: 2 for aromatic rings (2-to-1, T beads), 3 for aliphatic ones
 * (3-to-1, S beads — Souza 2021 maps cyclohexane-like rings 3-to-1); a remainder that would leave one atom
 * alone makes the last two pieces one atom shorter and longer instead.
 */
function ringPieces(run: number[], size: number): number[][] {
  const out: number[][] = [];
  let k = 0;
  while (run.length - k >= 2 * size) {
    out.push(run.slice(k, k + size));
    k += size;
  }
  const rest = run.length - k;
  if (rest <= size + 1) out.push(run.slice(k));
  else {
    const half = Math.ceil(rest / 2);
    out.push(run.slice(k, k + half), run.slice(k + half));
  }
  return out;
}

/**
 * Functional groups stay whole: a terminal heavy atom that is a heteroatom or multiply bonded (C=O, C≡N,
 * OH, NH2, a halogen) joins the unit of the atom it hangs on.
 */
function units(mol: Molecule, g: HeavyGraph, free: readonly number[]): number[][] {
  const unitOf = new Map<number, number[]>();
  const freeSet = new Set(free);
  for (const a of free) {
    const deg = g.nbrs[a]!.length;
    const host = g.nbrs[a]![0];
    const hetero = mol.elements[a] !== 6;
    if (deg === 1 && host !== undefined && freeSet.has(host)) {
      if (hetero || bondOrder(g, mol.atomCount, a, host) > 1) {
        const u = unitOf.get(host) ?? [host];
        u.push(a);
        unitOf.set(host, u);
        unitOf.set(a, u);
        continue;
      }
    }
    if (!unitOf.has(a)) unitOf.set(a, [a]);
  }
  return [...new Set(unitOf.values())];
}

function chainBeads(mol: Molecule, g: HeavyGraph, taken: Int32Array, add: (a: number[]) => void): void {
  const free = g.heavy.filter((a) => taken[a] === -1);
  const list = units(mol, g, free);
  const unitOf = new Map<number, number[]>();
  for (const u of list) for (const a of u) unitOf.set(a, u);
  const left = new Set(list);
  const unitNbrs = (u: number[]): number[][] => {
    const out = new Set<number[]>();
    for (const a of u)
      for (const b of g.nbrs[a]!) if (unitOf.has(b) && unitOf.get(b) !== u) out.add(unitOf.get(b)!);
    return [...out].filter((v) => left.has(v)).sort((x, y) => x[0]! - y[0]!);
  };
  while (left.size > 0) {
    const component = reach([...left][0]!, unitNbrs);
    const remaining = component.reduce((s, u) => s + u.length, 0);
    const target = remaining <= 4 ? remaining : remaining === 5 || remaining === 6 ? 3 : 4;
    const start =
      component.filter((u) => unitNbrs(u).length <= 1).sort((x, y) => Math.min(...x) - Math.min(...y))[0] ??
      component[0]!;
    const bead: number[] = [];
    const queue = [start];
    const seen = new Set([start]);
    while (queue.length > 0) {
      const u = queue.shift()!;
      if (bead.length > 0 && bead.length + u.length > target) continue;
      bead.push(...u);
      left.delete(u);
      for (const v of unitNbrs(u)) {
        if (seen.has(v)) continue;
        seen.add(v);
        queue.push(v);
      }
    }
    add(bead);
  }
}

function reach(start: number[], next: (u: number[]) => number[][]): number[][] {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    for (const v of next(stack.pop()!)) {
      if (seen.has(v)) continue;
      seen.add(v);
      stack.push(v);
    }
  }
  return [...seen].sort((x, y) => Math.min(...x) - Math.min(...y));
}

/** A lone heavy atom joins the smallest bonded bead of fewer than 4 atoms (toluene's methyl, phenol's O). */
function mergeSingles(g: HeavyGraph, beads: number[][]): void {
  const beadOf = new Map<number, number>();
  beads.forEach((b, i) => b.forEach((a) => beadOf.set(a, i)));
  beads.forEach((b, i) => {
    if (b.length !== 1) return;
    const a = b[0]!;
    const options = [...new Set(g.nbrs[a]!.flatMap((x) => beadOf.get(x) ?? []))]
      .filter((j) => j !== i && beads[j]!.length > 0 && beads[j]!.length < 4)
      .sort((x, y) => beads[x]!.length - beads[y]!.length || x - y);
    const j = options[0];
    if (j === undefined) return;
    beads[j]!.push(a);
    beadOf.set(a, j);
    b.length = 0;
  });
}
