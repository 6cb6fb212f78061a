import { describe, expect, it } from 'vitest';
import { bondLengths, neighbourCounts, shortestDistance } from '../lattice/testing/geometry.js';
import { betaMotif } from './beta-cell.js';
import type { GraphyneBonds, GraphyneSheetType } from './graphyne.js';
import { buildGraphyne } from './graphyne.js';

// Bond lengths chosen for the test (not published values): distinct, so each bond's length says which it is.
const ring = { aromatic: 1.43, ringToSp: 1.41, triple: 1.22, spSp: 1.35 };
const vertex = { vertexToSp: 1.4, triple: 1.23, double: 1.34 };
const CELLS: readonly [GraphyneBonds, number, number, number][] = [
  // request, atoms per primitive cell, sp2 atoms among them, lattice constant from the construction
  [{ unitCell: 'gamma-GY', bonds: ring }, 12, 6, 2 * 1.43 + 2 * 1.41 + 1.22],
  [{ unitCell: 'GDY', bonds: ring }, 18, 6, 2 * 1.43 + 2 * 1.41 + 2 * 1.22 + 1.35],
  [{ unitCell: 'alpha-GY', bonds: vertex }, 8, 2, Math.sqrt(3) * (2 * 1.4 + 1.23)],
  [{ unitCell: 'beta-GY', bonds: vertex }, 18, 6, NaN],
];
const TYPES: readonly [GraphyneSheetType, number][] = [
  ['plane', 1],
  ['zigzag', 2],
  ['armchair', 2],
];

describe('buildGraphyne: cells from bond lengths', () => {
  describe.each(CELLS)('%o', (request, perCell, sp2, a) => {
    it.each(TYPES)(
      '%s 2 × 3: atoms, neighbours from coordinates (sp 2, sp2 3), bond lengths as given',
      (type, factor) => {
        const { molecule, description } = buildGraphyne({ ...request, x: 2, y: 3, type });
        expect(description.atomsPerPrimitiveCell).toBe(perCell);
        expect(molecule.atomCount).toBe(6 * factor * perCell);
        if (!Number.isNaN(a)) expect(description.latticeConstant).toBeCloseTo(a, 10);
        const counts = neighbourCounts(molecule, 1.6);
        expect(counts.filter((k) => k === 3).length).toBe(6 * factor * sp2);
        expect(counts.filter((k) => k === 2).length).toBe(6 * factor * (perCell - sp2));
        expect(molecule.bonds.count).toBe(counts.reduce((s, k) => s + k, 0) / 2);
        const given = Object.values(request.bonds);
        for (const d of bondLengths(molecule)) expect(given.some((g) => Math.abs(g - d) < 1e-9)).toBe(true);
        expect(shortestDistance(molecule)).toBeCloseTo(Math.min(...given), 9);
      },
    );
  });

  it('gives valence 4 to every carbon in its bond orders (aromatic 1.5)', () => {
    for (const [request] of CELLS) {
      const m = buildGraphyne({ ...request, x: 1, y: 1, type: 'plane' }).molecule;
      const valence = new Array<number>(m.atomCount).fill(0);
      for (let k = 0; k < m.bonds.count; k++) {
        const v = m.bonds.order[k] === 5 ? 1.5 : m.bonds.order[k]!;
        valence[m.bonds.a[k]!]! += v;
        valence[m.bonds.b[k]!]! += v;
      }
      expect(valence.every((v) => v === 4)).toBe(true);
    }
  });

  it('β: with the C=C as long as a whole –C≡C– link the net is graphene on its √3 × √3 cell, a = 3·bond', () => {
    const m = betaMotif({ vertexToSp: 0.5, triple: 0.4, double: 1.4 });
    expect(Math.hypot(...m.a)).toBeCloseTo(3 * 1.4, 10);
    expect(Math.hypot(...m.b)).toBeCloseTo(3 * 1.4, 10);
  });

  it('armchair turns the rectangular cell: x along √3·a', () => {
    const d = buildGraphyne({ ...CELLS[0]![0], x: 1, y: 1, type: 'armchair' });
    expect(d.molecule.cell!.parameters.a).toBeCloseTo(Math.sqrt(3) * d.description.latticeConstant, 10);
    expect(d.molecule.cell!.parameters.b).toBeCloseTo(d.description.latticeConstant, 10);
  });
});

describe('buildGraphyne: refusals', () => {
  it.each([
    [{ unitCell: 'delta-GY', bonds: vertex, x: 1, y: 1, type: 'plane' }, 'unit-cell'],
    [{ unitCell: '6,6,12-GY', bonds: vertex, x: 1, y: 1, type: 'plane' }, 'unit-cell'],
    [
      { unitCell: 'GDY', bonds: { aromatic: 1.43, ringToSp: 1.41, triple: 1.22 }, x: 1, y: 1, type: 'plane' },
      'unit-cell',
    ],
    [{ unitCell: 'gamma-GY', bonds: { ...ring, triple: 0.5 }, x: 1, y: 1, type: 'plane' }, 'bond-length'],
    [{ unitCell: 'gamma-GY', bonds: ring, x: 21, y: 1, type: 'plane' }, 'repeat'],
    [{ unitCell: 'gamma-GY', bonds: ring, x: 1, y: 1, type: 'ribbon' }, 'sheet-type'],
  ])('%o → rule %s', (request, rule) => {
    expect(() => buildGraphyne(request as never)).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule }) }),
    );
  });
});
