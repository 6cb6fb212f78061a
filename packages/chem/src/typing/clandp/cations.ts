import { typeChain } from './chains.js';
import { C, H, N, P, type IonGraph, is, neighboursOf, neighboursWith } from './ion-graph.js';
import { complete, type Recogniser } from './recognised.js';

/** The one hydrogen of an aromatic ring carbon with three neighbours. */
const ringHydrogen = (g: IonGraph, c: number): number | undefined => {
  const hs = neighboursWith(g, c, H).filter((h) => is(g, h, H, 1));
  return is(g, c, C, 3) && hs.length === 1 ? hs[0] : undefined;
};

const hasBond = (g: IonGraph, a: number, b: number): boolean => neighboursOf(g, a).includes(b);

/** 1,3-dialkylimidazolium: N1–C2(H)–N3–C4(H)=C5(H)–N1, an alkyl chain on each nitrogen. */
const imidazolium: Recogniser = (g, atoms) => {
  for (const c2 of atoms) {
    const ns = neighboursWith(g, c2, N);
    const h2 = ringHydrogen(g, c2);
    if (h2 === undefined || ns.length !== 2 || !ns.every((n) => is(g, n, N, 3))) continue;
    const [n1, n3] = ns as [number, number];
    const side1 = neighboursOf(g, n1).filter((j) => j !== c2);
    const side3 = neighboursOf(g, n3).filter((j) => j !== c2);
    for (const c5 of side1) {
      const c4 = side3.find((j) => hasBond(g, c5, j));
      if (c4 === undefined) continue;
      const h4 = ringHydrogen(g, c4);
      const h5 = ringHydrogen(g, c5);
      if (h4 === undefined || h5 === undefined) continue;
      const types = new Map<number, string>([
        [n1, 'NA'],
        [n3, 'NA'],
        [c2, 'CR'],
        [h2, 'HCR'],
        [c4, 'CW'],
        [c5, 'CW'],
        [h4, 'HCW'],
        [h5, 'HCW'],
      ]);
      const a1 = side1.find((j) => j !== c5)!;
      const a3 = side3.find((j) => j !== c4)!;
      const l1 = typeChain(g, n1, a1, false, types);
      const l3 = l1 === undefined ? undefined : typeChain(g, n3, a3, false, types);
      if (l1 === undefined || l3 === undefined) continue;
      const [long, short] = l1 >= l3 ? [l1, l3] : [l3, l1];
      return complete(atoms, { name: `C${long}C${short}im+`, family: 'imidazolium', charge: 1 }, types);
    }
  }
  return undefined;
};

/** N-alkylpyridinium: a six-membered aromatic ring N, C×5 (each C with one H) and a chain on N. */
const pyridinium: Recogniser = (g, atoms) => {
  for (const n of atoms) {
    if (!is(g, n, N, 3)) continue;
    const ring = neighboursOf(g, n).filter((j) => ringHydrogen(g, j) !== undefined);
    const alpha = neighboursOf(g, n).find((j) => !ring.includes(j));
    if (ring.length !== 2 || alpha === undefined) continue;
    // Walk o → m → p → m' → o' and back to N.
    const path = [ring[0]!];
    let prev = n;
    while (path.length < 5) {
      const cur = path[path.length - 1]!;
      const next = neighboursOf(g, cur).find((j) => j !== prev && ringHydrogen(g, j) !== undefined);
      if (next === undefined) break;
      path.push(next);
      prev = cur;
    }
    if (path.length !== 5 || path[4] !== ring[1]) continue;
    const names = ['CAPO', 'CAPM', 'CAPP', 'CAPM', 'CAPO'];
    const types = new Map<number, string>([[n, 'NAP']]);
    path.forEach((c, k) => types.set(c, names[k]!).set(ringHydrogen(g, c)!, 'HAP'));
    const length = typeChain(g, n, alpha, false, types);
    if (length === undefined) continue;
    return complete(atoms, { name: `C${length}py+`, family: 'pyridinium', charge: 1 }, types);
  }
  return undefined;
};

/** A CH2 with two hydrogens and the given number of heavy neighbours. */
const methylene = (g: IonGraph, c: number): boolean =>
  is(g, c, C, 4) && neighboursWith(g, c, H).filter((h) => is(g, h, H, 1)).length === 2;

const ringCarbon = (g: IonGraph, c: number, from: number): number | undefined => {
  const next = neighboursWith(g, c, C).filter((j) => j !== from);
  return methylene(g, c) && next.length === 1 ? next[0] : undefined;
};

/** N,N-dialkylpyrrolidinium: N(+) in a saturated five-membered ring, two chains on N. */
const pyrrolidinium: Recogniser = (g, atoms) => {
  for (const n of atoms) {
    if (!is(g, n, N, 4)) continue;
    const around = neighboursWith(g, n, C);
    if (around.length !== 4) continue;
    for (let x = 0; x < 4; x++) {
      for (let y = x + 1; y < 4; y++) {
        const [a1, a2] = [around[x]!, around[y]!];
        const b1 = ringCarbon(g, a1, n);
        const b2 = ringCarbon(g, a2, n);
        if (b1 === undefined || b2 === undefined || b1 === b2 || !methylene(g, b1) || !methylene(g, b2))
          continue;
        if (!hasBond(g, b1, b2)) continue;
        const types = new Map<number, string>([[n, 'N4']]);
        for (const [c, t, ht] of [
          [a1, 'C1A', 'H1'],
          [a2, 'C1A', 'H1'],
          [b1, 'C2', 'HC'],
          [b2, 'C2', 'HC'],
        ] as const) {
          types.set(c, t);
          for (const h of neighboursWith(g, c, H)) types.set(h, ht);
        }
        const chains = around.filter((j) => j !== a1 && j !== a2);
        const lengths = chains.map((a) => typeChain(g, n, a, false, types));
        if (lengths.some((l) => l === undefined)) continue;
        const [long, short] = (lengths as number[]).sort((p, q) => q - p);
        return complete(atoms, { name: `C${long}C${short}pyrr+`, family: 'pyrrolidinium', charge: 1 }, types);
      }
    }
  }
  return undefined;
};

/** Tetraalkylammonium or tetraalkylphosphonium: four linear chains on N or P. */
function quaternary(z: number, family: 'ammonium' | 'phosphonium', head: string, letter: string): Recogniser {
  return (g, atoms) => {
    const centre = atoms.find((i) => is(g, i, z, 4));
    if (centre === undefined) return undefined;
    const types = new Map<number, string>([[centre, head]]);
    const lengths = neighboursOf(g, centre).map((a) => typeChain(g, centre, a, z === P, types));
    if (lengths.some((l) => l === undefined)) return undefined;
    const name = `${letter}${(lengths as number[]).sort((p, q) => p - q).join('')}+`;
    return complete(atoms, { name, family, charge: 1 }, types);
  };
}

export const CATION_RECOGNISERS: readonly Recogniser[] = [
  imidazolium,
  pyridinium,
  pyrrolidinium,
  quaternary(N, 'ammonium', 'N4', 'N'),
  quaternary(P, 'phosphonium', 'P3', 'P'),
];
