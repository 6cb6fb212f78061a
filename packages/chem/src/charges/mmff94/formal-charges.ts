import type { MmffGraph } from './graph.js';
import { degree } from './graph.js';

/**
 * MMFF formal charges (Halgren, J. Comput. Chem. 1996, 17, 616, §"formal charges"): set by type,
 * and shared over the atoms that carry them jointly: the terminal O/S of carboxylates (−1/2),
 * carbonates (−2/3), nitrate (−1/3), phosphates and sulfonates (−(n−1)/n over n terminal
 * oxygens), perchlorate; N5M nitrogens share −1 over the ring; NCN+/NGD+/NIM+ nitrogens share
 * the input formal charge over the nitrogens conjugated through CNN+/CIM+ carbons.
 */
export function mmffFormalCharges(g: MmffGraph, types: readonly number[]): Float64Array {
  return Float64Array.from(types, (t, i) => formalCharge(g, types, i, t));
}

const PLUS_ONE = new Set([34, 49, 51, 54, 58, 92, 93, 94, 97]);
const PLUS_TWO = new Set([87, 95, 96, 98, 99]);
const MINUS_ONE = new Set([35, 62, 89, 90, 91]);

function formalCharge(g: MmffGraph, types: readonly number[], i: number, t: number): number {
  if (PLUS_ONE.has(t)) return 1;
  if (PLUS_TWO.has(t)) return 2;
  if (t === 88) return 3;
  if (MINUS_ONE.has(t)) return -1;
  switch (t) {
    case 32:
    case 72:
      return terminalShare(g, types, i);
    case 76:
      return ringAnionShare(g, types, i);
    case 55:
    case 56:
    case 81:
      return conjugatedCationShare(g, types, i);
    case 61:
      return g.neighbours[i]!.some((a) => types[a] === 42) ? 1 : 0; // diazonium
    default:
      return 0;
  }
}

/** Charge of a terminal O/S, shared with the other terminal O/S on the same centre. */
function terminalShare(g: MmffGraph, types: readonly number[], i: number): number {
  for (const a of g.neighbours[i]!) {
    let secondaryN = 0;
    let terminal = 0;
    for (const b of g.neighbours[a]!) {
      const z = g.elements[b]!;
      if (z === 7 && degree(g, b) === 2 && !g.aromatic[b]) secondaryN++;
      if ((z === 8 || z === 16) && degree(g, b) === 1) terminal++;
    }
    // S(=O)2 with one secondary N: a deprotonated sulfonamide, the N is no oxygen stand-in.
    if (g.elements[a] === 16 && terminal === 2 && secondaryN === 1) secondaryN = 0;
    const share = centreShare(g.elements[a]!, types[a]!, terminal, secondaryN);
    if (share !== undefined) return share;
  }
  return 0;
}

function centreShare(z: number, t: number, terminal: number, secondaryN: number): number | undefined {
  if (terminal === 0) return undefined;
  const spread = terminal === 1 ? 0 : -(terminal - 1) / terminal;
  if (z === 6) return terminal === 1 ? -1 : spread;
  if (t === 45 && terminal === 3) return -1 / 3;
  if (t === 25 || t === 73) return spread;
  if (t === 18) return secondaryN + terminal === 2 ? 0 : -(secondaryN + terminal - 2) / terminal;
  if (t === 77) return -1 / terminal;
  return undefined;
}

/** −1 shared over the N5M nitrogens of the first SSSR ring through atom i. */
function ringAnionShare(g: MmffGraph, types: readonly number[], i: number): number {
  const r = g.ringsOf[i]![0];
  if (r === undefined) return 0;
  const count = g.rings[r]!.filter((a) => types[a] === 76).length;
  return count > 0 ? -1 / count : 0;
}

/** Input formal charge summed over the NCN+/NGD+/NIM+ nitrogens linked through CNN+/CIM+ carbons. */
function conjugatedCationShare(g: MmffGraph, types: readonly number[], i: number): number {
  const members = new Set([i]);
  const queue = [i];
  let charge = g.formalCharges[i]!;
  for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
    for (const c of g.neighbours[q]!) {
      if (types[c] !== 57 && types[c] !== 80) continue;
      for (const n of g.neighbours[c]!) {
        const t = types[n];
        if ((t !== 55 && t !== 56 && t !== 81) || members.has(n)) continue;
        members.add(n);
        charge += g.formalCharges[n]!;
        queue.push(n);
      }
    }
  }
  return charge / members.size;
}
