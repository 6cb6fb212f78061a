import { spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, open, readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addLibraryFolderRoute,
  errorEnvelopeSchema,
  libraryEntrySchema,
  listLibraryRoute,
  loginResultSchema,
  okEnvelope,
  readLibraryFileRoute,
} from '@topoforge/contract';
import { z } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

const NOT_FOUND = { found: false, version: null } as const;
const OPTIONS = {
  overrides: { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND }, librarySource: null },
};
const PASSWORD = 'Library_admin1';

const post = (server: TestServer, path: string, body: unknown, token?: string) =>
  fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function adminToken(server: TestServer): Promise<string> {
  await addUser({ username: 'hardening-admin', password: PASSWORD, admin: true }, server.env);
  const login = { username: 'hardening-admin', password: PASSWORD, type: 0 };
  const response = await post(server, '/cgi/auth-service/login', login);
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

/** Every folder below `dir`, as paths relative to it. */
async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describeOnDatabases(
  'library requests the file system could not answer',
  (server) => {
    let token: string;
    let root: string;
    beforeAll(async () => {
      root = server().config.libraryDir;
      await mkdir(join(root, 'water'), { recursive: true });
      await symlink(join(server().config.dataDir, 'gone'), join(root, 'water', 'link'));
      token = await adminToken(server());
    });

    it('a folder through a dangling symlink or over 1024 bytes is a 400 naming the path, and nothing is left', async () => {
      const long = Array.from({ length: 15 }, (_, i) => String(i % 10).repeat(255)).join('/');
      const cases: [string, RegExp][] = [
        [
          'water/link/a/b',
          /^invalid library path: "water\/link" is a link to something that does not exist$/,
        ],
        [long, /^invalid library path: "0{80}…" is longer than 1024 bytes$/],
      ];
      for (const [path, message] of cases) {
        const response = await post(server(), addLibraryFolderRoute.path, { path }, token);
        const body = errorEnvelopeSchema.parse(await response.json());
        expect([response.status, body.error]).toEqual([400, expect.stringMatching(message)]);
      }
      expect(await folders(root)).toEqual(['water']);
    });

    it('a FIFO named *.mol2 is not listed, and reading it answers 404 at once', async () => {
      const fifo = join(root, 'water', 'pipe.mol2');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      try {
        const list = await fetch(server().url(`${listLibraryRoute.path}?path=water`));
        expect(okEnvelope(z.array(libraryEntrySchema)).parse(await list.json()).data).toEqual([]);
        const read = await fetch(server().url(`${readLibraryFileRoute.path}?path=water&name=pipe.mol2`), {
          signal: AbortSignal.timeout(5000),
        });
        const body = errorEnvelopeSchema.parse(await read.json());
        expect([read.status, body.error]).toEqual([
          404,
          'file "pipe.mol2" not found in folder "water" of the molecule library',
        ]);
      } finally {
        // Releases a reader blocked in open() (the code before the fix), so the server can close.
        await (await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined))?.close();
      }
    });
  },
  OPTIONS,
);
