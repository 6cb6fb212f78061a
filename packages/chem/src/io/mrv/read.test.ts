import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ParseError } from '../../core/errors.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { mrvFormat } from './index.js';
import { readMrv } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const wrap = (molecule: string): string =>
  `<cml xmlns="http://www.chemaxon.com">\n<MDocument>\n<MChemicalStruct>\n${molecule}\n</MChemicalStruct>\n</MDocument>\n</cml>`;

describe('readMrv', () => {
  it('reads a one-line Marvin JS export, keeping Marvin units and z = 0, adding no hydrogens', () => {
    const { molecules, diagnostics } = readMrv(fixture('benzene.mrv'));
    const m = molecules[0]!;
    expect(m.atomCount).toBe(6);
    expect(m.title).toBe('m1');
    expect(Array.from(m.bonds.order)).toEqual([2, 1, 2, 1, 2, 1]);
    // Marvin's unit is kept: ring atoms sit 1.54 from the centre, as written in the fixture.
    expect(Array.from(m.positions.slice(0, 3))).toEqual([0, 1.54, 0]);
    expect(m.properties['mrv.implicitHydrogens']).toBe('not in file');
    expect(diagnostics.map((d) => d.code)).toEqual(['mrv-2d-coordinates', 'mrv-implicit-hydrogens']);
  });

  it('reads the array-attribute form with a formal charge, lone pairs and a wedge', () => {
    // Open Babel (obabel -imrv acetate.mrv -osmi) reads the same fixture as CC(=O)[O-].
    const m = readMrv(fixture('acetate.mrv')).molecules[0]!;
    expect(m.title).toBe('acetate');
    expect(Array.from(m.elements)).toEqual([6, 6, 8, 8]);
    expect(Array.from(m.formalCharges)).toEqual([0, 0, 0, -1]);
    expect(m.properties['atom.lonePair']).toBe('a1=0 a2=0 a3=2 a4=3');
    expect(m.properties['bond.stereo']).toBe('b3=W');
    expect(m.bonds.order[1]).toBe(BondOrder.Double);
  });

  it('keeps a polymer SRU bracket as a property and takes the title from the name property', () => {
    const { molecules, diagnostics } = readMrv(fixture('polyethylene-sru.mrv'), { fileName: 'pe.mrv' });
    const m = molecules[0]!;
    expect(m.title).toBe('polyethylene, methyl-capped');
    expect(m.atomCount).toBe(4);
    expect(m.properties['mrv.sgroup.sg1']).toBe('SruSgroup atomRefs=a2 a3 title=n connect=ht');
    expect(m.properties['atom.sgroupRef']).toBe('a2=sg1 a3=sg1');
    expect(diagnostics.find((d) => d.code === 'mrv-sgroup')?.line).toBe(22);
  });

  it('reads 3D coordinates when Marvin writes them', () => {
    const m = readMrv(
      wrap(
        '<molecule molID="m1"><atomArray><atom id="a1" elementType="O" x3="0" y3="0" z3="1.5"/></atomArray></molecule>',
      ),
    ).molecules[0]!;
    expect(m.positions[2]).toBe(1.5);
  });

  it.each([
    [
      wrap(
        '<molecule molID="m1"><atomArray>\n<atom id="a1" elementType="R" x2="0" y2="0" rgroupRef="1"/></atomArray></molecule>',
      ),
      5,
      'R-group',
    ],
    [
      wrap(
        '<molecule molID="m1"><atomArray atomID="a1 a2"\n elementType="C *" x2="0 1" y2="0 0"/></molecule>',
      ),
      4,
      'star atom',
    ],
    [
      wrap(
        '<molecule molID="m1"><atomArray><atom id="a1" elementType="C" x2="0" y2="0"/></atomArray>\n<molecule id="sg1" role="SuperatomSgroup" title="Ph"><atomArray/></molecule></molecule>',
      ),
      5,
      'abbreviation',
    ],
    [wrap('<molecule molID="m1">\n</molecule>'), 1, '<molecule>'],
    ['<cml>\n<MDocument>\n</cml>', 3, 'does not match'],
  ])('rejects bad input %#', (text, line, words) => {
    try {
      readMrv(text, { fileName: 'bad.mrv' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect((e as ParseError).line).toBe(line);
      expect((e as ParseError).fileName).toBe('bad.mrv');
      expect((e as ParseError).message).toContain(words);
    }
  });

  it('survives fuzzing', () => {
    fuzzReader(mrvFormat, [fixture('benzene.mrv'), fixture('acetate.mrv'), fixture('polyethylene-sru.mrv')]);
  });
});
