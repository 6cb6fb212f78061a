import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ParseError } from '../../core/errors.js';
import { bondList } from '../../core/molecule.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { gjfFormat } from './index.js';
import { readGjf } from './read.js';

const FIXTURES = ['benzene-connectivity.gjf', 'acetate-water-mm.gjf', 'silicon-tv.gjf'];
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parseErrorOf(text: string): ParseError {
  try {
    readGjf(text, { fileName: 'bad.gjf' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

const job = (atoms: string, route = '# sp'): string => `${route}\n\ntitle\n\n0 1\n${atoms}\n\n`;

describe('readGjf', () => {
  it('reads the connectivity section Open Babel writes (obabel -ogjf -xb), after a ! comment line', () => {
    const { molecules, diagnostics } = readGjf(fixture('benzene-connectivity.gjf'));
    const m = molecules[0]!;
    expect(m.title).toBe('benzene');
    expect(m.atomCount).toBe(12);
    expect(Array.from(m.elements)).toEqual([6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
    // Kekulé benzene as Open Babel wrote it: 12 bonds, three of them double (1-6, 2-3, 4-5).
    expect(m.bonds.count).toBe(12);
    const doubles = bondList(m).filter((b) => b.order === BondOrder.Double);
    expect(doubles.map((b) => `${b.a + 1}-${b.b + 1}`)).toEqual(['1-6', '2-3', '4-5']);
    expect(m.properties).toMatchObject({ charge: '0', multiplicity: '1', route: '# sp geom=connectivity' });
    expect(Array.from(m.formalCharges).every((q) => q === 0)).toBe(true);
    expect(diagnostics).toEqual([]);
  });

  it('reads MM types and charges, freeze codes, fragment charge pairs and aromatic 1.5 orders', () => {
    const m = readGjf(fixture('acetate-water-mm.gjf')).molecules[0]!;
    expect(m.atomCount).toBe(10);
    expect(m.atomTypes).toEqual(['CT', 'C', 'O2', 'O2', 'HC', 'HC', 'HC', 'OW', 'HW', 'HW']);
    expect(Array.from(m.partialCharges ?? [])).toEqual([
      -0.28, 0.9, -0.9, -0.9, 0.06, 0.06, 0.06, -0.834, 0.417, 0.417,
    ]);
    // Net charge from the first pair of '-1 1 -1 1 0 1'; no per-atom formal charge is invented.
    expect(m.properties).toMatchObject({
      charge: '-1',
      multiplicity: '1',
      link0: '%chk=acetate-water.chk\n%mem=2GB\n%nprocshared=4',
    });
    expect(m.properties['route']).toBe('# oniom(b3lyp/6-31+g(d):amber) # geom=connectivity');
    expect(Array.from(m.formalCharges).every((q) => q === 0)).toBe(true);
    expect(Array.from(m.mobility ?? []).slice(21, 30)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(m.mobility?.[0]).toBe(1);
    expect(m.title).toBe(
      'Acetate with one water, MM atom types and charges (element-type-charge), freeze codes and fragment charges; coordinates from Open Babel 3.1.1 --gen3d',
    );
    expect(bondList(m).map((b) => `${b.a + 1}-${b.b + 1}:${b.order}`)).toEqual([
      '1-2:1',
      '1-5:1',
      '1-6:1',
      '1-7:1',
      '2-3:5',
      '2-4:5',
      '8-9:1',
      '8-10:1',
    ]);
  });

  it('reads three Tv lines as the cell', () => {
    const m = readGjf(fixture('silicon-tv.gjf')).molecules[0]!;
    expect(m.atomCount).toBe(2);
    expect(m.cell?.vectors[0]).toEqual([0, 2.7155, 2.7155]);
    // Primitive fcc cell of a = 5.431 Å: |v| = a/√2 = 3.84030 Å, 60° between vectors, volume a³/4 = 160.1915/4 = 40.0479 Å³.
    expect(m.cell?.parameters.a).toBeCloseTo(3.8403, 4);
    expect(m.cell?.parameters.alpha).toBeCloseTo(60, 9);
    expect(m.cell?.volume).toBeCloseTo(40.0479, 3);
  });

  it('accepts atomic numbers, labels, commas, D exponents and PDB parameters', () => {
    const m = readGjf(
      job('8,0.0,0.0,0.1D0\nH1 0 0.76 -0.47\nH(PDBName=H2,ResName=HOH,ResNum=5) 0 -0.76 -0.47'),
    ).molecules[0]!;
    expect(Array.from(m.elements)).toEqual([8, 1, 1]);
    expect(m.positions[2]).toBeCloseTo(0.1, 12);
    expect(m.names).toEqual(['', 'H1', 'H2']);
    expect(m.residues.at(-1)).toEqual({ name: 'HOH', number: 5, chain: '' });
  });

  it('refuses Z-matrix input with a message that says what to do', () => {
    for (const zmat of [
      'O\nH 1 0.96\nH 1 0.96 2 104.5',
      'O\nH 1 r\nH 1 r 2 a\n\nr=0.96\na=104.5',
      'C1 0 0 0\nH 1 1.09 2 109.5',
    ]) {
      const e = parseErrorOf(job(zmat));
      expect(e.message).toMatch(/Z-matrix input is not supported: give the atoms in Cartesian coordinates/);
      expect(e.line).toBeGreaterThanOrEqual(6);
    }
  });

  it('warns about 1D/2D periodicity and odd bond orders instead of inventing them', () => {
    const { molecules, diagnostics } = readGjf(
      job('C 0 0 0\nC 1.5 0 0\nTv 2.5 0 0\n\n1 2 0.5\n2', '# sp geom=connectivity'),
    );
    expect(molecules[0]!.cell).toBeUndefined();
    expect(molecules[0]!.bonds.order[0]).toBe(BondOrder.Unknown);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['gjf-low-dimensional-pbc', 8],
      ['gjf-bond-order', 10],
    ]);
  });

  it('fails with the line for a missing route, bad charge line, bad atoms and bad connectivity', () => {
    expect(parseErrorOf('title only\n')).toMatchObject({ line: 1 });
    expect(parseErrorOf('# sp\n\ntitle\n\nzero one\nC 0 0 0\n')).toMatchObject({ line: 5 });
    expect(parseErrorOf('# sp\n\ntitle\n\n0 0\nC 0 0 0\n').message).toMatch(
      /multiplicity must be at least 1/,
    );
    expect(parseErrorOf('# sp\n\ntitle\n')).toMatchObject({ line: 4 });
    expect(parseErrorOf(job('Xx 0 0 0')).message).toMatch(/line 6: 'Xx' is not an element/);
    expect(parseErrorOf(job('Bq 0 0 0')).message).toMatch(/ghost/);
    expect(parseErrorOf(job('C 0 0 0\nC-CT-abc 1 0 0')).message).toMatch(/line 7: .*MM charge/);
    expect(parseErrorOf(job('C 0 0 0\nC 1.5 0 0\n\n1 3 1.0', '# sp geom=connectivity')).message).toMatch(
      /line 9: center 3 does not exist/,
    );
    expect(parseErrorOf(job('C 0 0 0\nC 1.5 0 0\n\n1 2', '# sp geom=connectivity'))).toMatchObject({
      line: 9,
    });
    expect(parseErrorOf('# sp\n\ntitle\n\n0 1\n\n')).toMatchObject({ line: 6 });
  });

  it('never throws anything but a ParseError (fuzz, fixtures as seeds)', () => {
    fuzzReader(gjfFormat, FIXTURES.map(fixture));
  });
});
