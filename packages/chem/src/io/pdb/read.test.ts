import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ParseError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { bondList } from '../../core/molecule.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { pdbFormat } from './index.js';
import { readPdb } from './read.js';

const FIXTURES = [
  'tripeptide-altloc.pdb',
  'ligand-charged.pdb',
  'two-models.pdb',
  'graphite-cryst1.pdb',
  'hybrid36.pdb',
  'no-element.pdb',
  'ligpargen-names.pdb',
];
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const only = (text: string): Molecule => {
  const { molecules } = readPdb(text);
  expect(molecules).toHaveLength(1);
  return molecules[0]!;
};
const doubles = (m: Molecule): string[] =>
  bondList(m)
    .filter((b) => b.order === BondOrder.Double)
    .map((b) => `${b.a + 1}-${b.b + 1}`);

function parseErrorOf(text: string): ParseError {
  try {
    readPdb(text, { fileName: 'bad.pdb' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('readPdb', () => {
  it('keeps altLoc A, drops B with one diagnostic, and reads CONECT repeats as double bonds', () => {
    const { molecules, diagnostics } = readPdb(fixture('tripeptide-altloc.pdb'));
    const m = molecules[0]!;
    // 34 ATOM records, two of them altLoc B (serials 33, 34).
    expect(m.atomCount).toBe(32);
    expect(m.title).toBe('GLY-SER-CYS TRIPEPTIDE WITH TWO SERINE OG CONFORMERS');
    expect(m.residues.map((r) => `${r.name}${r.number}${r.chain}`)).toEqual(['GLY1A', 'SER2A', 'CYS3A']);
    const og = m.names.indexOf('OG');
    expect(Array.from(m.positions.slice(3 * og, 3 * og + 3))).toEqual([-2.229, 0.546, 3.07]);
    expect(m.occupancy?.[og]).toBe(0.6);
    // RDKit wrote each bond once (from the lower serial), carbonyls twice: 31 bonds of an acyclic
    // 32-atom peptide, C=O of residues 1-3 double; the CONECT lines to altLoc B atoms are skipped.
    expect(m.bonds.count).toBe(31);
    expect(doubles(m)).toEqual(['3-4', '11-12', '22-23']);
    expect(bondList(m).filter((b) => b.order === BondOrder.Unknown)).toHaveLength(28);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['pdb-altloc-dropped', 20]]);
    expect(diagnostics[0]?.message).toMatch(/^2 atom record/);
  });

  it('reads element and formal charge columns of HETATM records (Open Babel output)', () => {
    const { molecules, diagnostics } = readPdb(fixture('ligand-charged.pdb'));
    const m = molecules[0]!;
    expect(m.title).toBe('N,N-dimethylglycine zwitterion');
    expect(m.atomCount).toBe(16);
    expect(Array.from(m.elements.slice(0, 7))).toEqual([6, 7, 6, 6, 6, 8, 8]);
    expect(Array.from(m.formalCharges.slice(0, 8))).toEqual([0, 1, 0, 0, 0, 0, -1, 0]);
    expect(m.residues).toEqual([{ name: 'UNL', number: 1, chain: '' }]);
    // Open Babel lists each bond from both ends and the C=O (atoms 5, 6) twice from each.
    expect(m.bonds.count).toBe(15);
    expect(doubles(m)).toEqual(['5-6']);
    expect(diagnostics).toEqual([]);
  });

  it('reads each MODEL as one molecule and applies the trailing CONECT to each', () => {
    const { molecules } = readPdb(fixture('two-models.pdb'));
    expect(molecules).toHaveLength(2);
    expect(molecules.map((m) => m.atomCount)).toEqual([3, 3]);
    expect(molecules.map((m) => m.bonds.count)).toEqual([2, 2]);
    expect(molecules[1]!.positions[2]).toBe(0.123);
    expect(molecules[0]!.title).toBe('WATER, TWO MODELS');
  });

  it('reads CRYST1 as a cell in the standard orientation', () => {
    const m = only(fixture('graphite-cryst1.pdb'));
    expect(m.cell?.parameters).toMatchObject({ a: 2.464, b: 2.464, c: 6.711 });
    const [va, vb, vc] = m.cell!.vectors;
    // Hand calculation: b = (b·cos 120°, b·sin 120°, 0) = (−1.232, 2.13389, 0); c = (0, 0, 6.711).
    expect(va).toEqual([2.464, 0, 0]);
    expect(vb[0]).toBeCloseTo(-1.232, 6);
    expect(vb[1]).toBeCloseTo(2.133886, 5);
    expect(vc[2]).toBeCloseTo(6.711, 9);
    expect(m.properties['spaceGroup']).toBe('P 1');
  });

  it('reads hybrid-36 serials and residue numbers, in ATOM and CONECT records', () => {
    const m = only(fixture('hybrid36.pdb'));
    expect(m.atomCount).toBe(6);
    expect(m.residues[0]?.number).toBe(10000);
    expect(m.bonds.count).toBe(5);
    expect(doubles(m)).toEqual(['1-2']);
  });

  it('takes the element from the atom name when columns 77-78 are missing, and says so', () => {
    const { molecules, diagnostics } = readPdb(fixture('no-element.pdb'));
    // ' CA ' carbon, '1HB ' hydrogen, 'HG21' hydrogen (4-letter H name), 'FE  ' iron,
    // 'CA  ' calcium (two-letter symbol from column 13), ' O  ' oxygen. Open Babel 3.1.1 reads 'FE' as F.
    expect(Array.from(molecules[0]!.elements)).toEqual([6, 1, 1, 26, 20, 8]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['pdb-element-from-name', 3]]);
    expect(diagnostics[0]?.message).toMatch(/^6 atom/);
  });

  it("reads LigParGen's mixed-case names ('Br0', 'Cl5' from column 14) as Br and Cl, and names those atoms", () => {
    // 1-bromo-4-chlorobenzene (obabel --gen3d coordinates), renamed and without element columns as
    // LigParGen writes its PDBs. The PDB column rule alone gives B and C (Open Babel 3.1.1: 'Bc1ccc(C)cc1').
    const { molecules, diagnostics } = readPdb(fixture('ligpargen-names.pdb'));
    const m = molecules[0]!;
    expect(Array.from(m.elements)).toEqual([35, 6, 6, 6, 6, 17, 6, 6, 1, 1, 1, 1]);
    const mixed = diagnostics.find((d) => d.code === 'pdb-element-mixed-case');
    expect(mixed?.atoms).toEqual([0, 5]);
    expect(mixed?.line).toBe(2);
    expect(mixed?.message).toContain("atom 1 'Br0' → Br, 6 'Cl5' → Cl");
    // The other ten atoms come from the column rule ('C01' carbon, 'H0A' hydrogen), warned as before.
    const rule = diagnostics.find((d) => d.code === 'pdb-element-from-name');
    expect(rule?.message).toMatch(/^10 atom/);
  });

  it('keeps the PDB convention for upper-case names: column 14 CL is carbon-named, column 13 CL chlorine', () => {
    const line = (name: string): string =>
      `HETATM    1 ${name} LIG     1       0.000   0.000   0.000  1.00  0.00`;
    const elementOf = (name: string): number => only(line(name)).elements[0]!;
    expect(elementOf(' CL1')).toBe(6);
    expect(elementOf('CL1 ')).toBe(17);
    expect(elementOf(' CA ')).toBe(6);
    expect(elementOf(' Cl1')).toBe(17);
    expect(elementOf(' Ca1')).toBe(20);
    // Columns 77-78 win over any name.
    expect(only(`${line(' Br0')}          C`).elements[0]).toBe(6);
    expect(readPdb(line(' CA ')).diagnostics.map((d) => d.code)).not.toContain('pdb-element-mixed-case');
  });

  it('treats the 1 Å CRYST1 of non-crystal entries as no cell', () => {
    const text =
      'CRYST1    1.000    1.000    1.000  90.00  90.00  90.00 P 1           1\n' +
      fixture('ligand-charged.pdb');
    const { molecules, diagnostics } = readPdb(text);
    expect(molecules[0]!.cell).toBeUndefined();
    expect(diagnostics[0]?.code).toBe('pdb-unit-cryst1');
  });

  it('reads decimal serials that run into the record name (ATOM100000)', () => {
    const text =
      'ATOM100000  C   UNK     1       0.000   0.000   0.000  1.00  0.00           C\n' +
      'ATOM100001  O   UNK     1       1.200   0.000   0.000  1.00  0.00           O\n' +
      'CONECT 100000 100001 100001\n';
    const m = only(text);
    expect(m.atomCount).toBe(2);
    expect(doubles(m)).toEqual(['1-2']);
  });

  it('reports an unreadable charge column and CONECT to missing atoms without failing', () => {
    const text =
      'HETATM    1  N   UNK     1       0.000   0.000   0.000  1.00  0.00           Nxx\n' +
      'CONECT    1    7\n';
    const { diagnostics } = readPdb(text);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['pdb-charge-unreadable', 1],
      ['pdb-conect-unknown-atom', 2],
    ]);
  });

  it('fails with the line for bad coordinates, unknown elements and bad CONECT', () => {
    const atom = 'HETATM    1  C   UNK     1       0.000   0.000   0.000  1.00  0.00           C';
    expect(
      parseErrorOf(`REMARK\n${atom.replace('0.000   0.000   0.000', '0.000   abcde   0.000')}\n`),
    ).toMatchObject({ line: 2 });
    expect(parseErrorOf(`${atom.slice(0, 40)}\n`).message).toMatch(/^bad\.pdb, line 1: .*y coordinate/);
    expect(parseErrorOf(`${atom.replace(' C   UNK', ' 9X  UNK').slice(0, 66)}\n`).message).toMatch(/element/);
    expect(parseErrorOf(`${atom}\nCONECT    1 abc\n`)).toMatchObject({ line: 2 });
    expect(parseErrorOf('hello world\n').message).toMatch(/no ATOM or HETATM/);
    expect(
      parseErrorOf(`CRYST1   10.000   10.000   10.000  90.00  90.00 190.00 P 1\n${atom}\n`),
    ).toMatchObject({ line: 1 });
  });

  it('never throws anything but a ParseError (fuzz, fixtures as seeds)', () => {
    fuzzReader(pdbFormat, FIXTURES.map(fixture));
  });
});
