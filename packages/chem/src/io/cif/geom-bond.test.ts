import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { cellFromParameters } from '../../core/cell.js';
import type { Molecule } from '../../core/molecule.js';
import { bondsFrom, MoleculeBuilder, withBonds } from '../../core/molecule.js';
import { readCif } from './read.js';
import { writeCif } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Bonds as "a-b@image" strings, 0-based. */
const bondKeys = (mol: Molecule): string[] =>
  Array.from(
    { length: mol.bonds.count },
    (_, k) =>
      `${mol.bonds.a[k]}-${mol.bonds.b[k]}@${Array.from(mol.bonds.image?.subarray(3 * k, 3 * k + 3) ?? [0, 0, 0]).join(',')}`,
  );

/**
 * A periodic fixture whose bonds cross every kind of boundary: a zig-zag C chain along a (one bond
 * back into the home cell from the next), an O bonded to an H that lies outside the cell (stored
 * unwrapped), and a Ni bonded to its own image along b.
 */
function periodicFixture(): Molecule {
  const cell = cellFromParameters({ a: 2.5, b: 2.4, c: 9, alpha: 90, beta: 95, gamma: 90 });
  const b = new MoleculeBuilder('bonded fixture').setCell(cell);
  b.addAtom({ element: 6, x: 0.3, y: 0.2, z: 1, name: 'C1' });
  b.addAtom({ element: 6, x: 1.55, y: 0.2, z: 1.75, name: 'C2' });
  b.addAtom({ element: 8, x: 0.5, y: 1.2, z: 8.6, name: 'O1' });
  b.addAtom({ element: 1, x: 0.5, y: 1.2, z: 9.55, name: 'H1' });
  b.addAtom({ element: 28, x: 1.2, y: 1.2, z: 4.5, name: 'Ni1' });
  const mol = b.build();
  return withBonds(
    mol,
    bondsFrom([
      { a: 0, b: 1, order: BondOrder.Single, image: [0, 0, 0] },
      { a: 1, b: 0, order: BondOrder.Single, image: [1, 0, 0] },
      { a: 2, b: 3, order: BondOrder.Single, image: [0, 0, 0] },
      { a: 4, b: 4, order: BondOrder.Single, image: [0, 1, 0] },
    ]),
  );
}

describe('CIF _geom_bond', () => {
  it('round trip (write → read) keeps every bond with its image flags', () => {
    const original = periodicFixture();
    const text = writeCif(original);
    expect(text).toContain('_geom_bond_site_symmetry_2');
    expect(text).toMatch(/C2\s+C1\s+1\.\d+ \. 1_655/);
    expect(text).toMatch(/Ni1\s+Ni1\s+2\.40000 \. 1_565/);
    const back = readCif(text).molecules[0]!;
    // Before: the writer wrote no bonds and the reader read none.
    expect(bondKeys(back)).toEqual(bondKeys(original));
    original.positions.forEach((v, i) => expect(back.positions[i]).toBeCloseTo(v, 6));
    // A second round trip gives the same text.
    expect(writeCif(back)).toBe(text);
  });

  it('reads the symmetry codes of both atoms and names the rows it cannot read', () => {
    const { molecules, diagnostics } = readCif(fixture('geom-bond.cif'));
    expect(bondKeys(molecules[0]!)).toEqual(['0-1@0,0,0', '1-0@1,0,0']);
    const skipped = diagnostics.find((d) => d.code === 'cif-bond-skipped');
    expect(skipped?.message).toContain('2 _geom_bond row(s)');
    expect(skipped?.message).toContain('line 30 (C1–C9), line 31 (C1–C2)');
    expect(skipped?.line).toBe(28);
  });

  it('does not read _geom_bond of a block with symmetry operators, and says so', () => {
    const text = fixture('geom-bond.cif').replace("'x, y, z'", "'x, y, z'\n'-x, -y, -z'");
    const { molecules, diagnostics } = readCif(text);
    expect(molecules[0]!.bonds.count).toBe(0);
    expect(diagnostics.map((d) => d.code)).toContain('cif-bonds-not-read');
  });

  it('refuses a bond whose image a symmetry code cannot express', () => {
    const mol = periodicFixture();
    const far = withBonds(mol, bondsFrom([{ a: 0, b: 1, order: BondOrder.Single, image: [5, 0, 0] }]));
    expect(() => writeCif(far)).toThrow(/Bond 1–2 joins atoms 5, 0, 0 cells apart/);
  });
});
