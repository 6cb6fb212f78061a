import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ParseError } from '../../core/errors.js';
import { bondList } from '../../core/molecule.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { cmlFormat } from './index.js';
import { readCml } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parseErrorOf(text: string): ParseError {
  try {
    readCml(text, { fileName: 'bad.cml' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('readCml', () => {
  it('reads the array form Open Babel writes (obabel -xa)', () => {
    const { molecules, diagnostics } = readCml(fixture('ethanol-array.cml'));
    expect(molecules).toHaveLength(1);
    const m = molecules[0]!;
    expect(m.title).toBe('ethanol');
    expect(m.atomCount).toBe(9);
    expect(Array.from(m.elements)).toEqual([6, 6, 8, 1, 1, 1, 1, 1, 1]);
    expect(m.names[2]).toBe('a3');
    // Values transcribed from the fixture's x3/y3/z3 attributes for a3.
    expect(Array.from(m.positions.slice(6, 9))).toEqual([3.01712, 0.26058, -1.24851]);
    expect(m.bonds.count).toBe(8);
    expect(bondList(m)[1]).toEqual({ a: 1, b: 2, order: BondOrder.Single });
    expect(m.properties['atom.hydrogenCount']).toContain('a1=3');
    expect(diagnostics).toEqual([]);
  });

  it('reads x2/y2 as z = 0 with a warning, and formal charges', () => {
    const { molecules, diagnostics } = readCml(fixture('glycinium-2d.cml'));
    const m = molecules[0]!;
    expect(Array.from(m.formalCharges)).toEqual([0, 0, 0, 0, 1]);
    expect(m.positions[2]).toBe(0);
    expect(diagnostics[0]?.code).toBe('cml-2d-coordinates');
    expect(diagnostics[0]?.line).toBe(4);
  });

  it('reads several molecules, prefixed names, aromatic orders and <name> titles', () => {
    const { molecules } = readCml(fixture('benzene-water.cml'), { fileName: 'benzene-water.cml' });
    expect(molecules.map((m) => m.title)).toEqual(['benzene', 'water & friends']);
    const benzene = molecules[0]!;
    expect(benzene.atomCount).toBe(12);
    expect(Array.from(benzene.bonds.order.slice(0, 6))).toEqual(Array(6).fill(BondOrder.Aromatic));
    expect(benzene.bonds.order[6]).toBe(BondOrder.Single);
    expect(molecules[1]!.atomCount).toBe(3);
  });

  it.each([
    [
      '<molecule>\n<atomArray>\n<atom id="a1" elementType="Xx" x3="0" y3="0" z3="0"/>\n</atomArray></molecule>',
      3,
      'element',
    ],
    ['<molecule>\n<atomArray>\n<atom id="a1" elementType="C"/>\n</atomArray></molecule>', 3, 'coordinates'],
    [
      '<molecule>\n<atomArray>\n<atom id="a1" elementType="C" x3="0" y3="q" z3="0"/>\n</atomArray></molecule>',
      3,
      'y3',
    ],
    [
      '<molecule>\n<atomArray atomID="a1 a2" elementType="C"\n x3="0 1" y3="0 0" z3="0 0"/></molecule>',
      2,
      'values',
    ],
    [
      '<molecule><atomArray><atom id="a1" elementType="C" x3="0" y3="0" z3="0"/></atomArray>\n<bondArray>\n<bond atomRefs2="a1 a9" order="1"/></bondArray></molecule>',
      3,
      'a9',
    ],
    [
      '<molecule><atomArray><atom id="a1" elementType="C" x3="0" y3="0" z3="0"/><atom id="a2" elementType="C" x3="1" y3="0" z3="0"/></atomArray>\n<bondArray>\n<bond atomRefs2="a1 a2" order="7"/></bondArray></molecule>',
      3,
      'order',
    ],
    [
      '<molecule><atomArray><atom id="a1" elementType="C" x3="0" y3="0" z3="0"/>\n<atom id="a1" elementType="C" x3="1" y3="0" z3="0"/></atomArray></molecule>',
      2,
      'twice',
    ],
    [
      '<molecule><atomArray><atom id="a1" elementType="C" x3="0" y3="0" z3="0"/></atomArray>\n<bondArray><bond atomRefs2="a1 a1"/></bondArray></molecule>',
      2,
      'itself',
    ],
    ['<html>\n<body/></html>', 1, '<molecule>'],
    ['<molecule>\n<atomArray/></molecule>', 1, 'no atoms'],
  ])('rejects bad input %#', (text, line, words) => {
    const e = parseErrorOf(text);
    expect(e.line).toBe(line);
    expect(e.fileName).toBe('bad.cml');
    expect(e.message).toContain(words);
  });

  it('survives fuzzing', () => {
    fuzzReader(cmlFormat, [
      fixture('ethanol-array.cml'),
      fixture('glycinium-2d.cml'),
      fixture('benzene-water.cml'),
    ]);
  });
});

const DEBIAN_CML = '/usr/share/chemical-structures';

describe('Debian chemical-structures collection', () => {
  // Debian package data, present only where the `chemical-structures` package is installed; the test
  // is skipped elsewhere. Expected counts come from the files themselves (occurrences of '<atom ' and
  // '<bond '), an independent tally of what the reader must transcribe.
  it.skipIf(!existsSync(DEBIAN_CML))(
    'reads all CML files with atom and bond counts matching the file',
    () => {
      const files = readdirSync(DEBIAN_CML, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) =>
          readdirSync(join(DEBIAN_CML, d.name))
            .filter((f) => f.endsWith('.cml'))
            .map((f) => join(DEBIAN_CML, d.name, f)),
        );
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const { molecules } = readCml(text, { fileName: file });
        expect(molecules, file).toHaveLength(1);
        expect(molecules[0]!.atomCount, file).toBe(text.match(/<atom /g)?.length);
        expect(molecules[0]!.bonds.count, file).toBe(text.match(/<bond /g)?.length);
      }
      expect(files.length).toBeGreaterThan(500);
    },
  );
});
