import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { readPoscar } from './read.js';
import { writePoscar } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function expectSame(back: Molecule, original: Molecule): void {
  expect(Array.from(back.elements)).toEqual(Array.from(original.elements));
  original.positions.forEach((v, i) => expect(back.positions[i]).toBeCloseTo(v, 9));
  original.cell?.vectors.forEach((row, i) =>
    row.forEach((v, j) => expect(back.cell?.vectors[i]?.[j]).toBeCloseTo(v, 9)),
  );
  expect(back.mobility ? Array.from(back.mobility) : undefined).toEqual(
    original.mobility ? Array.from(original.mobility) : undefined,
  );
}

describe('writePoscar', () => {
  it('round-trips Cartesian + selective dynamics input through Direct output', () => {
    const original = readPoscar(fixture('rutile-selective.vasp')).molecules[0]!;
    const text = writePoscar(original);
    expect(text.split('\n')[7]).toBe('Selective dynamics');
    expectSame(readPoscar(text).molecules[0]!, original);
  });

  it('keeps the atom order with interleaved elements (species line repeats symbols)', () => {
    const b = new MoleculeBuilder('mixed').setCell(
      cellFromParameters({ a: 5, b: 6, c: 7, alpha: 80, beta: 95, gamma: 110 }),
    );
    [8, 14, 14, 8, 1].forEach((element, i) => b.addAtom({ element, x: i * 0.7, y: 1 - i, z: 2 * i }));
    const original = b.build();
    const text = writePoscar(original);
    expect(text.split('\n')[5]?.trim().split(/\s+/)).toEqual(['O', 'Si', 'O', 'H']);
    expect(text.split('\n')[6]?.trim().split(/\s+/)).toEqual(['1', '2', '1', '1']);
    expectSame(readPoscar(text).molecules[0]!, original);
  });

  it('refuses a structure without a cell', () => {
    const b = new MoleculeBuilder('x');
    b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    expect(() => writePoscar(b.build())).toThrow(/cell/);
  });
});
