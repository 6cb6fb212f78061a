import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree, isNOxide, terminalNeighbours } from './graph.js';
import { nitrogenNeighbourhood } from './nitrogen-neighbourhood.js';

/**
 * Aliphatic nitrogen types (Halgren 1996, Table III). Four neighbours: NR+ (34) or N3OX (68).
 * Three: N2OX (67), NO2/NO3 (45), N+=C/N+=N (54), NCN+ (55), NGD+ (56), NC=C/NC=N/NC%C (40,
 * delocalised lone pair), NC=O/NC=S/NN=C/NN=N (10), NSO2/NC%N (43), else NR (8). Two: NR% (61),
 * =N= (53), N=O (46), N=C/N=N (9), NSO (48), NM (62). One: NSP (42), NAZT (47).
 */
export function nitrogenType(g: MmffGraph, i: number): number {
  const terminalO = terminalNeighbours(g, i, 8);
  let sulfonylLike = bondedToSulfonylOrPhosphoryl(g, i);
  const d = degree(g, i);
  if (d === 4) return isNOxide(g, i) ? 68 : 34; // N3OX : NR+
  if (d === 3) {
    if (g.valence[i]! >= 4) {
      if (terminalO === 1) return 67; // N2OX
      if (terminalO >= 2) return 45; // NO2, NO3
      if (isIminium(g, i)) return 54; // N+=C, N+=N
    }
    if (g.valence[i]! >= 3) {
      const n = nitrogenNeighbourhood(g, i);
      if (n.cyanoCarbon) sulfonylLike = true;
      if (n.bondedToCarbon) {
        if (n.amidinium) return 55; // NCN+
        if (n.guanidinium) return 56; // NGD+
        if (!n.carbonylLike && !sulfonylLike && n.delocalisedLonePair) return 40; // NC=C, NC=N…
      }
      if (!sulfonylLike && (n.carbonylLike || n.azoLike)) return 10; // NC=O, NN=C…
    }
  }
  if (d === 2) {
    const t = twoNeighbourType(g, i, terminalO, sulfonylLike);
    if (t !== 0) return t;
  }
  if (sulfonylLike) return 43; // NSO2, NSO3, NC%N
  if (d === 1) {
    const t = terminalNitrogenType(g, i);
    if (t !== 0) return t;
  }
  return 8; // NR
}

/** N bonded to an S or P carrying two or more terminal oxygens (sulfonamide, phosphoramide). */
function bondedToSulfonylOrPhosphoryl(g: MmffGraph, i: number): boolean {
  if (g.valence[i]! < 3) return false;
  return g.neighbours[i]!.some((a) => {
    const z = g.elements[a]!;
    return (z === 15 || z === 16) && terminalNeighbours(g, a, 8) >= 2;
  });
}

/** >N+=C (the C bearing no other three-connected N) or >N+=N. */
function isIminium(g: MmffGraph, i: number): boolean {
  let result = false;
  for (const a of g.neighbours[i]!) {
    if (bondKind(g, i, a) !== Bond.Double) continue;
    const z = g.elements[a]!;
    result = z === 7 || z === 6;
    if (z === 6) {
      result = g.neighbours[a]!.every((b) => b === i || !(g.elements[b] === 7 && degree(g, b) === 3));
    }
  }
  return result;
}

function twoNeighbourType(g: MmffGraph, i: number, terminalO: number, sulfonylLike: boolean): number {
  const kinds = g.neighbours[i]!.map((a) => bondKind(g, i, a));
  if (g.valence[i] === 4) return kinds.includes(Bond.Triple) ? 61 : 53; // NR% : =N=
  if (g.valence[i] === 3) {
    let nitroso = false;
    let imine = false;
    for (const a of g.neighbours[i]!) {
      if (bondKind(g, i, a) !== Bond.Double) continue;
      const z = g.elements[a]!;
      nitroso = z === 8 && terminalO === 1;
      imine = z === 6 || z === 7;
    }
    if (nitroso && !imine) return 46; // N=O
    if (imine) return 9; // N=C, N=N
  }
  if (g.valence[i]! >= 2) {
    const nso = g.neighbours[i]!.some((a) => g.elements[a] === 16 && terminalNeighbours(g, a, 8) === 1);
    if (nso) return 48; // NSO
    if (!sulfonylLike) return 62; // NM
  }
  return 0;
}

function terminalNitrogenType(g: MmffGraph, i: number): number {
  const a = g.neighbours[i]![0]!;
  if (bondKind(g, i, a) === Bond.Triple) return 42; // NSP
  const azide =
    g.elements[a] === 7 &&
    degree(g, a) === 2 &&
    g.neighbours[a]!.some(
      (b) => (g.elements[b] === 7 && degree(g, b) === 2) || (g.elements[b] === 6 && degree(g, b) === 3),
    );
  return azide ? 47 : 0; // NAZT
}
