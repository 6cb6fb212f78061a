import { describe, expect, it } from 'vitest';
import { builtText } from './carbon-description';

describe('what the page says was built (the answer’s description)', () => {
  it('names the isomer with its point group and Atlas number', () => {
    // Fowler & Manolopoulos, An Atlas of Fullerenes: C60-Ih is isomer 1812.
    const text = builtText({
      kind: 'fullerene',
      name: 'C60-Ih',
      pointGroup: 'Ih',
      atlas: 1812,
      atomCount: 60,
    });
    expect(text).toEqual({
      key: 'fullerene',
      params: { name: 'C60-Ih', pointGroup: 'Ih', atlas: 1812, atoms: 60 },
    });
    expect(
      builtText({ kind: 'fullerene', name: 'C260-I', pointGroup: 'I', atlas: null, atomCount: 260 })?.params
        .atlas,
    ).toBe('—');
  });

  it('reports the diameter actually built for each wall', () => {
    // d(10,0) = √3·1.42·10/π (Saito et al. 1998); |T| = 3·Rcc, 3 periods.
    const d = (Math.sqrt(3) * 1.42 * 10) / Math.PI;
    const text = builtText({
      kind: 'nanotube',
      walls: [{ n: 10, m: 0, diameter: d }],
      length: 3 * 3 * 1.42,
      periods: 3,
      atomCount: 120,
      hydrogenCount: 0,
    });
    expect(text?.params).toMatchObject({ walls: '(10,0) 7.829 Å', length: '12.780', periods: 3, atoms: 120 });
  });

  it('describes graphene and added groups, and nothing for an unknown record', () => {
    expect(
      builtText({
        kind: 'graphene',
        x: 2,
        y: 3,
        cellA: Math.sqrt(3) * 1.42,
        cellB: 4.26,
        atomCount: 24,
        hydrogenCount: 0,
      }),
    ).toEqual({ key: 'graphene', params: { x: 2, y: 3, a: '2.460', b: '4.260', atoms: 24, hydrogens: 0 } });
    expect(builtText({ group: '-OH', count: 4, formula: 'C96H4O4' })).toEqual({
      key: 'functional',
      params: { count: 4, group: '-OH', formula: 'C96H4O4' },
    });
    expect(builtText({ kind: 'something else' })).toBeNull();
    expect(builtText(null)).toBeNull();
  });
});
