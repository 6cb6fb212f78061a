import { describe, expect, it } from 'vitest';
import type { CellParameters } from './cell.js';
import {
  cellFromParameters,
  cellFromVectors,
  cellWidths,
  checkCellSize,
  parametersOf,
  positionsToCartesian,
  positionsToFractional,
  toCartesian,
  toFractional,
  wrapFraction,
} from './cell.js';
import { ChemError } from './errors.js';
import type { Mat3, Vec3 } from './vec3.js';

const DEG = Math.PI / 180;

/** V = abc·sqrt(1 − cos²α − cos²β − cos²γ + 2 cosα cosβ cosγ), the textbook closed form. */
function closedFormVolume(p: CellParameters): number {
  const [ca, cb, cg] = [p.alpha, p.beta, p.gamma].map((x) => Math.cos(x * DEG)) as [number, number, number];
  return p.a * p.b * p.c * Math.sqrt(1 - ca * ca - cb * cb - cg * cg + 2 * ca * cb * cg);
}

function expectParameters(actual: CellParameters, expected: CellParameters): void {
  for (const key of ['a', 'b', 'c', 'alpha', 'beta', 'gamma'] as const) {
    expect(actual[key], key).toBeCloseTo(expected[key], 10);
  }
}

function expectVec(actual: Vec3, expected: Vec3, digits = 10): void {
  actual.forEach((x, i) => expect(x).toBeCloseTo(expected[i] ?? NaN, digits));
}

function expectInvalid(build: () => unknown): void {
  try {
    build();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    expect((e as ChemError).code).toBe('invalid-cell');
    return;
  }
  throw new Error('expected an invalid-cell error');
}

// Triclinic cells of real crystals plus made-up awkward ones (all angles oblique, one obtuse pair).
const TRICLINIC: readonly CellParameters[] = [
  { a: 5.1, b: 6.3, c: 7.7, alpha: 78.2, beta: 101.3, gamma: 95.7 },
  { a: 7.2, b: 8.9, c: 10.4, alpha: 103.5, beta: 97.1, gamma: 112.8 },
  { a: 3.0, b: 15.0, c: 4.5, alpha: 60, beta: 70, gamma: 80 },
  { a: 4.0, b: 4.0, c: 4.0, alpha: 120, beta: 110, gamma: 100 },
];

describe('cellFromParameters', () => {
  it.each(TRICLINIC)('round-trips parameters → vectors → parameters (%o)', (p) => {
    const cell = cellFromParameters(p);
    expectParameters(cell.parameters, p);
    expectParameters(parametersOf(cell.vectors), p);
  });

  it.each(TRICLINIC)('puts a along x and b in the xy plane, right-handed (%o)', (p) => {
    const [a, b, c] = cellFromParameters(p).vectors;
    expect([a[1], a[2], b[2]]).toEqual([0, 0, 0]);
    expect(a[0]).toBeGreaterThan(0);
    expect(b[1]).toBeGreaterThan(0);
    expect(c[2]).toBeGreaterThan(0);
  });

  it.each(TRICLINIC)('matches the closed-form volume (%o)', (p) => {
    expect(cellFromParameters(p).volume).toBeCloseTo(closedFormVolume(p), 9);
  });

  it('gives exactly orthogonal vectors for a 90° cell', () => {
    const cell = cellFromParameters({ a: 10, b: 20, c: 30, alpha: 90, beta: 90, gamma: 90 });
    expect(cell.vectors).toEqual([
      [10, 0, 0],
      [0, 20, 0],
      [0, 0, 30],
    ]);
    expect(cell.volume).toBeCloseTo(6000, 9);
  });

  it('reproduces a hexagonal cell volume: V = a²c·sin 120°', () => {
    const cell = cellFromParameters({ a: 3.0, b: 3.0, c: 5.0, alpha: 90, beta: 90, gamma: 120 });
    expect(cell.volume).toBeCloseTo(9 * 5 * Math.sin(120 * DEG), 10);
  });
});

describe('cellFromVectors', () => {
  it('rebuilds the same cell from its own vectors', () => {
    for (const p of TRICLINIC) {
      const a = cellFromParameters(p);
      const b = cellFromVectors(a.vectors);
      expectParameters(b.parameters, p);
      expect(b.volume).toBeCloseTo(a.volume, 10);
    }
  });

  it('keeps lengths, angles and volume for a cell in a non-standard orientation', () => {
    // A rotated triclinic cell; its parameters, computed by hand from dot products, must survive.
    const vectors: Mat3 = [
      [3, 1, 0.5],
      [-0.5, 4, 1],
      [0.7, -0.2, 5],
    ];
    const cell = cellFromVectors(vectors);
    const again = cellFromParameters(cell.parameters);
    expect(again.volume).toBeCloseTo(cell.volume, 9);
    expectParameters(again.parameters, cell.parameters);
    // det = 3(20 + 0.2) − 1(−2.5 − 0.7) + 0.5(0.1 − 2.8) = 60.6 + 3.2 − 1.35 = 62.45
    expect(cell.volume).toBeCloseTo(62.45, 10);
  });

  it('accepts a left-handed set, reporting a positive volume and converting exactly', () => {
    const cell = cellFromVectors([
      [5, 0, 0],
      [0, 6, 0],
      [0, 0, -7],
    ]);
    expect(cell.volume).toBeCloseTo(210, 10);
    expectVec(toFractional(cell, [1, 3, -3.5]), [0.2, 0.5, 0.5]);
  });
});

describe('fractional ⇄ Cartesian', () => {
  const points: readonly Vec3[] = [
    [0, 0, 0],
    [1, 0, 0],
    [0.25, 0.5, 0.75],
    [-0.3, 1.7, 0.01],
    [12.5, -4, 3],
  ];

  it.each(TRICLINIC)('round-trips points both ways (%o)', (p) => {
    const cell = cellFromParameters(p);
    for (const f of points) {
      expectVec(toFractional(cell, toCartesian(cell, f)), f);
      expectVec(toCartesian(cell, toFractional(cell, f)), f);
    }
  });

  it('maps unit fractional vectors to the lattice vectors', () => {
    const cell = cellFromParameters(TRICLINIC[0] as CellParameters);
    expectVec(toCartesian(cell, [1, 0, 0]), cell.vectors[0]);
    expectVec(toCartesian(cell, [0, 1, 0]), cell.vectors[1]);
    expectVec(toCartesian(cell, [0, 0, 1]), cell.vectors[2]);
    expectVec(toFractional(cell, cell.vectors[2]), [0, 0, 1]);
  });

  it('converts interleaved position arrays without touching the input', () => {
    const cell = cellFromParameters(TRICLINIC[1] as CellParameters);
    const fractional = Float64Array.from(points.flat());
    const cartesian = positionsToCartesian(cell, fractional);
    expect(cartesian).not.toBe(fractional);
    expectVec(Array.from(cartesian.subarray(6, 9)) as unknown as Vec3, toCartesian(cell, [0.25, 0.5, 0.75]));
    const back = positionsToFractional(cell, cartesian);
    back.forEach((x, i) => expect(x).toBeCloseTo(fractional[i] ?? NaN, 10));
  });
});

describe('degenerate cells', () => {
  it('rejects coplanar or zero lattice vectors', () => {
    expectInvalid(() =>
      cellFromVectors([
        [1, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
      ]),
    );
    expectInvalid(() =>
      cellFromVectors([
        [1, 0, 0],
        [0, 0, 0],
        [0, 0, 1],
      ]),
    );
    expectInvalid(() =>
      cellFromVectors([
        [NaN, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ]),
    );
  });

  it('rejects non-positive or non-finite parameters', () => {
    const ok = { a: 5, b: 5, c: 5, alpha: 90, beta: 90, gamma: 90 };
    for (const key of ['a', 'b', 'c', 'alpha', 'beta', 'gamma'] as const) {
      for (const bad of [0, -1, NaN, Infinity])
        expectInvalid(() => cellFromParameters({ ...ok, [key]: bad }));
    }
  });

  it('rejects angles that cannot close a cell', () => {
    const cell = (alpha: number, beta: number, gamma: number) => () =>
      cellFromParameters({ a: 5, b: 6, c: 7, alpha, beta, gamma });
    expectInvalid(cell(90, 90, 180)); // flat
    expectInvalid(cell(120, 120, 120)); // α + β + γ = 360°: flat
    expectInvalid(cell(150, 130, 100)); // α + β + γ > 360°
    expectInvalid(cell(100, 30, 40)); // α > β + γ
  });

  it('rejects angles of 180° or more instead of folding them into another cell', () => {
    // Before the fix, γ = 270° silently gave a left-handed cell with γ = 90°.
    const base = { a: 5, b: 6, c: 7, alpha: 90, beta: 90 };
    expectInvalid(() => cellFromParameters({ ...base, gamma: 270 }));
    expectInvalid(() => cellFromParameters({ ...base, gamma: 200 }));
  });
});

describe('cell widths and the size check', () => {
  it('gives the distances between opposite faces: the lengths of a right-angled cell, less when oblique', () => {
    expect(cellWidths(cellFromParameters({ a: 3, b: 4, c: 5, alpha: 90, beta: 90, gamma: 90 }))).toEqual([
      3, 4, 5,
    ]);
    const [wa, wb, wc] = cellWidths(
      cellFromParameters({ a: 4, b: 4, c: 6, alpha: 90, beta: 90, gamma: 120 }),
    );
    expect(wa).toBeCloseTo(4 * Math.sin(Math.PI / 3), 10);
    expect(wb).toBeCloseTo(4 * Math.sin(Math.PI / 3), 10);
    expect(wc).toBeCloseTo(6, 10);
  });

  it('refuses a cell shorter than the limit, naming the cell, the axis, its length and the limit', () => {
    const tiny = cellFromParameters({ a: 5, b: 0.05, c: 5, alpha: 90, beta: 90, gamma: 90 });
    let error: unknown;
    try {
      checkCellSize(tiny, 1.5, 'a test');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChemError);
    expect((error as ChemError).code).toBe('invalid-cell');
    expect((error as ChemError).message).toContain('b = 0.050 Å is shorter than 1.5 Å (a test)');
    expect((error as ChemError).data).toMatchObject({
      a: 5,
      b: 0.05,
      c: 5,
      axis: 'b',
      width: 0.05,
      limit: 1.5,
    });
  });

  it('refuses long but nearly parallel vectors by the width across the cell, and passes real cells', () => {
    const flat = cellFromParameters({ a: 5, b: 5, c: 5, alpha: 90, beta: 90, gamma: 3 });
    expect(() => checkCellSize(flat, 1, 'a test')).toThrow(/across along a/);
    expect(() =>
      checkCellSize(
        cellFromParameters({ a: 2.87, b: 2.87, c: 2.87, alpha: 109.47, beta: 109.47, gamma: 109.47 }),
        1.32,
        'bcc iron',
      ),
    ).not.toThrow();
  });
});

describe('wrapFraction', () => {
  it('wraps into [0, 1)', () => {
    expect(wrapFraction(1.25)).toBeCloseTo(0.25, 12);
    expect(wrapFraction(-0.25)).toBeCloseTo(0.75, 12);
    expect(wrapFraction(1)).toBe(0);
    expect(wrapFraction(-1e-18)).toBe(0); // 1 − 1e-18 rounds to 1 in doubles
  });
});
