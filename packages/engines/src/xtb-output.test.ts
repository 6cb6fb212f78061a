import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProgramError } from './program-error.js';
import { parseMullikenCm5, parseXtbEsp, parseXtbVersion } from './xtb-output.js';

/** Fixtures: real xtb 6.5.1 output, made as fixtures/xtb/README.md says. */
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/xtb/${name}`, import.meta.url), 'utf8');

describe('parseMullikenCm5', () => {
  it('reads both columns of the GFN1 table of water (values as printed by xtb 6.5.1)', () => {
    const { mulliken, cm5 } = parseMullikenCm5(fixture('water-gfn1.out'), 3);
    expect([...mulliken]).toEqual([-0.66893, 0.33446, 0.33446]);
    expect([...cm5]).toEqual([-1.00498, 0.50249, 0.50249]);
  });

  it('reads two-letter element symbols glued to the index ("     2Cl   -0.15232 …")', () => {
    const { cm5 } = parseMullikenCm5(fixture('chloromethane-gfn1.out'), 5);
    expect([...cm5]).toEqual([-0.10334, -0.16354, 0.08896, 0.08896, 0.08896]);
  });

  it('splits f9.5 fields that touch (hand-made row: Mulliken −1.00000, CM5 −10.00000)', () => {
    const text =
      '  Mulliken/CM5 charges         n(s)   n(p)   n(d)\n     1o    -1.00000-10.00000   1.692  4.976  0.000\n';
    expect([...parseMullikenCm5(text, 1).cm5]).toEqual([-10]);
  });

  it('refuses output without the table, with too few rows or with more rows than atoms', () => {
    expect(() => parseMullikenCm5(fixture('close-atoms-fatal.out'), 3)).toThrow(ProgramError);
    expect(() => parseMullikenCm5(fixture('water-gfn1.out'), 4)).toThrow(/3 rows where 4/);
    expect(() => parseMullikenCm5(fixture('water-gfn1.out'), 2)).toThrow(/more rows/);
  });
});

describe('parseXtbVersion', () => {
  it('reads the banner', () => {
    expect(parseXtbVersion(fixture('water-gfn1.out'))).toBe('6.5.1');
    expect(parseXtbVersion('no banner')).toBeUndefined();
  });
});

describe('parseXtbEsp', () => {
  const points = Float64Array.from(fixture('water-esp-points.txt').trim().split(/\s+/).map(Number));

  it('returns the potential (hartree/e) at the points sent, in their order', () => {
    const v = parseXtbEsp(fixture('water-esp.dat'), points);
    expect(v.length).toBe(10);
    expect(v[0]).toBe(-0.06956759);
    // Far along ±z the potential is the dipole's: μz = −1.1172 au (printed by the same run), so
    // V(0,0,∓20 bohr) ≈ ±1.1172·20/20³ = ±0.002793; xtb gives +0.0027466 and −0.0028166 (the
    // quadrupole and the off-origin centre split them; their mean magnitude 0.002782 is within 0.4 %).
    expect((v[4]! - v[5]!) / 2).toBeCloseTo(0.002793, 4);
  });

  it('refuses a file with a missing point or a point that was not sent', () => {
    const text = fixture('water-esp.dat');
    expect(() => parseXtbEsp(text, points.subarray(0, 27))).toThrow(/10 points, 9 were sent/);
    const moved = Float64Array.from(points);
    moved[3] = 0.5;
    expect(() => parseXtbEsp(text, moved)).toThrow(/line 2 is not the point/);
    expect(() => parseXtbEsp(text.replace('-0.06956759', 'NaN'), points)).toThrow(/line 1/);
  });
});
