import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../kernel/http/errors.js';
import type { MoleculeLibrary } from './molecule-library.js';
import { openLibrary } from './molecule-library.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixture = (name: string): Promise<string> => readFile(new URL(name, FIXTURES), 'utf8');

/** An xyz file of `n` carbon atoms 2 Å apart (only the count matters). */
const xyzOf = (n: number): string =>
  `${n}\nchain\n${Array.from({ length: n }, (_, i) => `C ${(2 * i).toFixed(1)} 0.0 0.0`).join('\n')}\n`;

let base: string;
let root: string;
let library: MoleculeLibrary;
const SECRET = 'TOP SECRET outside the library';

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'tf-library-unit-'));
  root = join(base, 'library');
  const outside = join(base, 'outside');
  await mkdir(join(root, 'water'), { recursive: true });
  await mkdir(join(root, 'Alcohols'));
  await mkdir(join(root, 'amines'));
  await mkdir(outside);
  for (const ext of ['pdb', 'mol', 'xyz', 'mol2']) {
    await writeFile(join(root, 'water', `water.${ext}`), await fixture(`water.${ext}`));
  }
  await writeFile(join(root, 'water', 'notes.txt'), 'not a structure');
  await writeFile(join(root, 'water', 'odd:name.pdb'), await fixture('water.pdb'));
  await writeFile(join(root, 'water', '.hidden.pdb'), await fixture('water.pdb'));
  await writeFile(join(root, 'water', 'big.xyz'), `${xyzOf(3)}${'#'.repeat(1_048_577)}`);
  await writeFile(join(root, 'water', 'chain.xyz'), xyzOf(4001));
  await writeFile(join(root, 'water', 'broken.mol'), 'title\n\n\n x3  2  0\n');
  await writeFile(join(root, 'top.xyz'), await fixture('water.xyz'));
  await writeFile(join(outside, 'secret.pdb'), SECRET);
  await symlink(outside, join(root, 'escape'));
  await symlink(join(outside, 'secret.pdb'), join(root, 'water', 'secret.pdb'));
  await symlink(join(root, 'water'), join(root, 'water-link'));
  await symlink(join(root, 'missing'), join(root, 'dangling'));
  library = openLibrary(root);
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('list', () => {
  it('lists folders first, then library files, in natural order, hiding other files and links out', async () => {
    expect(await library.list('')).toEqual([
      { name: 'Alcohols', type: 'folder' },
      { name: 'amines', type: 'folder' },
      { name: 'water', type: 'folder' },
      { name: 'water-link', type: 'folder' },
      { name: 'top.xyz', type: 'file' },
    ]);
    expect((await library.list('water')).map((e) => e.name)).toEqual([
      'big.xyz',
      'broken.mol',
      'chain.xyz',
      'water.mol',
      'water.mol2',
      'water.pdb',
      'water.xyz',
    ]);
  });

  it('answers an empty folder with an empty list, a missing one with a 404 in both languages', async () => {
    expect(await library.list('amines')).toEqual([]);
    const error = await refusal(library.list('ketones'));
    expect(error.statusCode).toBe(404);
    expect(error.localized).toEqual({
      en: 'folder "ketones" not found in the molecule library',
      zh: '分子库中不存在文件夹“ketones”',
    });
    expect((await refusal(library.list('top.xyz'))).statusCode).toBe(404);
  });

  it('follows a symlink that stays inside, refuses one that leads out', async () => {
    expect((await library.list('water-link')).length).toBe(7);
    const error = await refusal(library.list('escape'));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('library-path');
  });

  it('answers 404 when the library was never built', async () => {
    const error = await refusal(openLibrary(join(base, 'nowhere')).list(''));
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('the molecule library is not installed on this server');
  });
});

describe('read', () => {
  it('answers the text of each format', async () => {
    for (const ext of ['pdb', 'mol', 'xyz', 'mol2']) {
      expect(await library.read('water', `water.${ext}`)).toBe(await fixture(`water.${ext}`));
    }
    expect(await library.read(undefined, 'top.xyz')).toBe(await fixture('water.xyz'));
  });

  it('answers 404 naming the file and folder', async () => {
    const error = await refusal(library.read('water', 'ice.pdb'));
    expect(error.statusCode).toBe(404);
    expect(error.localized).toEqual({
      en: 'file "ice.pdb" not found in folder "water" of the molecule library',
      zh: '分子库文件夹“water”中不存在文件“ice.pdb”',
    });
    expect((await refusal(library.read('', 'water.pdb'))).statusCode).toBe(404);
  });

  it("refuses a file over 1048576 bytes with the spec's size message (000 §5)", async () => {
    const error = await refusal(library.read('water', 'big.xyz'));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('upload-size');
    expect(error.localized).toEqual({ en: 'file size exceeds 1M limit', zh: '文件大小超出1M限制' });
  });

  it('applies the atom limit of the flow: 4001 atoms pass the small-molecule flow (5000) only', async () => {
    const error = await refusal(library.read('water', 'chain.xyz'));
    expect(error.code).toBe('upload-atom-count');
    expect(error.localized).toEqual({ en: 'atom count cannot exceed 4000', zh: '原子个数不能超过4000个' });
    expect((await refusal(library.read('water', 'chain.xyz', 'general'))).message).toBe(
      'atom count cannot exceed 1000',
    );
    expect(await library.read('water', 'chain.xyz', 'small-molecule')).toBe(xyzOf(4001));
  });

  it('refuses a file the atom count cannot be read from, naming the line', async () => {
    const error = await refusal(library.read('water', 'broken.mol'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^broken\.mol, line 4: /);
  });

  it('never reads through a symlink that leads out', async () => {
    const direct = await refusal(library.read('water', 'secret.pdb'));
    const viaFolder = await refusal(library.read('escape', 'secret.pdb'));
    for (const error of [direct, viaFolder]) {
      expect(error.statusCode).toBe(400);
      expect(error.message).not.toContain(SECRET);
    }
  });

  it('refuses hidden files and dangling links like missing ones', async () => {
    expect((await refusal(library.read('water', '.hidden.pdb'))).statusCode).toBe(400);
    expect((await refusal(library.read('dangling', 'x.pdb'))).statusCode).toBe(404);
  });
});

describe('addFile (administrators)', () => {
  it('adds a file, creating its folders, and reads it back', async () => {
    const data = await fixture('water.mol2');
    expect(await library.addFile({ path: 'mine/solvents', name: 'h2o.mol2', data })).toEqual({
      path: 'mine/solvents',
      name: 'h2o.mol2',
      atomCount: 3,
      replaced: false,
    });
    expect(await library.read('mine/solvents', 'h2o.mol2')).toBe(data);
    expect(await library.list('mine')).toEqual([{ name: 'solvents', type: 'folder' }]);
  });

  it('refuses to replace a file unless overwrite is set, and leaves no temp file behind', async () => {
    const pdb = await fixture('water.pdb');
    const error = await refusal(
      library.addFile({ path: 'water', name: 'water.xyz', data: await fixture('water.xyz') }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('library-exists');
    const replaced = await library.addFile({
      path: 'water',
      name: 'water.pdb',
      data: pdb.replace('0.948', '0.950'),
      overwrite: true,
    });
    expect(replaced.replaced).toBe(true);
    expect(await library.read('water', 'water.pdb')).toContain('0.950');
    expect((await readdir(join(root, 'water'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a file the reader cannot parse, naming the line', async () => {
    const mol = (await fixture('water.mol')).replace('  1  2  1  0', '  1  9  1  0');
    const error = await refusal(library.addFile({ path: 'mine', name: 'bad.mol', data: mol }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('parse');
    expect(error.message).toBe('bad.mol, line 8: the bond refers to atom 9, but there are 3 atoms.');
    expect(await library.list('mine')).not.toContainEqual({ name: 'bad.mol', type: 'file' });
  });

  it('checks extension, size and atom count as uploads are checked', async () => {
    expect((await refusal(library.addFile({ name: 'x.cml', data: 'x' }))).code).toBe('upload-extension');
    expect(
      (await refusal(library.addFile({ name: 'big.xyz', data: xyzOf(3) + ' '.repeat(1_048_576) }))).code,
    ).toBe('upload-size');
    expect(
      (await refusal(library.addFile({ name: 'chain.xyz', data: xyzOf(1001), flow: 'general' }))).code,
    ).toBe('upload-atom-count');
  });

  it('never writes through a symlink that leads out', async () => {
    const data = await fixture('water.xyz');
    expect((await refusal(library.addFile({ path: 'escape', name: 'w.xyz', data }))).statusCode).toBe(400);
    expect((await refusal(library.addFile({ path: 'escape/deeper', name: 'w.xyz', data }))).statusCode).toBe(
      400,
    );
    expect(await readdir(join(base, 'outside'))).toEqual(['secret.pdb']);
  });

  it('replaces a symlink that leads out by a file, never the file it points to', async () => {
    const data = await fixture('water.pdb');
    await library.addFile({ path: 'water', name: 'secret.pdb', data, overwrite: true });
    expect(await readFile(join(base, 'outside', 'secret.pdb'), 'utf8')).toBe(SECRET);
    expect(await library.read('water', 'secret.pdb')).toBe(data);
  });
});

describe('addFolder (administrators)', () => {
  it('creates a folder once, says so, and refuses a file in the way', async () => {
    expect(await library.addFolder('ketones/cyclic')).toEqual({ path: 'ketones/cyclic', created: true });
    expect(await library.addFolder('ketones/cyclic')).toEqual({ path: 'ketones/cyclic', created: false });
    expect((await refusal(library.addFolder('top.xyz/sub'))).code).toBe('library-not-folder');
    expect((await refusal(library.addFolder('escape/sub'))).code).toBe('library-path');
    expect((await refusal(library.addFolder('../x'))).code).toBe('library-path');
  });

  it('creates the library itself when it does not exist yet', async () => {
    const fresh = openLibrary(join(base, 'fresh', 'library'));
    expect(await fresh.addFolder('new')).toEqual({ path: 'new', created: true });
    expect(await fresh.list('')).toEqual([{ name: 'new', type: 'folder' }]);
  });
});
