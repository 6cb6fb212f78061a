import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { readCif } from './read.js';
import { writeCif } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('writeCif', () => {
  it('round-trips an expanded structure: cell, elements, labels, positions, occupancy', () => {
    const original = readCif(fixture('p21c-test.cif')).molecules[0]!;
    const text = writeCif(original);
    expect(text).toContain("'x, y, z'");
    const back = readCif(text).molecules[0]!;
    expect(back.atomCount).toBe(original.atomCount);
    // Symmetry images share their site's label; the writer keeps the first and numbers the others.
    expect(back.names[0]).toBe(original.names[0]);
    expect(new Set(back.names).size).toBe(back.atomCount);
    expect(Array.from(back.elements)).toEqual(Array.from(original.elements));
    expect(Array.from(back.occupancy ?? [])).toEqual(Array.from(original.occupancy ?? []));
    for (const k of ['a', 'b', 'c', 'alpha', 'beta', 'gamma'] as const) {
      expect(back.cell?.parameters[k]).toBeCloseTo(original.cell?.parameters[k] ?? NaN, 5);
    }
    original.positions.forEach((v, i) => expect(back.positions[i]).toBeCloseTo(v, 5));
  });

  it('keeps coordinates outside [0, 1) as written and makes labels unique', () => {
    const b = new MoleculeBuilder('two words').setCell(
      cellFromParameters({ a: 10, b: 11, c: 12, alpha: 90, beta: 90, gamma: 90 }),
    );
    b.addAtom({ element: 6, x: -1, y: 2, z: 30, name: 'C1' });
    b.addAtom({ element: 8, x: 0, y: 0, z: 0, name: 'C1' });
    b.addAtom({ element: 1, x: 1, y: 1, z: 1, name: 'has space' });
    const text = writeCif(b.build());
    const back = readCif(text).molecules[0]!;
    expect(back.title).toBe('two_words');
    expect(back.names).toEqual(['C1', 'O2', 'H3']);
    expect(back.positions[0]).toBeCloseTo(-1, 6);
    expect(back.positions[2]).toBeCloseTo(30, 6);
  });

  it('round-trips partial charges through _atom_site_charge', () => {
    const original = readCif(fixture('charged-p1.cif')).molecules[0]!;
    const back = readCif(writeCif(original)).molecules[0]!;
    expect(Array.from(back.partialCharges ?? [])).toEqual(Array.from(original.partialCharges ?? []));
  });

  it('refuses a structure without a cell', () => {
    const b = new MoleculeBuilder('x');
    b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    expect(() => writeCif(b.build())).toThrow(/cell/);
  });
});
