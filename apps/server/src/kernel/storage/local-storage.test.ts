import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { openSpace } from './open-space.js';
import { spaceDirectory } from './space-paths.js';
import type { SpaceStorage } from './space-storage.js';

let dataDir: string;
let space: SpaceStorage;
const owner = { kind: 'user', id: 7 } as const;
const from = (content: string) => Readable.from([Buffer.from(content)]);

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-'));
  space = openSpace(dataDir, owner);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('local space storage', () => {
  it('writes, lists folders first, reads whole and by range, moves and removes', async () => {
    await space.put('/b/notes.txt', from('hello world'));
    await space.put('/a.txt', from('xyz'));
    expect((await space.list('/')).map((e) => [e.name, e.kind, e.size])).toEqual([
      ['b', 'folder', 0],
      ['a.txt', 'file', 3],
    ]);
    expect(await text((await space.read('/b/notes.txt')).stream)).toBe('hello world');
    expect(await text((await space.read('/b/notes.txt', { start: 6, end: 10 })).stream)).toBe('world');
    const moved = await space.move('/b/notes.txt', '/renamed.txt');
    expect(moved.path).toBe('/renamed.txt');
    expect(await readFile(join(spaceDirectory(dataDir, owner), 'renamed.txt'), 'utf8')).toBe('hello world');
    await space.remove('/b');
    expect((await space.list('/')).map((e) => e.name)).toEqual(['a.txt', 'renamed.txt']);
  });

  it('measures usage from the files, a job folder written behind its back included', async () => {
    await space.put('/in.gro', from('12345'));
    const jobFolder = join(spaceDirectory(dataDir, owner), 'jobs', '42');
    await mkdir(jobFolder, { recursive: true });
    await writeFile(join(jobFolder, 'md.log'), 'x'.repeat(1000));
    expect(await space.usage()).toBe(1005);
  });

  it.each(['../escape.txt', '/a/../../b', 'a\\b', '/./x', 'a\0b'])(
    'refuses the path %j naming it',
    async (path) => {
      const error = await refusal(space.put(path, from('x')));
      expect([error.statusCode, error.key, error.data]).toEqual([400, 'storage-path-unsafe', { path }]);
    },
  );

  it('refuses to follow a link out of the space, also a dangling one', async () => {
    const outside = join(dataDir, 'outside');
    await mkdir(outside);
    await writeFile(join(outside, 'secret.txt'), 'secret');
    const root = spaceDirectory(dataDir, owner);
    await mkdir(root, { recursive: true });
    await symlink(outside, join(root, 'link'));
    await symlink(join(outside, 'nothing-yet'), join(root, 'dangling'));
    expect((await refusal(space.read('/link/secret.txt'))).key).toBe('storage-path-unsafe');
    expect((await refusal(space.put('/link/new.txt', from('x')))).key).toBe('storage-path-unsafe');
    expect((await refusal(space.put('/dangling', from('x')))).key).toBe('storage-path-unsafe');
    expect((await space.list('/')).map((e) => e.name)).toEqual([]);
  });

  it('refuses to overwrite, to move a folder into itself and to remove the root', async () => {
    await space.put('/a/x.txt', from('1'));
    expect((await refusal(space.put('/a/x.txt', from('2')))).statusCode).toBe(409);
    expect((await refusal(space.move('/a', '/a/b'))).key).toBe('storage-into-itself');
    expect((await refusal(space.remove('/'))).key).toBe('storage-root');
    expect((await refusal(space.stat('/missing'))).statusCode).toBe(404);
  });

  it('stops a write past maxBytes with a 413 and leaves no file', async () => {
    const error = await refusal(space.put('/big.bin', from('0123456789'), { maxBytes: 4 }));
    expect([error.statusCode, error.key]).toEqual([413, 'storage-too-large']);
    expect(await space.list('/')).toEqual([]);
  });
});
