import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { AcBond } from './bond-codes.js';
import { bondStepAromaticClasses } from './aromatic-classes.js';
import type { TypingGraph } from './graph.js';
import { connections, isTerminalChalcogen } from './graph.js';
import type { TypingRings } from './rings.js';

/**
 * antechamber's bond classes from a Kekulé structure (Wang et al. 2006), in its order:
 * 1. a bond of a 5- or 6-ring whose atoms all lie in pure-aromatic or planar rings, joining two
 *    atoms of the same such class, becomes aromatic single/double (ring classes as in
 *    bondStepAromaticClasses, where indole's 5-ring is not aromatic);
 * 2. X=O / X=S on a "conjugated" centre (C with two terminal O/S: carboxylate; P with two:
 *    phosphate; S with three: sulfonate; N with two: nitro) becomes delocalized;
 * 3. an N (2 or 3 neighbours) to terminal O/S bond becomes an N-oxide bond, as antechamber decides
 *    it: always when N is the bond's second atom, and when N is the first atom only if N's first
 *    other neighbour is itself a terminal O/S;
 * 4. a remaining single bond to a terminal O/S (X–O⁻) becomes delocalized;
 * 5. the terminal O/S bonds of an S with three neighbours and two of them (sulfinate), and of a P
 *    with four neighbours and two or more, become delocalized.
 */
export function kekuleCodes(mol: Molecule): Uint8Array {
  return Uint8Array.from(mol.bonds.order, (o) =>
    o === BondOrder.Double ? AcBond.Double : o === BondOrder.Triple ? AcBond.Triple : AcBond.Single,
  );
}

function terminalCount(g: TypingGraph, i: number): number {
  return g.neighbours[i]!.filter((j) => isTerminalChalcogen(g, j)).length;
}

function conjugatedCentre(g: TypingGraph, i: number): boolean {
  const z = g.elements[i];
  const n = connections(g, i);
  const t = terminalCount(g, i);
  if (z === 6 && n === 3) return t >= 2;
  if (z === 15 && n === 4) return t >= 2;
  if (z === 16 && n === 4) return t >= 3;
  return z === 7 && n === 3 && t >= 2;
}

function markAromatic(g: TypingGraph, rings: TypingRings, codes: Uint8Array): void {
  const { counts } = bondStepAromaticClasses(g, rings, codes);
  const ar1 = counts[1]!;
  const ar2 = counts[2]!;
  const flat = (i: number): boolean => ar1[i]! > 0 || ar2[i]! > 0;
  const aromaticRings = rings.rings.filter((r) => (r.length === 5 || r.length === 6) && r.every(flat));
  g.bondAtoms.forEach(([a, b], k) => {
    if (!((ar1[a]! > 0 && ar1[b]! > 0) || (ar2[a]! > 0 && ar2[b]! > 0))) return;
    if (!aromaticRings.some((r) => r.includes(a) && r.includes(b))) return;
    if (codes[k] === AcBond.Single) codes[k] = AcBond.AromaticSingle;
    else if (codes[k] === AcBond.Double) codes[k] = AcBond.AromaticDouble;
  });
}

const nitrogenOxide = (g: TypingGraph, n: number, o: number): boolean =>
  g.elements[n] === 7 && (connections(g, n) === 2 || connections(g, n) === 3) && isTerminalChalcogen(g, o);

/** Steps 2–4 for one bond. */
function delocalize(g: TypingGraph, k: number, code: number, conj: boolean[]): number {
  const [a, b] = g.bondAtoms[k]!;
  if (code === AcBond.Double) {
    if ((conj[a] && isTerminalChalcogen(g, b)) || (conj[b] && isTerminalChalcogen(g, a))) {
      return AcBond.Delocalized;
    }
  }
  if (nitrogenOxide(g, a, b)) {
    const other = g.neighbours[a]!.find((j) => j !== b);
    if (other !== undefined && isTerminalChalcogen(g, other)) return AcBond.NitrogenOxide;
  }
  if (nitrogenOxide(g, b, a)) return AcBond.NitrogenOxide;
  if (code === AcBond.Single && (isTerminalChalcogen(g, a) || isTerminalChalcogen(g, b))) {
    return AcBond.Delocalized;
  }
  return code;
}

function delocalizeOxyanions(g: TypingGraph, codes: Uint8Array): void {
  for (let i = 0; i < g.atomCount; i++) {
    const z = g.elements[i];
    const n = connections(g, i);
    const t = terminalCount(g, i);
    if (!((z === 16 && n === 3 && t === 2) || (z === 15 && n === 4 && t >= 2))) continue;
    for (const j of g.neighbours[i]!) {
      if (isTerminalChalcogen(g, j)) codes[g.bondBetween(i, j)] = AcBond.Delocalized;
    }
  }
}

export function bondClasses(g: TypingGraph, rings: TypingRings, kekule: Uint8Array): Uint8Array {
  const codes = kekule.slice();
  markAromatic(g, rings, codes);
  const conj = Array.from({ length: g.atomCount }, (_, i) => conjugatedCentre(g, i));
  for (let k = 0; k < codes.length; k++) codes[k] = delocalize(g, k, codes[k]!, conj);
  delocalizeOxyanions(g, codes);
  return codes;
}
