import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { ParseError, TopoForgeError } from '../../core/errors.js';
import { parseAmberDat } from './parse-amber-dat.js';
import { MINI_GAFF, MINI_GAFF_LINES, MINI_GAFF_SOURCE } from './testing/mini-gaff.js';

const parse = (text: string) => parseAmberDat(text, { source: MINI_GAFF_SOURCE }).parameters;
const withLine = (line: number, text: string): string =>
  MINI_GAFF_LINES.map((l, i) => (i === line - 1 ? text : l)).join('\n');

describe('parseAmberDat', () => {
  const ff = parse(MINI_GAFF);

  it('reads the title, version and every section', () => {
    expect(ff.version).toBe('1.4');
    expect([ff.masses.size, ff.bonds.size, ff.angles.size, ff.dihedrals.size, ff.impropers.size]).toEqual([
      8, 6, 9, 5, 2,
    ]);
    expect(ff.nonbonded.size).toBe(8);
  });

  it('keeps values in AMBER units with their line', () => {
    // gaff.dat 5: "c3 12.01         0.878"
    expect(ff.masses.get('c3')).toEqual({ type: 'c3', mass: 12.01, polarizability: 0.878, line: 2 });
    // gaff.dat 245: "ca-ha  344.3    1.0870"
    expect(ff.bonds.get('ca-ha')).toEqual({ types: ['ca', 'ha'], k: 344.3, r0: 1.087, line: 17 });
    // gaff.dat 1491: "ca-ca-ha   48.460     120.010"
    expect(ff.angles.get('ca-ca-ha')).toMatchObject({ k: 48.46, theta0: 120.01, line: 27 });
    // gaff.dat 5717: "  c3          1.9080  0.1094"
    expect(ff.nonbonded.get('c3')).toEqual({ type: 'c3', rStar: 1.908, epsilon: 0.1094, line: 47 });
  });

  it('reads the divider and joins lines with negative PN into one multi-term dihedral', () => {
    // gaff.dat 5102: "X -c3-c3-X    9    1.400         0.000           3.000"
    expect(ff.dihedrals.get('X-c3-c3-X')?.terms).toEqual([
      { divider: 9, pk: 1.4, phase: 0, periodicity: 3, line: 29 },
    ]);
    // gaff.dat 5649-5650: PN -3. then 1.
    expect(ff.dihedrals.get('hc-c3-c3-cl')?.terms).toEqual([
      { divider: 1, pk: 0, phase: 0, periodicity: 3, line: 33 },
      { divider: 1, pk: 0.25, phase: 0, periodicity: 1, line: 34 },
    ]);
  });

  it('reads impropers with the central type third', () => {
    // gaff.dat 5656: "X -X -ca-ha         1.1          180.          2."
    expect(ff.impropers.get('X-X-ca-ha')).toEqual({
      types: ['X', 'X', 'ca', 'ha'],
      pk: 1.1,
      phase: 180,
      periodicity: 2,
      line: 36,
    });
  });

  it('names the line of a bad number', () => {
    const bad = withLine(13, 'c3-ca  abc    1.5130');
    expect(() => parse(bad)).toThrow(ParseError);
    expect(() => parse(bad)).toThrow(/mini-gaff\.dat, line 13: .*bond force constant/);
  });

  it('rejects a dihedral whose announced continuation never comes', () => {
    const bad = withLine(34, 'hc-c3-c3-hc   1    0.25          0.0             1.');
    expect(() => parse(bad)).toThrow(/line 34: dihedral hc-c3-c3-cl \(line 33\) announced more terms/);
  });

  it('rejects a zero divider, a missing END block and other 6-12 kinds', () => {
    expect(() => parse(withLine(29, 'X -c3-c3-X    0    1.400         0.000           3.000'))).toThrow(
      /line 29: .*IDIVF/,
    );
    expect(() => parse(withLine(42, 'MOD4      SK'))).toThrow(/line 42: .*not supported/);
    expect(() => parse(MINI_GAFF_LINES.slice(0, 20).join('\n'))).toThrow(ParseError);
    expect(() => parse('')).toThrow(ParseError);
  });

  it('reports a repeated parameter and keeps the first', () => {
    const text = withLine(17, 'ca-ca  999.0    1.0000');
    const { parameters, diagnostics } = parseAmberDat(text, { source: MINI_GAFF_SOURCE });
    expect(parameters.bonds.get('ca-ca')?.k).toBe(478.4);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'amber-dat-duplicate', line: 17 })]);
  });

  it('throws only ParseErrors on damaged files (fast-check: lines dropped, replaced or truncated)', () => {
    const damaged = fc
      .tuple(
        fc.nat(MINI_GAFF_LINES.length - 1),
        fc.constantFrom('drop', 'replace', 'truncate'),
        fc.string({ maxLength: 30 }),
      )
      .map(([at, how, junk]) => {
        const lines = [...MINI_GAFF_LINES];
        if (how === 'drop') lines.splice(at, 1);
        else if (how === 'replace') lines[at] = junk;
        else lines.length = at;
        return lines.join('\n');
      });
    fc.assert(
      fc.property(damaged, (text) => {
        try {
          parse(text);
        } catch (e) {
          expect(e).toBeInstanceOf(TopoForgeError);
        }
      }),
      { numRuns: 300 },
    );
  });

  const debian = '/usr/share/openbabel/3.1.1/gaff.dat';
  it.skipIf(!existsSync(debian))(
    'reads all of Open Babel 3.1.1 gaff.dat (skipped when Open Babel is absent)',
    () => {
      const { parameters: full } = parseAmberDat(readFileSync(debian, 'utf8'), { source: debian });
      // Counts of the file's sections (bond section minus one repeated no-os entry at line 729).
      expect([
        full.masses.size,
        full.bonds.size,
        full.angles.size,
        full.dihedrals.size,
        full.impropers.size,
        full.nonbonded.size,
      ]).toEqual([71, 790, 4071, 639, 38, 67]);
      expect(full.dihedrals.get('X-c-na-X')?.terms.map((t) => t.line)).toEqual([4960, 4961]);
    },
  );
});
