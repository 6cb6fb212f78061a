import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFormat } from '@topoforge/chem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildLibrary, STAMP_FILE } from './build-library.js';
import { openLibrary } from './molecule-library.js';

/** A CML molecule in the layout of Debian's chemical-structures files (atomArray of <atom>, bondArray). */
function cml(
  id: string,
  atoms: [string, number, number, number][],
  bonds: [number, number, number][],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<molecule xmlns="http://www.xml-cml.org/schema" id="CS_${id}">`,
    `  <name convention="IUPAC">${id}</name>`,
    '  <atomArray>',
    ...atoms.map(
      ([el, x, y, z], i) => `    <atom id="a${i + 1}" elementType="${el}" x3="${x}" y3="${y}" z3="${z}"/>`,
    ),
    '  </atomArray>',
    '  <bondArray>',
    ...bonds.map(([a, b, order]) => `    <bond atomRefs2="a${a} a${b}" order="${order}"/>`),
    '  </bondArray>',
    '</molecule>',
  ].join('\n');
}

// Hand-made geometries (Å): C–O 1.21, C–H 1.10, O–H 0.96; only atoms, bonds and orders are checked.
const FORMALDEHYDE = cml(
  'Methanal',
  [
    ['C', 0, 0, 0],
    ['O', 1.21, 0, 0],
    ['H', -0.55, 0.95, 0],
    ['H', -0.55, -0.95, 0],
  ],
  [
    [1, 2, 2],
    [1, 3, 1],
    [1, 4, 1],
  ],
);
const WATER = cml(
  'Water',
  [
    ['O', 0, 0, 0],
    ['H', 0.96, 0, 0],
    ['H', -0.24, 0.93, 0],
  ],
  [
    [1, 2, 1],
    [1, 3, 1],
  ],
);

let base: string;
let source: string;
let out: string;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'tf-library-build-'));
  source = join(base, 'source');
  out = join(base, 'data', 'library');
  for (const dir of ['aldehydes', 'water', 'broken', 'images', 'htdocs'])
    await mkdir(join(source, dir), { recursive: true });
  await writeFile(join(source, 'aldehydes', 'methanal.cml'), FORMALDEHYDE);
  await writeFile(join(source, 'water', 'water.cml'), WATER);
  await writeFile(join(source, 'broken', 'cut.cml'), FORMALDEHYDE.slice(0, 200));
  await writeFile(
    join(source, 'broken', 'two.cml'),
    `<list>${FORMALDEHYDE.replace(/<\?xml[^>]*>/, '')}${WATER.replace(/<\?xml[^>]*>/, '')}</list>`,
  );
  await writeFile(join(source, 'images', 'logo.png'), 'not a molecule');
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('buildLibrary', () => {
  it('writes each molecule in the four formats, skips folders without .cml, reports failures', async () => {
    const report = await buildLibrary({ source, out });
    expect(report).toMatchObject({ built: true, folders: 2, molecules: 2, files: 8, kept: 0 });
    expect(report.failures.map((f) => f.file)).toEqual(['broken/cut.cml', 'broken/two.cml']);
    expect(report.failures[0]?.reason).toMatch(/^broken\/cut\.cml/);
    expect(report.failures[1]?.reason).toBe('broken/two.cml: expected one molecule, found 2');
    expect((await readdir(out)).sort()).toEqual([STAMP_FILE, 'aldehydes', 'water']);
    expect((await readdir(join(out, 'aldehydes'))).sort()).toEqual([
      'methanal.mol',
      'methanal.mol2',
      'methanal.pdb',
      'methanal.xyz',
    ]);
    // No temp or old folders are left beside the library.
    expect(await readdir(join(base, 'data'))).toEqual(['library']);
  });

  it('keeps atoms, bond orders and title, and names atoms by element', async () => {
    await buildLibrary({ source, out });
    for (const ext of ['mol', 'mol2', 'pdb', 'xyz']) {
      const text = await readFile(join(out, 'aldehydes', `methanal.${ext}`), 'utf8');
      const molecule = findFormat(ext)?.read?.(text).molecules[0];
      expect(Array.from(molecule?.elements ?? []), ext).toEqual([6, 8, 1, 1]);
      if (ext === 'mol' || ext === 'mol2') {
        expect(Array.from(molecule?.bonds.order ?? []), ext).toEqual([2, 1, 1]);
        expect(molecule?.title, ext).toBe('Methanal');
      }
      if (ext === 'mol2' || ext === 'pdb') expect(molecule?.names, ext).toEqual(['C1', 'O1', 'H1', 'H2']);
    }
  });

  it('is served by the library it builds', async () => {
    await buildLibrary({ source, out });
    const library = openLibrary(out);
    expect(await library.list('')).toEqual([
      { name: 'aldehydes', type: 'folder' },
      { name: 'water', type: 'folder' },
    ]);
    expect(await library.read('water', 'water.xyz')).toMatch(/^3\nWater\nO /);
  });

  it('does nothing when the stamp shows the same source built', async () => {
    await buildLibrary({ source, out });
    const before = (await stat(join(out, 'water', 'water.pdb'))).mtimeMs;
    const again = await buildLibrary({ source, out });
    expect(again).toMatchObject({ built: false, folders: 2, molecules: 2, files: 8 });
    expect(again.failures).toHaveLength(2);
    expect((await stat(join(out, 'water', 'water.pdb'))).mtimeMs).toBe(before);
  });

  it('rebuilds when the source changes, keeping what administrators added or replaced', async () => {
    await buildLibrary({ source, out });
    const library = openLibrary(out);
    const added = await readFile(join(out, 'water', 'water.xyz'), 'utf8');
    await library.addFile({ path: 'mine', name: 'h2o.xyz', data: added });
    await library.addFolder('empty/inner');
    const edited = (await readFile(join(out, 'water', 'water.pdb'), 'utf8')).replace(
      'COMPND    Water',
      'COMPND    Ice',
    );
    await library.addFile({ path: 'water', name: 'water.pdb', data: edited, overwrite: true });

    await rm(join(source, 'aldehydes'), { recursive: true });
    await writeFile(join(source, 'water', 'heavy.cml'), WATER.replaceAll('Water', 'Heavy water'));
    const report = await buildLibrary({ source, out });
    // Kept: folders mine, empty, empty/inner; files mine/h2o.xyz, water/water.pdb.
    expect(report).toMatchObject({ built: true, folders: 1, molecules: 2, files: 8, kept: 5 });
    expect(existsSync(join(out, 'aldehydes'))).toBe(false);
    expect(await library.read('water', 'heavy.mol')).toMatch(/^Heavy water\n/);
    expect(await library.read('mine', 'h2o.xyz')).toBe(added);
    expect(await library.read('water', 'water.pdb')).toBe(edited);
    expect(await library.list('empty')).toEqual([{ name: 'inner', type: 'folder' }]);
  });

  it('fails with a clear message when the source is missing, leaving no library behind', async () => {
    await expect(buildLibrary({ source: join(base, 'nowhere'), out })).rejects.toThrow(
      `library source ${join(base, 'nowhere')} does not exist`,
    );
    expect(existsSync(out)).toBe(false);
  });
});
