import { spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../kernel/http/errors.js';
import { MAX_PATH_BYTES, MAX_SEGMENT_BYTES } from './library-paths.js';
import type { MoleculeLibrary } from './molecule-library.js';
import { openLibrary } from './molecule-library.js';

const WATER_XYZ = readFile(new URL('./fixtures/water.xyz', import.meta.url), 'utf8');

let base: string;
let root: string;
let library: MoleculeLibrary;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'tf-library-hardening-'));
  root = join(base, 'library');
  await mkdir(join(root, 'water'), { recursive: true });
  library = openLibrary(root);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Every path below the root, sorted, folders with a trailing '/'. */
async function tree(dir = root, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const dirent of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}${dirent.name}`;
    if (dirent.isDirectory()) out.push(`${path}/`, ...(await tree(join(dir, dirent.name), `${path}/`)));
    else out.push(path);
  }
  return out.sort();
}

/** The HttpError a call is refused with (any other error fails the test, as it would be a 500). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (error instanceof HttpError) return error;
  throw error;
}

describe('admin folders through a dangling symlink', () => {
  it('are a 400 naming the path, and nothing is created', async () => {
    await symlink(join(base, 'gone'), join(root, 'water', 'link'));
    const before = await tree();
    for (const call of [
      () => library.addFolder('water/link/a/b'),
      async () => library.addFile({ path: 'water/link/new', name: 'w.xyz', data: await WATER_XYZ }),
    ]) {
      const error = await refusal(call());
      expect([error.statusCode, error.message]).toEqual([
        400,
        'invalid library path: "water/link" is a link to something that does not exist',
      ]);
      expect(await tree()).toEqual(before);
    }
  });
});

describe('over-long admin paths', () => {
  it(`are a 400 naming the path beyond ${MAX_PATH_BYTES} bytes, before any folder is made`, async () => {
    // 15 segments of 255 bytes: each passes, the whole would not fit PATH_MAX beside the root.
    const long = Array.from({ length: 15 }, (_, i) => String(i % 10).repeat(MAX_SEGMENT_BYTES)).join('/');
    const error = await refusal(library.addFolder(long));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(
      new RegExp(`^invalid library path: "0{80}…" is longer than ${MAX_PATH_BYTES} bytes$`),
    );
    expect(await tree()).toEqual(['water/']);
    const file = await refusal(library.addFile({ path: long, name: 'w.xyz', data: await WATER_XYZ }));
    expect(file.statusCode).toBe(400);
    expect(await tree()).toEqual(['water/']);
  });

  it('name the segment longer than 255 bytes', async () => {
    const error = await refusal(library.addFolder(`a/${'x'.repeat(MAX_SEGMENT_BYTES + 1)}`));
    expect([error.statusCode, error.message]).toEqual([
      400,
      `invalid library path: "${'x'.repeat(80)}…" is longer than ${MAX_SEGMENT_BYTES} bytes`,
    ]);
    expect(await tree()).toEqual(['water/']);
  });
});

describe('a request refused after it made folders', () => {
  it('leaves none of them behind (the file system finds the path too long half-way)', async () => {
    // A root whose real path is ~3.3 kB: a 1000-byte path below it passes the lexical limits, but
    // mkdir fails with ENAMETOOLONG past PATH_MAX (4096) after making the first folders.
    const deep = join(base, ...Array.from({ length: 13 }, () => 'd'.repeat(250)));
    await mkdir(deep, { recursive: true });
    const deepLibrary = openLibrary(deep);
    const path = Array.from({ length: 4 }, (_, i) => String(i).repeat(249)).join('/');
    const folder = await refusal(deepLibrary.addFolder(path));
    expect(folder.statusCode).toBe(400);
    expect(folder.message).toMatch(/^invalid library path: "0{80}…" is too long for the file system/);
    expect(await tree(deep)).toEqual([]);
    const file = await refusal(
      // Its three folders fit; the file's name then does not.
      deepLibrary.addFile({
        path: path.slice(0, 749),
        name: `${'w'.repeat(200)}.xyz`,
        data: await WATER_XYZ,
      }),
    );
    expect(file.statusCode).toBe(400);
    expect(file.message).toMatch(/^invalid library path: "0{80}…" is too long for the file system/);
    expect(await tree(deep)).toEqual([]);
  });
});

/** Opens the FIFO for writing and closes it: a reader blocked in open() (the old code) is released. */
async function release(fifo: string): Promise<void> {
  const writer = await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined);
  await writer?.close();
}

describe('only regular files are read from the library', () => {
  it('a FIFO named *.mol2 is neither listed nor read, and the read answers at once', async () => {
    const fifo = join(root, 'water', 'pipe.mol2');
    const made = spawnSync('mkfifo', [fifo]);
    expect(made.status, String(made.stderr)).toBe(0);
    expect((await library.list('water')).map((e) => e.name)).toEqual([]);
    const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2000).unref());
    try {
      const outcome = await Promise.race([refusal(library.read('water', 'pipe.mol2')), timeout]);
      expect(outcome).toBeInstanceOf(HttpError);
      const error = outcome as HttpError;
      expect([error.statusCode, error.message]).toEqual([
        404,
        'file "pipe.mol2" not found in folder "water" of the molecule library',
      ]);
    } finally {
      await release(fifo);
    }
  });

  it('a folder named *.xyz is not read as a file either', async () => {
    await mkdir(join(root, 'water', 'dir.xyz'));
    const error = await refusal(library.read('water', 'dir.xyz'));
    expect(error.statusCode).toBe(404);
  });
});
