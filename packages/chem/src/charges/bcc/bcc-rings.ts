import { perceiveAromaticity } from '../../perception/aromaticity.js';
import type { BccGraph } from './bcc-graph.js';
import { neighbours } from './bcc-graph.js';

/**
 * Ring aromaticity as AM1-BCC defines it, which is narrower than Hückel's: antechamber (Wang et al.,
 * J. Mol. Graph. Model. 2006, 25, 247; its ATOMTYPE_BCC.DEF) calls an atom AR1 in a "pure aromatic"
 * six-ring (benzene, pyridine) and AR2 in a planar ring with two consecutive single bonds and at least
 * two double bonds (pyrrole, furan, thiophene). Rings carrying an exocyclic double bond to an acyclic
 * atom (pyridones, uracil) are AR3 and rings with an sp3 centre AR4/AR5: neither is aromatic for BCC.
 *
 * Each ring of the SSSR is scored from its atoms' capacity to be planar π centres (C with 3
 * neighbours 2, sp3 C −2, N with ≤3 neighbours 2, O/S with 2 neighbours 1, P with 2 / 3 / ≥4
 * neighbours 2 / 1 / −1, S with ≥3 neighbours −1) and classified by that score, in this order:
 * all sp3 → aliphatic; any negative score → not planar; an exocyclic double bond to an atom in no
 * ring → AR3; a six-ring scoring 12 whose N and P atoms all carry a double bond → AR1; a score of at
 * least ring size + 3 → AR2.
 *
 * On top of antechamber's score, an AR1/AR2 ring must be aromatic by Hückel's rule (every ring bond
 * aromatic in perceiveAromaticity): the score alone admits the 8-π-electron 1,4-dioxin ring of
 * dibenzo-p-dioxin as AR2, although the model's types 16/17 are meant for aromatic rings and the
 * reference implementations (OpenEye's, openff-recharge's SMARTS typing) treat that ring as aliphatic.
 */
export interface BccAromaticity {
  /** Per atom: in some AR1 ring. */
  readonly ar1: Uint8Array;
  /** Per atom: in some AR2 ring. */
  readonly ar2: Uint8Array;
  /** Rings (SSSR indices) that are AR1 or AR2. */
  readonly aromaticRings: readonly number[];
}

export function bccAromaticity(g: BccGraph): BccAromaticity {
  const n = g.mol.atomCount;
  const ar1 = new Uint8Array(n);
  const ar2 = new Uint8Array(n);
  const aromaticRings: number[] = [];
  const score = Int8Array.from({ length: n }, (_, i) => piScore(g, i));
  const huckel = perceiveAromaticity(g.mol, g.rings).bonds;
  g.rings.rings.forEach((ring, r) => {
    const kind = classifyRing(g, ring, score);
    if (kind === 0 || !g.rings.ringBonds[r]!.every((k) => huckel[k] === 1)) return;
    for (const i of ring) (kind === 1 ? ar1 : ar2)[i] = 1;
    aromaticRings.push(r);
  });
  return { ar1, ar2, aromaticRings };
}

function piScore(g: BccGraph, i: number): number {
  const x = g.degree[i]!;
  switch (g.mol.elements[i]) {
    case 6:
      return x === 3 ? 2 : x === 4 ? -2 : 0;
    case 7:
      return x <= 3 ? 2 : 0;
    case 8:
      return x === 2 ? 1 : 0;
    case 15:
      return x === 2 ? 2 : x === 3 ? 1 : x >= 4 ? -1 : 0;
    case 16:
      return x === 2 ? 1 : x >= 3 ? -1 : 0;
    default:
      return 0;
  }
}

/** 1 = AR1, 2 = AR2, 0 = anything else. */
function classifyRing(g: BccGraph, ring: readonly number[], score: Int8Array): number {
  const size = ring.length;
  let total = 0;
  for (const i of ring) total += score[i]!;
  if (ring.some((i) => score[i]! < 0)) return 0;
  if (total >= size && total <= 2 * size && hasExocyclicDouble(g, ring)) return 0;
  if (size === 6 && total === 12 && ring.every((i) => !isNorP(g, i) || hasDouble(g, i))) return 1;
  return total >= size + 3 ? 2 : 0;
}

const isNorP = (g: BccGraph, i: number): boolean => g.mol.elements[i] === 7 || g.mol.elements[i] === 15;

function hasDouble(g: BccGraph, i: number): boolean {
  return neighbours(g, i).some((nb) => g.order[nb.bond] === 2);
}

/** A double bond from a ring atom to an atom that lies in no ring at all (C=O of a pyridone). */
function hasExocyclicDouble(g: BccGraph, ring: readonly number[]): boolean {
  return ring.some((i) =>
    neighbours(g, i).some((nb) => g.order[nb.bond] === 2 && g.rings.atomRings[nb.atom]!.length === 0),
  );
}
