import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree } from './graph.js';

/**
 * Oxygen types (Halgren 1996, Table III): O+ (oxonium, 49), O=+ (oxenium, 51), OH2 (70), the
 * divalent OR/OC=O/OC=C… family (6); terminal oxygens are OM/OM2 oxides (35), O2CM-like shared
 * anionic oxygens (32: carboxylate, nitro, N-oxide, sulfonyl, phosphoryl, perchlorate), or
 * O=C/O=N/O=S double-bonded oxygens (7).
 */
export function oxygenType(g: MmffGraph, i: number): number {
  const d = degree(g, i);
  if (d === 3) return 49; // O+
  if (d === 2) {
    if (g.valence[i] === 3) return 51; // O=+
    const hydrogens = g.neighbours[i]!.filter((a) => g.elements[a] === 1).length;
    return hydrogens === 2 ? 70 : 6; // OH2 : OR, OC=O, OC=C…
  }
  if (d === 1) return terminalOxygen(g, i, g.neighbours[i]![0]!);
  return 0;
}

function terminalOxygen(g: MmffGraph, i: number, a: number): number {
  const z = g.elements[a]!;
  const kind = bondKind(g, i, a);
  let secondaryN = 0;
  let terminalO = 0;
  let terminalS = 0;
  if (z === 6 || z === 7 || z === 16) {
    for (const b of g.neighbours[a]!) {
      if (g.elements[b] === 7 && degree(g, b) === 2) secondaryN++;
      if (g.elements[b] === 8 && degree(g, b) === 1) terminalO++;
      if (g.elements[b] === 16 && degree(g, b) === 1) terminalS++;
    }
  }
  const single = kind === Bond.Single;
  const double = kind === Bond.Double;
  const oxide =
    z === 1 ||
    (z === 6 && single && terminalO === 1) ||
    (z === 7 && single && terminalO === 1 && (degree(g, a) === 2 || g.valence[a] === 3));
  if (oxide) return 35; // OM, OM2
  const shared =
    (z === 6 && terminalO === 2) ||
    (z === 7 && (terminalO >= 2 || (single && terminalO === 1 && g.valence[a] === 4))) ||
    (z === 16 && (terminalS === 1 || single || (double && terminalO + secondaryN > 1))) ||
    z === 15 ||
    z === 17;
  if (shared) return 32; // O2CM, O2N, ONX, O2S, O2P, O4Cl…
  if ((z === 6 || z === 7) && double) return 7; // O=C, O=N
  if (z === 16 && double && terminalO + secondaryN === 1) return 7; // O=S
  return 0;
}
