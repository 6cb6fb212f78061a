import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import type { CellParameters } from '../../core/cell.js';
import { cellFromVectors } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder, bondList } from '../../core/molecule.js';
import { readPdb } from './read.js';
import { writePdb } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const readOne = (text: string): Molecule => readPdb(text).molecules[0]!;

/** Everything PDB carries, compared at the written precision (coordinates 0.001 Å). */
function expectSame(a: Molecule, b: Molecule): void {
  expect(b.title).toBe(a.title);
  expect(Array.from(b.elements)).toEqual(Array.from(a.elements));
  expect(Array.from(b.formalCharges)).toEqual(Array.from(a.formalCharges));
  expect(b.names).toEqual(a.names);
  expect(b.residues).toEqual(a.residues);
  expect(Array.from(b.residueOf)).toEqual(Array.from(a.residueOf));
  b.positions.forEach((v, i) => expect(v).toBeCloseTo(a.positions[i]!, 3));
  expect(bondList(b)).toEqual(bondList(a));
  expect(b.occupancy && Array.from(b.occupancy)).toEqual(a.occupancy && Array.from(a.occupancy));
  expect(b.cell === undefined).toBe(a.cell === undefined);
  for (const [k, v] of Object.entries(a.cell?.parameters ?? {})) {
    expect(b.cell?.parameters[k as keyof CellParameters]).toBeCloseTo(v, 3);
  }
}

describe('writePdb', () => {
  it.each([
    'tripeptide-altloc.pdb',
    'ligand-charged.pdb',
    'graphite-cryst1.pdb',
    'hybrid36.pdb',
    'no-element.pdb',
  ])('round-trips %s (read → write → read)', (name) => {
    const first = readOne(fixture(name));
    const text = writePdb(first);
    const second = readPdb(text);
    expectSame(first, second.molecules[0]!);
    expect(second.diagnostics).toEqual([]);
  });

  it('writes the columns PDB 3.3 defines, charges as 1+ / 1-, and double bonds twice in CONECT', () => {
    const text = writePdb(readOne(fixture('ligand-charged.pdb')));
    const lines = text.split('\n');
    expect(lines[0]).toBe('COMPND    N,N-dimethylglycine zwitterion');
    expect(lines[2]).toBe('HETATM    2  N   UNL     1       2.478  -0.040   0.145  1.00  0.00           N1+');
    expect(lines.find((l) => l.startsWith('CONECT    5'))).toBe('CONECT    5    4    6    6    7');
    expect(lines.at(-2)).toBe('END');
  });

  it('writes ATOM for polymer residues and HETATM for the rest', () => {
    const text = writePdb(readOne(fixture('tripeptide-altloc.pdb')));
    expect(text).toContain(
      'ATOM      2  CA  GLY A   1      -3.646   0.819  -1.835  1.00  0.00           C  \n',
    );
    expect(writePdb(readOne(fixture('two-models.pdb')))).toMatch(/^HETATM {4}1 {2}O {3}HOH W/m);
  });

  it('rotates a cell given by vectors into the standard orientation, keeping the structure', () => {
    // A cubic 10 Å cell turned 90° about z: a along y, b along −x. Atoms at fractional (0.1, 0.2, 0.3)
    // → Cartesian (−2, 1, 3) here, and (1, 2, 3) once a lies along x.
    const b = new MoleculeBuilder('turned').setCell(
      cellFromVectors([
        [0, 10, 0],
        [-10, 0, 0],
        [0, 0, 10],
      ]),
    );
    b.addAtom({ element: 6, x: -2, y: 1, z: 3 });
    const m = readOne(writePdb(b.build()));
    expect(m.cell?.vectors).toEqual([
      [10, 0, 0],
      [0, 10, 0],
      [0, 0, 10],
    ]);
    expect(Array.from(m.positions)).toEqual([1, 2, 3]);
  });

  it('makes a left-handed cell right-handed without mirroring the atoms', () => {
    const b = new MoleculeBuilder('left').setCell(
      cellFromVectors([
        [10, 0, 0],
        [0, 10, 0],
        [0, 0, -10],
      ]),
    );
    b.addAtom({ element: 6, x: 1, y: 2, z: -3 });
    const m = readOne(writePdb(b.build()));
    expect(Array.from(m.positions)).toEqual([1, 2, -3]);
  });

  it('switches to hybrid-36 above 99,999 atoms, in ATOM and CONECT records alike', () => {
    const b = new MoleculeBuilder('many');
    for (let i = 0; i < 100_002; i++)
      b.addAtom({ element: 1, x: i % 100, y: Math.floor(i / 100) % 100, z: 0 });
    // Atom indices 99,999 and 100,001 are serials 100,000 = 'A0000' and 100,002 = 'A0002'.
    b.addBond({ a: 99_999, b: 100_001, order: BondOrder.Double });
    const text = writePdb(b.build());
    expect(text).toContain('\nHETATMA0001  H   UNK     1');
    expect(text).toContain('\nCONECTA0000A0002A0002\nCONECTA0002A0000A0000\n');
    const back = readOne(text);
    expect(back.atomCount).toBe(100_002);
    expect(bondList(back)).toEqual([{ a: 99_999, b: 100_001, order: BondOrder.Double }]);
  });

  it('refuses coordinates that do not fit 8.3 columns, naming the atom', () => {
    const b = new MoleculeBuilder();
    b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    b.addAtom({ element: 6, x: -1000, y: 0, z: 0 });
    expect(() => writePdb(b.build())).toThrow(ChemError);
    expect(() => writePdb(b.build())).toThrow(/Atom 2: coordinate -1000.000/);
  });
});
