import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { carFormat } from './index.js';
import { readCar } from './read.js';

const fixturePath = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const fixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');
const HAS_OBABEL = spawnSync('obabel', ['-V']).status === 0;
const HEAD = '!BIOSYM archive 3\nPBC=OFF\ntitle\n!DATE Wed Jan 01 12:00:00 2025\n';

function parseErrorOf(text: string): ParseError {
  try {
    readCar(text, { fileName: 'bad.car' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('readCar', () => {
  it('reads a periodic file: cell, types, charges, and each end-closed molecule as a chain', () => {
    const { molecules, diagnostics } = readCar(fixture('water-pbc.car'));
    const m = molecules[0]!;
    expect(molecules).toHaveLength(1);
    expect(m.title).toBe('Two SPC water molecules in a monoclinic cell');
    expect(m.atomCount).toBe(6);
    expect(m.cell?.parameters.a).toBeCloseTo(6.2, 12);
    expect(m.cell?.parameters.c).toBeCloseTo(6.6, 12);
    expect(m.cell?.parameters.beta).toBeCloseTo(95, 9);
    // Standard orientation: c = (c·cos β, 0, c·sin β) = (6.6·cos 95°, 0, 6.6·sin 95°) = (−0.575228, 0, 6.574885).
    expect(m.cell?.vectors[2][0]).toBeCloseTo(-0.575228, 5);
    expect(m.cell?.vectors[2][2]).toBeCloseTo(6.574885, 5);
    expect(m.atomTypes).toEqual(['o*', 'h*', 'h*', 'o*', 'h*', 'h*']);
    expect(Array.from(m.partialCharges ?? [])).toEqual([-0.82, 0.41, 0.41, -0.82, 0.41, 0.41]);
    expect(m.residues).toEqual([
      { name: 'WAT', number: 1, chain: '1' },
      { name: 'WAT', number: 1, chain: '2' },
    ]);
    expect(m.names.slice(0, 3)).toEqual(['O1', 'H1', 'H2']);
    expect(Array.from(m.positions.slice(0, 3))).toEqual([1, 1, 1.117]);
    expect(diagnostics).toEqual([]);
  });

  it('reads a non-periodic file', () => {
    const m = readCar(fixture('methanol-nopbc.car')).molecules[0]!;
    expect(m.cell).toBeUndefined();
    expect(Array.from(m.elements)).toEqual([6, 8, 1, 1, 1, 1]);
    expect(m.atomTypes).toEqual(['c', 'oh', 'h', 'h', 'h', 'ho']);
    expect(m.bonds.count).toBe(0);
  });

  it('reads fixed columns with a blank residue, six-field DMol³ lines and placeholder types', () => {
    const fixed = 'C1       1.000000000    2.000000000    3.000000000      1       xx      C  -0.100';
    const dmol = 'Cu     0.500000000    0.000000000    0.000000000                     Cu   0.000';
    const m = readCar(`${HEAD}${fixed}\n${dmol}\nend\nend\n`).molecules[0]!;
    expect(Array.from(m.elements)).toEqual([6, 29]);
    expect(m.atomTypes).toBeUndefined();
    expect(m.residues[0]).toEqual({ name: 'UNK', number: 1, chain: '1' });
    expect(m.partialCharges?.[0]).toBe(-0.1);
  });

  it('tolerates a missing title and alphanumeric residue numbers, with diagnostics', () => {
    const text =
      '!BIOSYM archive 3\nPBC=ON\n!DATE Thu May 31 03:37:27 2012\nPBC 4.9 4.9 5.4 90.0 90.0 120.0 (P1)\nCA1 -1.0 1.0 2.0 XXX ND ca++ Ca 1.500\n';
    const { molecules, diagnostics } = readCar(text);
    expect(molecules[0]!.title).toBe('');
    expect(molecules[0]!.cell?.parameters.gamma).toBeCloseTo(120, 9);
    expect(molecules[0]!.atomTypes).toEqual(['ca++']);
    expect(diagnostics.map((d) => d.code)).toEqual(['car-no-end', 'car-residue-number']);
  });

  it('fails with the line for a bad header, cell, element or number', () => {
    expect(parseErrorOf('hello\n')).toMatchObject({ line: 1 });
    expect(parseErrorOf('!BIOSYM archive 3\nPBC=MAYBE\n')).toMatchObject({ line: 2 });
    expect(parseErrorOf('!BIOSYM archive 3\nPBC=2D\n').message).toMatch(/not supported/);
    expect(parseErrorOf('!BIOSYM archive 3\nPBC=ON\nt\n!DATE x\nC1 0 0 0 X 1 c C 0\n')).toMatchObject({
      line: 5,
    });
    expect(parseErrorOf('!BIOSYM archive 3\nPBC=ON\nt\n!DATE x\nPBC 1 1 1 90 90 200\n').message).toMatch(
      /line 5: .*gamma/,
    );
    expect(parseErrorOf(`${HEAD}C1 0 0 0 XXXX 1 c Qq 0\nend\nend\n`).message).toMatch(/line 5: 'Qq'/);
    expect(parseErrorOf(`${HEAD}C1 0 zero 0 XXXX 1 c C 0\nend\nend\n`).message).toMatch(
      /line 5: .*y coordinate/,
    );
    expect(parseErrorOf(`${HEAD}end\nend\n`).message).toMatch(/no atom lines/);
  });

  it.skipIf(!HAS_OBABEL)(
    'agrees with obabel on atom counts (it splits end-blocks into molecules: 3 + 3 atoms)',
    () => {
      // `obabel -icar water-pbc.car -osdf` (Open Babel 3.1.1) printed two records of 3 atoms; methanol 6 atoms.
      const counts = (name: string): number[] =>
        spawnSync('obabel', ['-icar', fixturePath(name), '-osdf'], { encoding: 'utf8' })
          .stdout.split('\n')
          .filter((l) => l.endsWith('V2000'))
          .map((l) => Number(l.slice(0, 3)));
      expect(counts('water-pbc.car')).toEqual([3, 3]);
      expect(counts('methanol-nopbc.car')).toEqual([6]);
      expect(readCar(fixture('water-pbc.car')).molecules[0]!.atomCount).toBe(3 + 3);
      expect(readCar(fixture('methanol-nopbc.car')).molecules[0]!.atomCount).toBe(6);
    },
  );

  it('never throws anything but a ParseError (fuzz, fixtures as seeds)', () => {
    fuzzReader(carFormat, [fixture('water-pbc.car'), fixture('methanol-nopbc.car')]);
  });
});
