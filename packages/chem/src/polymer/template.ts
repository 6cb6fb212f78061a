import type { BondOrder } from '../core/bond-order.js';
import { sub } from '../core/vec3.js';
import type { Vec3 } from '../core/vec3.js';
import { unit as normalise } from './geometry.js';
import type { PolymerUnit } from './unit.js';

/** One piece of a chain: a repeat unit (entered by one link, left by the other) or an end group. */
export interface ChainPiece {
  readonly unit: PolymerUnit;
  /** Link (index into unit.links) bonded to the previous piece; undefined for the first piece. */
  readonly enter?: number;
  /** Link bonded to the next piece; undefined for the last piece. */
  readonly leave?: number;
  readonly mirrored: boolean;
  readonly residue: { readonly name: string; readonly number: number };
}

/** A piece ready to place: its kept atoms in local coordinates, the in-atom at the origin. */
export interface Template {
  readonly count: number;
  readonly local: Float64Array;
  readonly elements: Uint8Array;
  readonly charges: Int8Array;
  /** Index in the unit (PolymerUnit, caps included) of each kept atom: the chain atoms' provenance. */
  readonly unitIndex: Uint32Array;
  /** Template index of the atom bonded to the previous piece, −1 for the first piece. */
  readonly inAtom: number;
  /** Local unit vector from the in-atom to its cap (where the previous piece's atom goes). */
  readonly inDir: Vec3;
  readonly outAtom: number;
  readonly outDir: Vec3;
  /** A neighbour of the in-atom (heavy first) that fixes the torsion about the new bond, −1 if none. */
  readonly inRef: number;
  /** Bonds between template atoms. */
  readonly bonds: readonly (readonly [number, number, BondOrder])[];
  /** Bonds from the in-atom, capped at 255. */
  readonly dist: Uint8Array;
}

/**
 * Kept atoms: all but the caps of the links used (the first piece keeps its entering cap and the last its
 * leaving cap, as chain-end hydrogens). A mirrored piece is reflected through the yz plane, which turns
 * each stereocentre into its enantiomer.
 */
export function makeTemplate(piece: ChainPiece, first: boolean, last: boolean, conformer = 0): Template {
  const { unit } = piece;
  const xyz = unit.conformers[conformer] ?? unit.positions;
  const n = unit.elements.length;
  const sign = piece.mirrored ? -1 : 1;
  const at = (i: number): Vec3 => [sign * xyz[3 * i]!, xyz[3 * i + 1]!, xyz[3 * i + 2]!];
  const drop = new Set<number>();
  const inLink = piece.enter === undefined ? undefined : unit.links[piece.enter];
  const outLink = piece.leave === undefined ? undefined : unit.links[piece.leave];
  // Caps of the links that join other pieces go; the chain's two ends keep theirs as hydrogens.
  if (inLink && !first) drop.add(inLink.cap);
  if (outLink && !last) drop.add(outLink.cap);
  const kept = [...Array(n).keys()].filter((i) => !drop.has(i));
  const index = new Map(kept.map((a, k) => [a, k]));
  const origin = inLink && !first ? at(inLink.atom) : ([0, 0, 0] as Vec3);
  const local = new Float64Array(3 * kept.length);
  kept.forEach((a, k) => local.set(sub(at(a), origin), 3 * k));
  const bonds = unit.bonds
    .filter((b) => index.has(b.a) && index.has(b.b))
    .map((b) => [index.get(b.a)!, index.get(b.b)!, b.order] as const);
  const dir = (l: { atom: number; cap: number } | undefined): Vec3 =>
    l ? normalise(sub(at(l.cap), at(l.atom))) : [0, 0, 0];
  const inAtom = inLink && !first ? index.get(inLink.atom)! : -1;
  return {
    count: kept.length,
    local,
    elements: Uint8Array.from(kept, (a) => unit.elements[a]!),
    charges: Int8Array.from(kept, (a) => unit.formalCharges[a]!),
    unitIndex: Uint32Array.from(kept),
    inAtom,
    inDir: dir(inLink),
    outAtom: outLink && !last ? index.get(outLink.atom)! : -1,
    outDir: dir(outLink),
    inRef:
      inAtom < 0
        ? -1
        : reference(
            inAtom,
            bonds,
            kept.map((a) => unit.elements[a]!),
          ),
    bonds,
    dist: distances(inAtom, kept.length, bonds),
  };
}

function reference(atom: number, bonds: Template['bonds'], elements: readonly number[]): number {
  const nbrs = bonds.flatMap(([a, b]) => (a === atom ? [b] : b === atom ? [a] : []));
  return nbrs.find((x) => elements[x] !== 1) ?? nbrs[0] ?? -1;
}

function distances(from: number, count: number, bonds: Template['bonds']): Uint8Array {
  const dist = new Uint8Array(count).fill(255);
  if (from < 0) return dist;
  const adj: number[][] = Array.from({ length: count }, () => []);
  for (const [a, b] of bonds) {
    adj[a]!.push(b);
    adj[b]!.push(a);
  }
  dist[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const a = queue[q]!;
    for (const b of adj[a]!) {
      if (dist[b] === 255 && dist[a]! < 254) {
        dist[b] = dist[a]! + 1;
        queue.push(b);
      }
    }
  }
  return dist;
}
