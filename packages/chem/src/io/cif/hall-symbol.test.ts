import { describe, expect, it } from 'vitest';
import type { Seitz } from './hall-symbol.js';
import { compose, hallOperators, seitzKey, seitzText } from './hall-symbol.js';
import { SPACE_GROUP_SETTINGS, settingFromHermannMauguin } from './space-groups.js';
import { parseSymmetryOperator } from './symmetry-operator.js';

const operatorsOf = (hall: string): Seitz[] => {
  const r = hallOperators(hall);
  if ('error' in r) throw new Error(r.error);
  return r.operators;
};
const ofSymbol = (hm: string): Seitz[] => {
  const choice = settingFromHermannMauguin(hm);
  if (!choice) throw new Error(`no setting for ${hm}`);
  return operatorsOf(choice.candidates[0]!.hall);
};
const texts = (ops: readonly Seitz[]): string[] => ops.map(seitzText);

/**
 * Order of the point group of each IT number (crystal classes as International Tables Vol. A numbers
 * them: 1, -1, 2, m, 2/m, 222, mm2, mmm, 4, -4, 4/m, 422, 4mm, -42m, 4/mmm, 3, -3, 32, 3m, -3m, 6, -6,
 * 6/m, 622, 6mm, -6m2, 6/mmm, 23, m-3, 432, -43m, m-3m), as [last IT number of the class, order].
 */
const CLASS_ORDER: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 2],
  [5, 2],
  [9, 2],
  [15, 4],
  [24, 4],
  [46, 4],
  [74, 8],
  [80, 4],
  [82, 4],
  [88, 8],
  [98, 8],
  [110, 8],
  [122, 8],
  [142, 16],
  [146, 3],
  [148, 6],
  [155, 6],
  [161, 6],
  [167, 12],
  [173, 6],
  [174, 6],
  [176, 12],
  [182, 12],
  [186, 12],
  [190, 12],
  [194, 24],
  [199, 12],
  [206, 24],
  [214, 24],
  [220, 24],
  [230, 48],
];
/** Lattice points per conventional cell by the lattice letter of the Hermann–Mauguin symbol. */
const CENTRING: Readonly<Record<string, number>> = { P: 1, A: 2, B: 2, C: 2, I: 2, R: 3, F: 4 };

describe('Hall symbols (Hall 1981) and the 530 settings of International Tables', () => {
  it('has the 530 settings and every IT number 1–230', () => {
    expect(SPACE_GROUP_SETTINGS).toHaveLength(530);
    expect(new Set(SPACE_GROUP_SETTINGS.map((s) => s.number)).size).toBe(230);
  });

  it('gives the general-position multiplicities of International Tables Vol. A', () => {
    const sample: [string, number][] = [
      ['P 1', 1],
      ['P -1', 2],
      ['P 21/c', 4],
      ['C 2/c', 8],
      ['P n m a', 8],
      ['P 63/m m c', 24],
      ['R -3 m:H', 36],
      ['F m -3 m', 192],
      ['I a -3 d', 96],
    ];
    for (const [hm, n] of sample) expect([hm, ofSymbol(hm).length]).toEqual([hm, n]);
  });

  it('every one of the 530 entries is a group (closed under products modulo lattice translations) of the right order', () => {
    for (const s of SPACE_GROUP_SETTINGS) {
      const ops = operatorsOf(s.hall);
      const keys = new Set(ops.map(seitzKey));
      expect(keys.size, s.hall).toBe(ops.length);
      let closed = true;
      for (const a of ops) for (const b of ops) if (!keys.has(seitzKey(compose(a, b)))) closed = false;
      expect([s.number, s.hermannMauguin, s.extension, closed]).toEqual([
        s.number,
        s.hermannMauguin,
        s.extension,
        true,
      ]);
      // Order = point-group order × lattice points (rhombohedral axes: primitive cell, one point).
      const pointOrder = CLASS_ORDER.find(([last]) => s.number <= last)![1];
      const lattice = s.extension === 'R' ? 1 : CENTRING[s.hermannMauguin[0]!]!;
      expect([s.number, s.hermannMauguin, ops.length]).toEqual([
        s.number,
        s.hermannMauguin,
        pointOrder * lattice,
      ]);
    }
  });

  it('reproduces coordinate triplets printed in International Tables Vol. A', () => {
    // P 21/c (No. 14, unique axis b): (2) -x, y+1/2, -z+1/2.
    expect(texts(ofSymbol('P 21/c'))).toContain('-x,y+1/2,-z+1/2');
    // P 61 2 2 (No. 178; Hall 'P 61 2 (0 0 -1)', origin shifted): (7) y, x, -z+1/3 and (8) x-y, -y, -z.
    const p6122 = texts(ofSymbol('P 61 2 2'));
    expect(p6122).toContain('y,x,-z+1/3');
    expect(p6122).toContain('x-y,-y,-z');
    // F d -3 m origin choice 2: (2) -x+3/4, -y+1/4, z+1/2 (in the first coset, before the F centring).
    expect(texts(ofSymbol('F d -3 m:2'))).toContain('-x+3/4,-y+1/4,z+1/2');
    // F d -3 m origin choice 1: the inversion is at (1/8, 1/8, 1/8): -x+1/4, -y+1/4, -z+1/4.
    expect(texts(ofSymbol('F d -3 m:1'))).toContain('-x+1/4,-y+1/4,-z+1/4');
    // R -3 m, hexagonal axes: the centring (2/3, 1/3, 1/3).
    expect(texts(ofSymbol('R -3 m:H'))).toContain('x+2/3,y+1/3,z+1/3');
  });

  it('writes operators that the CIF operator parser reads back unchanged', () => {
    for (const op of ofSymbol('P 63/m m c')) {
      const back = parseSymmetryOperator(seitzText(op), { format: 'cif' }, 1);
      expect(back.rotation).toEqual(op.r);
      expect(back.translation.map((v) => v * 12)).toEqual(op.t);
    }
  });

  it('reads spacing variants and an origin shift; names the symbol when it cannot read it', () => {
    expect(operatorsOf('  -P   2ybc ')).toHaveLength(4);
    expect(operatorsOf('P 31 2c (0 0 1)')).toHaveLength(6);
    for (const bad of ['Q 2', 'P 7', 'P 2 2 2 2 2', 'P 2 (0 0)', 'P', 'P 4 4']) {
      const r = hallOperators(bad);
      expect('error' in r && r.error, bad).toContain(`'${bad}'`);
    }
  });
});
