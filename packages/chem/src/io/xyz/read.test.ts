import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { xyzFormat } from './index.js';
import { parseKeyValues } from './key-values.js';
import { readXyz } from './read.js';

const fixturePath = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const fixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');
const HAS_OBABEL = spawnSync('obabel', ['-V']).status === 0;

function parseErrorOf(text: string): ParseError {
  try {
    readXyz(text, { fileName: 'bad.xyz' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('readXyz', () => {
  it('reads every frame as a molecule, with atomic numbers accepted for symbols', () => {
    const { molecules, diagnostics } = readXyz(fixture('multi-frame.xyz'));
    expect(molecules.map((m) => [m.title, m.atomCount])).toEqual([
      ['water', 3],
      ['methane', 5],
      ['carbon monoxide, atomic numbers in place of symbols, extra columns ignored', 2],
    ]);
    expect(Array.from(molecules[1]!.elements)).toEqual([6, 1, 1, 1, 1]);
    expect(Array.from(molecules[2]!.elements)).toEqual([6, 8]);
    expect(molecules[2]!.positions[5]).toBe(1.128);
    expect(molecules[0]!.bonds.count).toBe(0);
    expect(molecules[2]!.partialCharges).toBeUndefined();
    expect(diagnostics).toEqual([]);
  });

  it('reads an extended XYZ comment line: Lattice, Properties layout, charges, other keys', () => {
    const m = readXyz(fixture('nacl-extended.xyz')).molecules[0]!;
    expect(m.title).toBe('rock salt NaCl, primitive fcc cell (a = 5.64 A)');
    expect(m.cell?.vectors).toEqual([
      [0, 2.82, 2.82],
      [2.82, 0, 2.82],
      [2.82, 2.82, 0],
    ]);
    // Primitive fcc cell of a = 5.64 Å: |a_i| = 5.64/√2 = 3.98808 Å, angles 60°, volume a³/4 = 44.8524 Å³.
    expect(m.cell?.parameters.a).toBeCloseTo(3.98808, 4);
    expect(m.cell?.parameters.gamma).toBeCloseTo(60, 9);
    expect(m.cell?.volume).toBeCloseTo(44.852, 3);
    expect(Array.from(m.elements)).toEqual([11, 17]);
    // charges sit after the three forces columns: column 8, not 5.
    expect(Array.from(m.partialCharges ?? [])).toEqual([1, -1]);
    expect(m.properties).toEqual({ energy: '-7.25', config_type: 'bulk' });
  });

  it('parses key=value pairs with quotes, escapes, arrays and flags', () => {
    const kv = parseKeyValues('a=1 b = "x \\"y\\" z" c={1,2,3} flag Lattice=[1 2]');
    expect([...kv]).toEqual([
      ['a', '1'],
      ['b', 'x "y" z'],
      ['c', '1 2 3'],
      ['flag', 'T'],
      ['Lattice', '1 2'],
    ]);
    expect([...parseKeyValues('unterminated "quote')]).toEqual([
      ['unterminated', 'T'],
      ['quote', 'T'],
    ]);
  });

  it('names the line where the atoms ran out', () => {
    const e = parseErrorOf('4\nthree atoms only\nC 0 0 0\nO 1 0 0\nH 2 0 0\n');
    expect(e.line).toBe(6);
    expect(e.message).toBe('bad.xyz, line 6: the file ends after 3 of the 4 atoms announced on line 1.');
    expect(parseErrorOf('3\n\nC 0 0 0\n\n2\n\nH 0 0 0\nH 0 0 0.74\n')).toMatchObject({ line: 4 });
  });

  it('fails with the line for bad counts, symbols, numbers and extended headers', () => {
    expect(parseErrorOf('three\nx\nC 0 0 0\n')).toMatchObject({ line: 1 });
    expect(parseErrorOf('0\nempty\n')).toMatchObject({ line: 1 });
    expect(parseErrorOf('1\nx\nXx 0 0 0\n').message).toMatch(/line 3: 'Xx' is neither/);
    expect(parseErrorOf('1\nx\nC 0 zero 0\n').message).toMatch(/line 3: .*y coordinate/);
    expect(
      parseErrorOf('1\nLattice="1 0 0 0 1 0" Properties=species:S:1:pos:R:3\nC 0 0 0\n').message,
    ).toMatch(/line 2: Lattice needs 9/);
    expect(parseErrorOf('1\nLattice="1 0 0 0 1 0 0 0 0"\nC 0 0 0\n').message).toMatch(/line 2: .*degenerate/);
    expect(parseErrorOf('1\nProperties=species:S:1:pos:R\nC 0 0 0\n')).toMatchObject({ line: 2 });
    expect(parseErrorOf('1\nProperties=species:S:1:velo:R:3\nC 0 0 0\n').message).toMatch(/pos:R:3/);
    expect(parseErrorOf('1\nProperties=species:S:1:pos:R:3:charges:R:1\nC 0 0 0\n').message).toMatch(
      /line 3: expected atom 1 of 1 with 5 columns/,
    );
    expect(parseErrorOf('').message).toMatch(/empty/);
  });

  it('drops a Lattice whose pbc flags are all false, with a diagnostic', () => {
    const { molecules, diagnostics } = readXyz('1\nLattice="5 0 0 0 5 0 0 0 5" pbc="F F F"\nAr 0 0 0\n');
    expect(molecules[0]!.cell).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['xyz-pbc-off']);
  });

  it.skipIf(!HAS_OBABEL)('agrees with obabel on multi-frame.xyz: 3 molecules of 3, 5 and 2 atoms', () => {
    // `obabel -ixyz multi-frame.xyz -osdf` (Open Babel 3.1.1) printed counts lines 3/5/2 atoms.
    const run = spawnSync('obabel', ['-ixyz', fixturePath('multi-frame.xyz'), '-osdf'], { encoding: 'utf8' });
    const counts = run.stdout
      .split('\n')
      .filter((l) => l.endsWith('V2000'))
      .map((l) => Number(l.slice(0, 3)));
    expect(counts).toEqual([3, 5, 2]);
    expect(readXyz(fixture('multi-frame.xyz')).molecules.map((m) => m.atomCount)).toEqual(counts);
  });

  it('never throws anything but a ParseError (fuzz, fixtures as seeds)', () => {
    fuzzReader(xyzFormat, [fixture('multi-frame.xyz'), fixture('nacl-extended.xyz')]);
  });
});
