import { BondOrder } from '../core/bond-order.js';
import { covalentRadius } from '../core/elements.js';
import { add, scale, sub } from '../core/vec3.js';
import type { Mat3, Vec3 } from '../core/vec3.js';
import { apply, dihedral, multiply, rotation, rotationBetween, unit as normalise } from './geometry.js';
import { CONTACT, contactLimit } from './contacts.js';
import { GrowingGrid } from './grid.js';
import { polymerError } from './polymer-error.js';
import type { Random } from './random.js';
import type { ChainPiece, Template } from './template.js';
import { makeTemplate } from './template.js';

/**
 * Self-avoiding growth. Each piece is placed so that its in-atom sits on the previous piece's out-cap
 * direction at the sum of the two covalent radii (C–C 1.52 Å) and its own in-cap direction points back
 * along that bond: both junction angles are then the capped units' own (tetrahedral, trigonal …) angles.
 * The piece is turned about the new bond to the torsion asked for (the dihedral X–out–in–Y of the two
 * neighbouring backbone atoms); if an atom would then come too close to an atom already placed, other
 * torsions are tried (15° steps away from the one asked, or fresh random draws), and when none fits the
 * previous piece is taken away and placed at its next torsion (back-tracking). Contacts are found with a
 * cell list; pairs 1–2 and 1–3 across a junction are not contacts, 1–4 heavy pairs must stay ≥ 2.5 Å,
 * pairs four or five bonds apart ≥ 2.5 Å (heavy) and ≥ 1.6 Å (with a hydrogen) — their distance is
 * largely fixed by the units' own conformations — and pairs further apart ≥ 2.9 Å and ≥ 1.9 Å.
 */
export { CONTACT, contactLimit } from './contacts.js';
const CANDIDATES = 24;
/** Most pieces one back-track takes away. */
const MAX_JUMP = 12;
/** Bond length assumed for the look-ahead site (Å). */
const NEXT_BOND = 1.5;
const STEP = (15 * Math.PI) / 180;

export interface GrowOptions {
  /** Degrees, −180…180, or 'random'. */
  readonly torsion: number | 'random';
  readonly random: Random;
}

export interface GrownChain {
  readonly count: number;
  readonly positions: Float64Array;
  readonly elements: Uint8Array;
  readonly charges: Int8Array;
  readonly pieceOf: Uint32Array;
  /** Each atom's index in its piece's unit (PolymerUnit atoms, caps included). */
  readonly unitAtom: Uint32Array;
  readonly bonds: { readonly a: number[]; readonly b: number[]; readonly order: BondOrder[] };
  /** Junctions placed at another torsion than the one asked for (fixed torsion only). */
  readonly deviated: number;
  readonly backtracks: number;
}

interface Placed {
  readonly atomStart: number;
  readonly bondStart: number;
  readonly candidates: number[];
  next: number;
  outDir: Vec3;
  outAtom: number;
  chosen: number;
}

class Chain {
  readonly positions: Float64Array;
  readonly elements: Uint8Array;
  readonly charges: Int8Array;
  readonly pieceOf: Uint32Array;
  readonly unitAtom: Uint32Array;
  readonly adj: number[][] = [];
  readonly bonds = { a: [] as number[], b: [] as number[], order: [] as BondOrder[] };
  readonly grid = new GrowingGrid(CONTACT.heavy);
  count = 0;

  constructor(capacity: number) {
    this.positions = new Float64Array(3 * capacity);
    this.elements = new Uint8Array(capacity);
    this.charges = new Int8Array(capacity);
    this.pieceOf = new Uint32Array(capacity);
    this.unitAtom = new Uint32Array(capacity);
  }

  at(i: number): Vec3 {
    return [this.positions[3 * i]!, this.positions[3 * i + 1]!, this.positions[3 * i + 2]!];
  }

  bond(a: number, b: number, order: BondOrder): void {
    this.bonds.a.push(a);
    this.bonds.b.push(b);
    this.bonds.order.push(order);
    this.adj[a]!.push(b);
    this.adj[b]!.push(a);
  }

  truncate(atomStart: number, bondStart: number): void {
    for (let k = this.bonds.a.length - 1; k >= bondStart; k--) {
      this.adj[this.bonds.a[k]!]!.pop();
      this.adj[this.bonds.b[k]!]!.pop();
    }
    this.bonds.a.length = this.bonds.b.length = this.bonds.order.length = bondStart;
    for (let i = this.count - 1; i >= atomStart; i--) this.grid.removeNewest(i);
    this.adj.length = atomStart;
    this.count = atomStart;
  }

  /** Atoms within four bonds of `atom`, with their bond distance (further ones are ≥ 6 from a new atom). */
  near(atom: number): Map<number, number> {
    const d = new Map([[atom, 0]]);
    let frontier = [atom];
    for (let level = 1; level <= 4; level++) {
      const next: number[] = [];
      for (const a of frontier) {
        for (const b of this.adj[a]!) {
          if (!d.has(b)) {
            d.set(b, level);
            next.push(b);
          }
        }
      }
      frontier = next;
    }
    return d;
  }
}

export function growChain(pieces: readonly ChainPiece[], options: GrowOptions): GrownChain {
  const templates = variantsOf(pieces);
  const chain = new Chain(templates.reduce((s, t) => s + t[0]!.count, 0));
  const placed: Placed[] = [placeFirst(chain, templates[0]![0]!)];
  let budget = 200 + 20 * pieces.length;
  let backtracks = 0;
  let resume: Placed | undefined;
  const fails = new Map<number, number>();
  while (placed.length < pieces.length) {
    const k = placed.length;
    const state = place(chain, templates[k]!, k, placed[k - 1]!, options, resume);
    resume = undefined;
    if (state) {
      placed.push(state);
      continue;
    }
    // Nothing fits: take pieces away and move the earliest of them on to its next candidate. The jump
    // grows with the failures at this depth, so a chain wound into a dead end (a helix closing on itself)
    // is unwound further back than one piece.
    backtracks++;
    const failed = (fails.get(k) ?? 0) + 1;
    fails.set(k, failed);
    if (--budget < 0 || (k === 1 && options.torsion !== 'random')) {
      throw polymerError(
        'no-room',
        `Unit ${k + 1} of ${pieces.length} could not be placed without overlaps.`,
        {
          unit: k + 1,
          units: pieces.length,
        },
      );
    }
    if (k === 1) continue; // random torsions: piece 1 draws afresh
    const jump = Math.min(k - 1, failed <= 3 ? 1 : Math.min(MAX_JUMP, 2 ** Math.floor((failed - 2) / 2)));
    for (let j = 0; j < jump; j++) resume = placed.pop()!;
    for (const d of fails.keys()) if (d > k - jump) fails.delete(d);
    chain.truncate(resume!.atomStart, resume!.bondStart);
  }
  const asked = options.torsion === 'random' ? undefined : options.torsion;
  const deviated =
    asked === undefined ? 0 : placed.slice(1).filter((p) => Math.abs(p.chosen - asked) > 1e-9).length;
  const n = chain.count;
  return {
    count: n,
    positions: chain.positions.subarray(0, 3 * n),
    elements: chain.elements.subarray(0, n),
    charges: chain.charges.subarray(0, n),
    pieceOf: chain.pieceOf.subarray(0, n),
    unitAtom: chain.unitAtom.subarray(0, n),
    bonds: chain.bonds,
    deviated,
    backtracks,
  };
}

/** Each piece's templates, one per backbone conformer of its unit; shared between pieces alike. */
function variantsOf(pieces: readonly ChainPiece[]): Template[][] {
  const cache = new Map<string, Template[]>();
  const ids = new Map<object, number>();
  return pieces.map((p, k) => {
    const first = k === 0;
    const last = k === pieces.length - 1;
    if (!ids.has(p.unit)) ids.set(p.unit, ids.size);
    const key = [ids.get(p.unit), p.enter, p.leave, p.mirrored, first, last].join(' ');
    let list = cache.get(key);
    if (!list) {
      list = first
        ? [makeTemplate(p, first, last, 0)]
        : p.unit.conformers.map((_, c) => makeTemplate(p, first, last, c));
      cache.set(key, list);
    }
    return list;
  });
}

function placeFirst(chain: Chain, t: Template): Placed {
  commit(chain, t, 0, (i) => [t.local[3 * i]!, t.local[3 * i + 1]!, t.local[3 * i + 2]!]);
  const outAtom = t.outAtom < 0 ? -1 : t.outAtom;
  return { atomStart: 0, bondStart: 0, candidates: [], next: 0, outDir: t.outDir, outAtom, chosen: NaN };
}

function commit(chain: Chain, t: Template, piece: number, position: (i: number) => Vec3): number {
  const start = chain.count;
  for (let i = 0; i < t.count; i++) {
    const p = position(i);
    const g = start + i;
    chain.positions.set(p, 3 * g);
    chain.elements[g] = t.elements[i]!;
    chain.charges[g] = t.charges[i]!;
    chain.pieceOf[g] = piece;
    chain.unitAtom[g] = t.unitIndex[i]!;
    chain.adj.push([]);
    chain.grid.add(g, p[0], p[1], p[2]);
  }
  chain.count += t.count;
  for (const [a, b, order] of t.bonds) chain.bond(start + a, start + b, order);
  return start;
}

function candidates(options: GrowOptions): number[] {
  if (options.torsion === 'random') {
    return Array.from({ length: CANDIDATES }, () => (options.random() * 2 - 1) * Math.PI);
  }
  const asked = (options.torsion * Math.PI) / 180;
  const out = [asked];
  for (let s = 1; out.length < CANDIDATES; s++) out.push(asked + s * STEP, asked - s * STEP);
  return out.slice(0, CANDIDATES);
}

/**
 * Places piece k after `prev` at the first (torsion, backbone conformer) that fits, torsions in the order
 * of `candidates` and conformers in the unit's order for each, continuing `resume`'s list; or undefined.
 */
function place(
  chain: Chain,
  variants: readonly Template[],
  k: number,
  prev: Placed,
  options: GrowOptions,
  resume?: Placed,
): Placed | undefined {
  const atomStart = chain.count;
  const bondStart = chain.bonds.a.length;
  const list = resume?.candidates ?? candidates(options);
  const outPos = chain.at(prev.outAtom);
  const u = prev.outDir;
  const ref = chain.adj[prev.outAtom]!.find((a) => chain.elements[a] !== 1) ?? chain.adj[prev.outAtom]![0];
  const near = chain.near(prev.outAtom);
  const frames = variants.map((t) => frame(chain, t, prev, outPos, ref));
  for (let c = resume?.next ?? 0; c < list.length * variants.length; c++) {
    const v = c % variants.length;
    const t = variants[v]!;
    const { origin, r0, current } = frames[v]!;
    const torsion = list[Math.floor(c / variants.length)]!;
    const rot = multiply(rotation(u, torsion - current), r0);
    const pos = (i: number): Vec3 => add(origin, apply(rot, localOf(t, i)));
    if (clashes(chain, t, pos, near)) continue;
    if (
      t.outAtom >= 0 &&
      nextSiteBlocked(chain, t, add(pos(t.outAtom), scale(apply(rot, t.outDir), NEXT_BOND)), near)
    )
      continue;
    commit(chain, t, k, pos);
    chain.bond(prev.outAtom, atomStart + t.inAtom, BondOrder.Single);
    // Normalised again: rounding would otherwise compound over hundreds of units into a scaled rotation.
    const outDir = t.outAtom < 0 ? ([0, 0, 0] as Vec3) : normalise(apply(rot, t.outDir));
    const chosen = options.torsion === 'random' ? torsion : (torsion * 180) / Math.PI;
    const outAtom = t.outAtom < 0 ? -1 : atomStart + t.outAtom;
    return { atomStart, bondStart, candidates: list, next: c + 1, outDir, outAtom, chosen };
  }
  return undefined;
}

/** Where a template goes: its in-atom position, the rotation aligning its in-cap, the torsion it then has. */
function frame(
  chain: Chain,
  t: Template,
  prev: Placed,
  outPos: Vec3,
  ref: number | undefined,
): { origin: Vec3; r0: Mat3; current: number } {
  const u = prev.outDir;
  const length = covalentRadius(chain.elements[prev.outAtom]!) + covalentRadius(t.elements[t.inAtom]!);
  const origin = add(outPos, scale(u, length));
  const r0 = rotationBetween(t.inDir, scale(u, -1));
  let current = 0;
  if (ref !== undefined && t.inRef >= 0)
    current = dihedral(chain.at(ref), outPos, origin, add(origin, apply(r0, localOf(t, t.inRef))));
  return { origin, r0, current };
}

/**
 * Look-ahead: the next piece's in-atom will sit on this piece's out-cap direction whatever its own torsion,
 * so a candidate whose next site is already taken is a dead end; refusing it here saves a back-track.
 */
function nextSiteBlocked(chain: Chain, t: Template, site: Vec3, near: Map<number, number>): boolean {
  const da = t.dist[t.outAtom]! + 1;
  return chain.grid.near(site[0], site[1], site[2], (b) => {
    const limit = contactLimit(da + 1 + (near.get(b) ?? 99), chain.elements[b] !== 1);
    const d = sub(site, chain.at(b));
    return d[0] * d[0] + d[1] * d[1] + d[2] * d[2] < limit * limit;
  });
}

const localOf = (t: Template, i: number): Vec3 => [t.local[3 * i]!, t.local[3 * i + 1]!, t.local[3 * i + 2]!];

function clashes(chain: Chain, t: Template, pos: (i: number) => Vec3, near: Map<number, number>): boolean {
  for (let i = 0; i < t.count; i++) {
    const p = pos(i);
    const heavyI = t.elements[i] !== 1;
    const da = t.dist[i]!;
    const hit = chain.grid.near(p[0], p[1], p[2], (b) => {
      const sep = da + 1 + (near.get(b) ?? 99);
      const both = heavyI && chain.elements[b] !== 1;
      const limit = contactLimit(sep, both);
      const d = sub(p, chain.at(b));
      return d[0] * d[0] + d[1] * d[1] + d[2] * d[2] < limit * limit;
    });
    if (hit) return true;
  }
  return false;
}
