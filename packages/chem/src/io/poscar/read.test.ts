import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { poscarFormat } from './index.js';
import { readPoscar } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('readPoscar', () => {
  it('reads Direct coordinates scaled by the factor on line 2', () => {
    const m = readPoscar(fixture('si-diamond.vasp')).molecules[0]!;
    expect(m.atomCount).toBe(8);
    expect(m.elements.every((z) => z === 14)).toBe(true);
    expect(m.cell?.parameters.a).toBeCloseTo(5.431, 12);
    // Atom 5 at (1/4, 1/4, 1/4) of a 5.431 Å cube: 1.35775 Å on each axis (hand calculation).
    expect(Array.from(m.positions.slice(12, 15)).map((v) => +v.toFixed(10))).toEqual([
      1.35775, 1.35775, 1.35775,
    ]);
    expect(m.mobility).toBeUndefined();
  });

  it('reads Cartesian positions with selective dynamics and ignores the velocity block', () => {
    const m = readPoscar(fixture('rutile-selective.vasp')).molecules[0]!;
    expect(Array.from(m.elements)).toEqual([22, 22, 8, 8, 8, 8]);
    expect(m.positions[3]).toBeCloseTo(2.29685, 12);
    expect(Array.from(m.mobility ?? []).slice(0, 9)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 0]);
  });

  it('turns a negative scaling factor into the target volume and reads POTCAR-style symbols', () => {
    const m = readPoscar(fixture('CONTCAR-volume')).molecules[0]!;
    expect(m.cell?.volume).toBeCloseTo(160, 9);
    expect(Array.from(m.elements)).toEqual([11, 17]);
  });

  it.each([
    ['VASP 4\n1\n1 0 0\n0 1 0\n0 0 1\n2\nDirect\n0 0 0\n.5 .5 .5', 6, 'VASP 5'],
    ['t\n1\n1 0 0\n0 1 0\n0 0 1\nSi O\n1\nDirect\n0 0 0', 7, 'counts'],
    ['t\n1\n1 0 0\n0 1 0\n0 0 1\nXq\n1\nDirect\n0 0 0', 6, 'element'],
    ['t\n1\n1 0 0\n0 1 0\n0 0 1\nSi\n2\nDirect\n0 0 0', 7, 'more atoms than'],
    ['t\n1\n1 0 0\n0 1 0\n0 0 1\nSi\n1\nSelective\nDirect\n0 0 0 T X T', 10, 'T or F'],
    ['t\n1\n1 0 0\n0 1 0\n0 0 1\nSi\n2\nSelective\nDirect\n0 0 0 T T T', 10, 'ends after 1 of 2'],
    ['t\n1\n1 0 0\n0 1 0\n0 0 1\nSi\n1\nWhatever\n0 0 0', 8, 'Direct'],
    ['t\n1\n1 0 0\n2 0 0\n0 0 1\nSi\n1\nD\n0 0 0', 3, 'degenerate'],
    ['t\n0\n1 0 0\n0 1 0\n0 0 1\nSi\n1\nD\n0 0 0', 2, 'scaling'],
    ['t\n1\n1 0 0\n0 1 0', 4, 'ends before'],
  ])('rejects bad input %#', (text, line, words) => {
    try {
      readPoscar(text, { fileName: 'POSCAR' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect((e as ParseError).line).toBe(line);
      expect((e as ParseError).fileName).toBe('POSCAR');
      expect((e as ParseError).message).toContain(words);
    }
  });

  it('survives fuzzing', () => {
    fuzzReader(poscarFormat, [
      fixture('si-diamond.vasp'),
      fixture('rutile-selective.vasp'),
      fixture('CONTCAR-volume'),
    ]);
  });
});
