import type { MmffGraph } from './graph.js';
import { Bond, bondKind } from './graph.js';

/**
 * Hydrogen types follow the type of the atom they sit on (Halgren 1996, Table III): HC (5) on
 * C and Si; on N: HNR (23), HN+ family (36), HN=C (27), else HNCO/HNCC/HSP2… (28); on O: HO+
 * (50), HO=+ (52), HOH (31), and for OR oxygens HOCO/HOP (24), HOCC/HOCN (29), HOS (33) or
 * HOR (21); HS/HP (71). `types` holds the heavy-atom types already assigned.
 */
export function hydrogenType(g: MmffGraph, i: number, types: ArrayLike<number>): number {
  const a = g.neighbours[i]![0];
  if (a === undefined || g.neighbours[i]!.length !== 1) return 0;
  switch (g.elements[a]) {
    case 6:
    case 14:
      return 5;
    case 7:
      return onNitrogen(types[a]!);
    case 8:
      return onOxygen(g, a, types[a]!);
    case 15:
    case 16:
      return 71;
    default:
      return 0;
  }
}

function onNitrogen(t: number): number {
  if ([8, 39, 62, 67, 68].includes(t)) return 23; // HNR, HPYL, HNOX
  if ([34, 54, 55, 56, 58, 81].includes(t)) return 36; // HNR+, HN+=C, HNN+, HGD+, HIM+
  if (t === 9) return 27; // HN=C, HN=N
  return 28; // HNCO, HNCC, HNSO, HSP2…
}

function onOxygen(g: MmffGraph, o: number, t: number): number {
  if (t === 49) return 50; // HO+
  if (t === 51) return 52; // HO=+
  if (t === 70) return 31; // HOH
  if (t !== 6) return 21; // HO
  let acid = false;
  let enol = false;
  let onSulfur = false;
  for (const c of g.neighbours[o]!) {
    if (g.elements[c] === 15) acid = true;
    if (g.elements[c] === 16) onSulfur = true;
    if (g.elements[c] !== 6) continue;
    for (const x of g.neighbours[c]!) {
      if (x === o) continue;
      const kind = bondKind(g, c, x);
      const z = g.elements[x]!;
      // HOCC / HOCN: C=C or C=N, written double or (in an MMFF-aromatic ring) aromatic.
      if ((z === 6 || z === 7) && (kind === Bond.Double || kind === Bond.Aromatic)) enol = true;
      if (z === 8 && kind === Bond.Double) acid = true;
    }
  }
  if (acid) return 24; // HOCO, HOP
  if (enol) return 29; // HOCC, HOCN
  return onSulfur ? 33 : 21; // HOS : HOR
}
