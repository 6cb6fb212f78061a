import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellFromVectors } from '../../core/cell.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { readXyz } from './read.js';
import { writeXyz } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** What XYZ carries, at the written precision (1e-6 Å; lattice 1e-8 Å). */
function expectSame(a: Molecule, b: Molecule): void {
  expect(b.title).toBe(a.title);
  expect(Array.from(b.elements)).toEqual(Array.from(a.elements));
  b.positions.forEach((v, i) => expect(v).toBeCloseTo(a.positions[i]!, 6));
  expect(b.cell?.vectors).toEqual(a.cell?.vectors);
  expect(b.partialCharges && Array.from(b.partialCharges)).toEqual(
    a.partialCharges && Array.from(a.partialCharges),
  );
}

describe('writeXyz', () => {
  it('round-trips every frame of multi-frame.xyz as plain XYZ', () => {
    for (const m of readXyz(fixture('multi-frame.xyz')).molecules) {
      const text = writeXyz(m);
      expect(text.split('\n')[1]).toBe(m.title);
      expectSame(m, readXyz(text).molecules[0]!);
    }
  });

  it('round-trips the extended fixture: cell, charges and title', () => {
    const m = readXyz(fixture('nacl-extended.xyz')).molecules[0]!;
    const text = writeXyz(m);
    expect(text.split('\n')[1]).toBe(
      'Lattice="0.00000000 2.82000000 2.82000000 2.82000000 0.00000000 2.82000000 2.82000000 2.82000000 0.00000000" ' +
        'Properties=species:S:1:pos:R:3:charges:R:1 pbc="T T T" title="rock salt NaCl, primitive fcc cell (a = 5.64 A)"',
    );
    expect(text.split('\n')[2]).toBe('Na     0.000000     0.000000     0.000000   1.000000');
    expectSame(m, readXyz(text).molecules[0]!);
  });

  it('writes plain XYZ without a cell and extended XYZ with one; quotes in titles survive', () => {
    const b = new MoleculeBuilder('say "hi"');
    b.addAtom({ element: 18, x: 1, y: 2, z: 3 });
    const plain = b.build();
    expect(writeXyz(plain)).toBe('1\nsay "hi"\nAr     1.000000     2.000000     3.000000\n');
    const boxed = {
      ...plain,
      cell: cellFromVectors([
        [5, 0, 0],
        [0, 5, 0],
        [0, 0, 5],
      ]),
    };
    const back = readXyz(writeXyz(boxed)).molecules[0]!;
    expectSame(boxed, back);
  });
});
