import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree, inAromaticRingOfSize, inRingOfSize } from './graph.js';

/**
 * What a three-connected N sees through its neighbours, for the NCN+/NGD+/NC=C/NC=O/NN=C
 * decisions of nitrogen-type.ts. Like the reference typer, the flags accumulate over the
 * neighbours in bond order: `doubleTo`/`tripleTo` keep the last element met, and the benzene-
 * carbon flag only affects N-neighbours met after that carbon.
 */
export interface NitrogenNeighbourhood {
  readonly bondedToCarbon: boolean;
  /** A neighbouring C double-bonded to O or S (amide, thioamide). */
  readonly carbonylLike: boolean;
  /** A neighbouring C triple-bonded to N (cyanamide). */
  readonly cyanoCarbon: boolean;
  readonly amidinium: boolean;
  readonly guanidinium: boolean;
  /** N-N=C or N-N=N with no further heteroatoms on that C and no benzene carbon on ipso. */
  readonly azoLike: boolean;
  /** Aniline, enamine, N-C=N, N-C=P or N-C%C: the lone pair is delocalised. */
  readonly delocalisedLonePair: boolean;
}

interface Scan {
  bondedToCarbon: boolean;
  carbonylLike: boolean;
  amidinium: boolean;
  guanidinium: boolean;
  azoLike: boolean;
  benzeneCarbon: boolean;
  doubleTo: number;
  tripleTo: number;
  aromaticOS: number;
}

export function nitrogenNeighbourhood(g: MmffGraph, i: number): NitrogenNeighbourhood {
  const s: Scan = {
    bondedToCarbon: false,
    carbonylLike: false,
    amidinium: false,
    guanidinium: false,
    azoLike: false,
    benzeneCarbon: false,
    doubleTo: 0,
    tripleTo: 0,
    aromaticOS: 0,
  };
  for (const a of g.neighbours[i]!) {
    if (g.elements[a] === 6) scanCarbon(g, a, s);
    if (g.elements[a] === 7) scanNitrogen(g, a, s);
  }
  const delocalised =
    (s.aromaticOS === 0 && s.benzeneCarbon) ||
    s.doubleTo === 6 ||
    s.doubleTo === 7 ||
    s.doubleTo === 15 ||
    s.tripleTo === 6;
  return {
    bondedToCarbon: s.bondedToCarbon,
    carbonylLike: s.carbonylLike,
    cyanoCarbon: s.tripleTo === 7,
    amidinium: s.amidinium,
    guanidinium: s.guanidinium,
    azoLike: s.azoLike,
    delocalisedLonePair: delocalised,
  };
}

function scanCarbon(g: MmffGraph, c: number, s: Scan): void {
  s.bondedToCarbon = true;
  if (g.aromatic[c] && inRingOfSize(g, c, 6)) s.benzeneCarbon = true;
  let n2 = 0;
  let n3 = 0;
  let positive = 0;
  let inAromatic6 = 0;
  s.aromaticOS = 0;
  for (const b of g.neighbours[c]!) {
    const kind = bondKind(g, c, b);
    const z = g.elements[b]!;
    if (kind === Bond.Double && (z === 8 || z === 16)) s.carbonylLike = true;
    const aromaticPartner = z === 6 || (z === 7 && g.ringsOf[b]!.length === 1);
    if (kind === Bond.Double || (kind === Bond.Aromatic && aromaticPartner)) s.doubleTo = z;
    if (kind === Bond.Triple) s.tripleTo = z;
    if (z === 7 && degree(g, b) === 3) {
      if (g.formalCharges[b] === 1) positive++;
      if (inAromaticRingOfSize(g, c, 6)) inAromatic6++;
      const oxygens = g.neighbours[b]!.filter((x) => g.elements[x] === 8).length;
      if (oxygens < 2) n3++;
    }
    if (z === 7 && degree(g, b) === 2 && (kind === Bond.Double || kind === Bond.Aromatic)) n2++;
    if (g.aromatic[b] && (z === 8 || z === 16)) s.aromaticOS++;
  }
  if (s.doubleTo === 7) {
    if (n3 === 2 && n2 === 0 && positive > 0 && inAromatic6 === 0) s.amidinium = true;
    if (n3 === 3) s.guanidinium = true;
  }
}

function scanNitrogen(g: MmffGraph, n: number, s: Scan): void {
  let heteroOnC = 0;
  for (const b of g.neighbours[n]!) {
    if (bondKind(g, n, b) !== Bond.Double) continue;
    if (g.elements[b] === 6) {
      for (const x of g.neighbours[b]!) {
        if (x === n) continue;
        const z = g.elements[x]!;
        if (z === 7 || z === 8 || z === 16) heteroOnC++;
      }
      if (heteroOnC === 0 && !s.benzeneCarbon) s.azoLike = true;
    }
    if (g.elements[b] === 7 && !s.benzeneCarbon) s.azoLike = true;
  }
}
