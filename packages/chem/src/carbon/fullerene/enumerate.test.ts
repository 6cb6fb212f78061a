import { describe, expect, it } from 'vitest';
import { enumerateFullerenes } from './enumerate.js';
import { goldbergCoxeterCage } from './goldberg-coxeter.js';
import { graphSymmetry } from './graph-symmetry.js';
import { canonicalSpiral } from './spirals.js';
import { windup } from './spiral-patch.js';
import { A007894, A046880 } from './testing/oeis-counts.js';

/** OEIS A007894 to C40 (C42–C60 are pinned by npm run bench:fullerenes). */
const ALL = Object.fromEntries(Object.entries(A007894).filter(([n, c]) => Number(n) <= 40 && c > 0));
/** OEIS A046880 to C82; C84–C100 are pinned by the bench. */
const IPR = Object.fromEntries(Object.entries(A046880).filter(([n]) => Number(n) <= 82));

describe('fullerene enumeration by canonical ring spirals', () => {
  it.each(Object.entries(ALL))('C%s has the OEIS A007894 number of isomers', (n, count) => {
    expect(enumerateFullerenes(Number(n))).toHaveLength(count);
  });

  it.each(Object.entries(IPR))('C%s has the OEIS A046880 number of IPR isomers', (n, count) => {
    expect(enumerateFullerenes(Number(n), true)).toHaveLength(count);
  });

  it('finds no C22 and nothing odd', () => {
    expect(enumerateFullerenes(22)).toEqual([]);
    expect(enumerateFullerenes(21)).toEqual([]);
  });

  it('gives the Atlas spirals of C60-Ih and C70-D5h (Fowler & Manolopoulos, An Atlas of Fullerenes, 1995)', () => {
    expect(enumerateFullerenes(60, true)[0]!.spiral).toEqual([1, 7, 9, 11, 13, 15, 18, 20, 22, 24, 26, 32]);
    expect(enumerateFullerenes(70, true)[0]!.spiral).toEqual([1, 7, 9, 11, 13, 15, 27, 29, 31, 33, 35, 37]);
  });

  it('numbers isomers by the lexicographic rank of their canonical spirals', () => {
    const list = enumerateFullerenes(38);
    expect(list.map((i) => i.atlas)).toEqual(list.map((_, k) => k + 1));
    for (let k = 1; k < list.length; k++) expect(lexLess(list[k - 1]!.spiral, list[k]!.spiral)).toBe(true);
  });

  it('unwinds each graph to the spiral it was wound from, with one equal start per automorphism', () => {
    for (const iso of enumerateFullerenes(36)) {
      expect(canonicalSpiral(iso.graph)).toEqual(iso.spiral);
      expect(iso.symmetryCount).toBe(graphSymmetry(iso.graph).automorphisms.length);
    }
  });

  it('finds the same canonical spiral for the Goldberg–Coxeter C60 as the enumeration', () => {
    expect(canonicalSpiral(goldbergCoxeterCage(1, 1).graph)).toEqual(
      enumerateFullerenes(60, true)[0]!.spiral,
    );
  });

  it('refuses spirals that do not close into a cage', () => {
    const sizes = Array.from({ length: 32 }, () => 6);
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].forEach((p) => (sizes[p - 1] = 5));
    expect(windup(sizes)).toBeUndefined();
    const dodecahedron = Array.from({ length: 12 }, () => 5);
    expect(windup(dodecahedron)).toHaveLength(3 * 20);
  });
});

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  const k = a.findIndex((v, i) => v !== b[i]);
  return k >= 0 && a[k]! < b[k]!;
}
