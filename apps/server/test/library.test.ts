import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addLibraryFileResultSchema,
  addLibraryFileRoute,
  addLibraryFolderResultSchema,
  addLibraryFolderRoute,
  errorEnvelopeSchema,
  libraryEntrySchema,
  listLibraryRoute,
  loginResultSchema,
  okEnvelope,
  readLibraryFileRoute,
} from '@topoforge/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/** Water in the four formats, from apps/server/src/services/builder/library/fixtures (see its README). */
const FIXTURES = new URL('../src/services/builder/library/fixtures/', import.meta.url);
const fixture = (name: string): string => join(FIXTURES.pathname, name);
const NOT_FOUND = { found: false, version: null } as const;
const PASSWORD = 'Library_admin1';
/** Content of files beside the library that no request may ever reach. */
const SECRET = 'SECRET-beside-the-library';
const OPTIONS = {
  // The library is made by each test group in DATA_DIR/library: no build from the Debian source here.
  overrides: { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND }, librarySource: null },
};

const listAnswer = okEnvelope(z.array(libraryEntrySchema));
const textAnswer = okEnvelope(z.string());
const addFileAnswer = okEnvelope(addLibraryFileResultSchema);
const addFolderAnswer = okEnvelope(addLibraryFolderResultSchema);

const get = (server: TestServer, path: string, query: string, headers: Record<string, string> = {}) =>
  fetch(server.url(`${path}?${query}`), { headers });

const post = (server: TestServer, path: string, body: unknown, token?: string) =>
  fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function tokenOf(server: TestServer, username: string, admin: boolean): Promise<string> {
  await addUser({ username, password: PASSWORD, admin }, server.env);
  const response = await post(server, '/cgi/auth-service/login', { username, password: PASSWORD, type: 0 });
  expect(response.status).toBe(200);
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

/**
 * DATA_DIR/library with water/ (four formats), empty/, top.xyz, a symlink `escape` to DATA_DIR/outside
 * and water/secret.pdb linking to a file there; DATA_DIR/secret.pdb sits right above the root.
 */
async function makeLibrary(server: TestServer): Promise<void> {
  const root = server.config.libraryDir;
  const outside = join(server.config.dataDir, 'outside');
  await mkdir(join(root, 'water'), { recursive: true });
  await mkdir(join(root, 'empty'));
  await mkdir(outside);
  for (const ext of ['pdb', 'mol', 'xyz', 'mol2'])
    await copyFile(fixture(`water.${ext}`), join(root, 'water', `water.${ext}`));
  await copyFile(fixture('water.xyz'), join(root, 'top.xyz'));
  // A valid structure, so a request that reached it would be answered with its text.
  const secret = `COMPND    ${SECRET}\n${await readFile(fixture('water.pdb'), 'utf8')}`;
  await writeFile(join(outside, 'secret.pdb'), secret);
  await writeFile(join(server.config.dataDir, 'secret.pdb'), secret);
  await symlink(outside, join(root, 'escape'));
  await symlink(join(outside, 'secret.pdb'), join(root, 'water', 'secret.pdb'));
}

/** A refused request: 400 or 404 in the envelope, without a byte of what lies outside the library. */
async function expectRefused(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect([400, 404], `${what}: ${text}`).toContain(response.status);
  const body = errorEnvelopeSchema.parse(JSON.parse(text));
  expect(body.status, what).toBe(response.status);
  expect(text, what).not.toContain(SECRET);
  expect(text, what).not.toMatch(/root:|topoforge\.db|token-secret/);
}

/**
 * Path-traversal attempts, as sent on the wire (query values already percent-encoded; Fastify decodes
 * once). Each would reach DATA_DIR/secret.pdb, DATA_DIR/outside or /etc if it were followed.
 */
const TRAVERSAL_PATHS: readonly [string, string][] = [
  ['..', 'parent'],
  ['../..', 'grandparent'],
  ['water/../..', 'parent after a folder'],
  ['%2e%2e', 'percent-encoded ..'],
  ['%252e%252e', 'double-encoded ..'],
  ['..%2f..%2f', '../ with an encoded slash'],
  ['%2fetc', 'absolute /etc'],
  ['/etc', 'absolute /etc unencoded'],
  ['%5c..%5c', '\\..\\'],
  ['....%2f%2f', '....//'],
  ['water%00', 'NUL byte'],
  ['..%00', 'NUL after ..'],
  ['escape', 'symlink out of the root'],
  ['.', 'current folder'],
  ['.%2f..', './..'],
  ['%EF%BC%8E%EF%BC%8E', 'fullwidth full stops (U+FF0E)'],
  ['%E2%80%A4%E2%80%A4', 'one-dot leaders (U+2024)'],
  ['..%E2%88%95..', 'division slash (U+2215)'],
  ['%C0%AE%C0%AE', 'overlong UTF-8 dots'],
];

/** File names that try to step out, with a harmless path. */
const TRAVERSAL_NAMES: readonly [string, string][] = [
  ['..%2fsecret.pdb', '../ in the name'],
  ['%2fetc%2fpasswd', 'absolute path in the name'],
  ['%2fetc%2fhostname.pdb', 'absolute path with a library extension'],
  ['..%5csecret.pdb', '..\\ in the name'],
  ['secret.pdb%00.xyz', 'NUL before a second extension'],
  ['%252e%252e%252fsecret.pdb', 'double-encoded ../'],
  ['.', 'current folder as name'],
];

describeOnDatabases(
  'molecule library: list and read',
  (server) => {
    it('answers 404 while no library exists', async () => {
      const response = await get(server(), listLibraryRoute.path, 'path=');
      expect(response.status).toBe(404);
      expect(errorEnvelopeSchema.parse(await response.json()).code).toBe('library-not-found');
    });

    describe('with a library', () => {
      beforeAll(async () => {
        await makeLibrary(server());
      });

      it('lists the top folder, folders first, without the link that leads out', async () => {
        for (const query of ['', 'path=']) {
          const response = await get(server(), listLibraryRoute.path, query);
          expect(response.status).toBe(200);
          expect(listAnswer.parse(await response.json()).data).toEqual([
            { name: 'empty', type: 'folder' },
            { name: 'water', type: 'folder' },
            { name: 'top.xyz', type: 'file' },
          ]);
        }
      });

      it('lists a folder and an empty folder', async () => {
        const water = listAnswer.parse(
          await (await get(server(), listLibraryRoute.path, 'path=water')).json(),
        );
        expect(water.data.map((e) => e.name)).toEqual(['water.mol', 'water.mol2', 'water.pdb', 'water.xyz']);
        const empty = listAnswer.parse(
          await (await get(server(), listLibraryRoute.path, 'path=empty')).json(),
        );
        expect(empty.data).toEqual([]);
      });

      it('reads a file as text', async () => {
        for (const ext of ['pdb', 'mol', 'xyz', 'mol2']) {
          const response = await get(server(), readLibraryFileRoute.path, `path=water&name=water.${ext}`);
          expect(response.status).toBe(200);
          expect(textAnswer.parse(await response.json()).data).toBe(
            await readFile(fixture(`water.${ext}`), 'utf8'),
          );
        }
      });

      it('answers a missing folder or file with a 404 in the asked language', async () => {
        const folder = await get(server(), listLibraryRoute.path, 'path=ketones', {
          'accept-language': 'zh-CN',
        });
        expect(folder.status).toBe(404);
        expect(errorEnvelopeSchema.parse(await folder.json()).msg).toBe('分子库中不存在文件夹“ketones”');
        const file = await get(server(), readLibraryFileRoute.path, 'path=water&name=ice.pdb');
        expect(file.status).toBe(404);
        expect(errorEnvelopeSchema.parse(await file.json()).msg).toBe(
          'file "ice.pdb" not found in folder "water" of the molecule library',
        );
      });

      it('applies the atom limit of the asked flow (000 §5)', async () => {
        const chain = `1001\nchain\n${Array.from({ length: 1001 }, (_, i) => `C ${2 * i}.0 0.0 0.0`).join('\n')}\n`;
        await writeFile(join(server().config.libraryDir, 'empty', 'chain.xyz'), chain);
        const general = await get(
          server(),
          readLibraryFileRoute.path,
          'path=empty&name=chain.xyz&flow=general',
        );
        expect(general.status).toBe(400);
        expect(errorEnvelopeSchema.parse(await general.json()).msg).toBe('atom count cannot exceed 1000');
        const molecule = await get(server(), readLibraryFileRoute.path, 'path=empty&name=chain.xyz');
        expect(textAnswer.parse(await molecule.json()).data).toBe(chain);
        const bogus = await get(
          server(),
          readLibraryFileRoute.path,
          'path=empty&name=chain.xyz&flow=crystal',
        );
        expect(bogus.status).toBe(400);
      });

      it('refuses a file over 1 MB with the spec message', async () => {
        await writeFile(join(server().config.libraryDir, 'empty', 'big.pdb'), 'REMARK\n'.repeat(150_000));
        const response = await get(server(), readLibraryFileRoute.path, 'path=empty&name=big.pdb', {
          'accept-language': 'zh',
        });
        expect(response.status).toBe(400);
        expect(errorEnvelopeSchema.parse(await response.json())).toMatchObject({
          code: 'upload-size',
          msg: '文件大小超出1M限制',
        });
      });

      it(`refuses ${TRAVERSAL_PATHS.length} traversal forms of the folder path when listing`, async () => {
        for (const [path, what] of TRAVERSAL_PATHS) {
          await expectRefused(await get(server(), listLibraryRoute.path, `path=${path}`), `list ${what}`);
        }
      });

      it(`refuses the same forms when reading, with secret.pdb as the name`, async () => {
        for (const [path, what] of TRAVERSAL_PATHS) {
          await expectRefused(
            await get(server(), readLibraryFileRoute.path, `path=${path}&name=secret.pdb`),
            `read ${what}`,
          );
        }
      });

      it(`refuses ${TRAVERSAL_NAMES.length} traversal forms of the file name, and a symlinked file`, async () => {
        for (const [name, what] of TRAVERSAL_NAMES) {
          await expectRefused(
            await get(server(), readLibraryFileRoute.path, `path=water&name=${name}`),
            what,
          );
        }
        await expectRefused(
          await get(server(), readLibraryFileRoute.path, 'path=water&name=secret.pdb'),
          'symlink',
        );
      });
    });
  },
  OPTIONS,
);

describeOnDatabases(
  'molecule library: administrators add files and folders',
  (server) => {
    let admin: string;
    let user: string;
    beforeAll(async () => {
      await makeLibrary(server());
      admin = await tokenOf(server(), 'librarian', true);
      user = await tokenOf(server(), 'reader', false);
    });

    const waterXyz = (): Promise<string> => readFile(fixture('water.xyz'), 'utf8');

    it('refuses anonymous callers (401) and users who are not administrators (403)', async () => {
      const body = { path: 'mine', name: 'w.xyz', data: await waterXyz() };
      expect((await post(server(), addLibraryFileRoute.path, body)).status).toBe(401);
      expect((await post(server(), addLibraryFileRoute.path, body, user)).status).toBe(403);
      expect((await post(server(), addLibraryFolderRoute.path, { path: 'mine' }, user)).status).toBe(403);
      expect(existsSync(join(server().config.libraryDir, 'mine'))).toBe(false);
    });

    it('adds a file in a new folder, lists and reads it, and refuses to replace it without overwrite', async () => {
      const data = await waterXyz();
      const added = await post(
        server(),
        addLibraryFileRoute.path,
        { path: 'mine/solvents', name: 'w.xyz', data },
        admin,
      );
      expect(added.status).toBe(200);
      expect(addFileAnswer.parse(await added.json()).data).toEqual({
        path: 'mine/solvents',
        name: 'w.xyz',
        atomCount: 3,
        replaced: false,
      });
      const listed = listAnswer.parse(
        await (await get(server(), listLibraryRoute.path, 'path=mine%2Fsolvents')).json(),
      );
      expect(listed.data).toEqual([{ name: 'w.xyz', type: 'file' }]);
      const read = await get(server(), readLibraryFileRoute.path, 'path=mine/solvents&name=w.xyz');
      expect(textAnswer.parse(await read.json()).data).toBe(data);

      const again = await post(
        server(),
        addLibraryFileRoute.path,
        { path: 'mine/solvents', name: 'w.xyz', data },
        admin,
      );
      expect(again.status).toBe(409);
      expect(errorEnvelopeSchema.parse(await again.json()).code).toBe('library-exists');
      const replaced = await post(
        server(),
        addLibraryFileRoute.path,
        { path: 'mine/solvents', name: 'w.xyz', data: data.replace('water', 'ice'), overwrite: true },
        admin,
      );
      expect(addFileAnswer.parse(await replaced.json()).data.replaced).toBe(true);
    });

    it('refuses a file that does not parse, naming the line, and the wrong extension', async () => {
      const broken = await post(
        server(),
        addLibraryFileRoute.path,
        { name: 'broken.xyz', data: '3\nwater\nO 0 0 0\nH 1 0\n' },
        admin,
      );
      expect(broken.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await broken.json()).msg).toMatch(/^broken\.xyz, line 4: /);
      const cml = await post(
        server(),
        addLibraryFileRoute.path,
        { name: 'w.cml', data: '<molecule/>' },
        admin,
      );
      expect(errorEnvelopeSchema.parse(await cml.json()).msg).toBe(
        'only .mol, .pdb, .xyz, .mol2 files are supported',
      );
    });

    it('answers a file over 1 MB with the spec message, not a 413', async () => {
      const data = `${await waterXyz()}${' '.repeat(1_048_576)}`;
      const response = await post(server(), addLibraryFileRoute.path, { name: 'big.xyz', data }, admin);
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).msg).toBe('file size exceeds 1M limit');
    });

    it('creates a folder, and says when it existed', async () => {
      const first = await post(server(), addLibraryFolderRoute.path, { path: 'drugs/new' }, admin);
      expect(addFolderAnswer.parse(await first.json()).data).toEqual({ path: 'drugs/new', created: true });
      const second = await post(server(), addLibraryFolderRoute.path, { path: 'drugs/new' }, admin);
      expect(addFolderAnswer.parse(await second.json()).data).toEqual({ path: 'drugs/new', created: false });
    });

    it('refuses traversal forms in path and name, writing nothing outside the library', async () => {
      const { dataDir } = server().config;
      const before = (await readdir(dataDir)).sort();
      const data = await waterXyz();
      // JSON bodies are not percent-decoded, so encoded forms arrive as typed.
      const paths = [
        '..',
        '../..',
        'water/../..',
        '%2e%2e',
        '%252e%252e',
        '..%2f',
        '/tmp',
        '\\..\\',
        '....//',
        'a\u0000b',
        'escape',
        'escape/deeper',
        '.',
        './..',
        '\uff0e\uff0e',
      ];
      for (const path of paths) {
        await expectRefused(
          await post(server(), addLibraryFileRoute.path, { path, name: 'w.xyz', data }, admin),
          `add ${path}`,
        );
        await expectRefused(
          await post(server(), addLibraryFolderRoute.path, { path }, admin),
          `folder ${path}`,
        );
      }
      const names = [
        '../w.xyz',
        '/tmp/tf-library-escape.xyz',
        '..\\w.xyz',
        'w.xyz\u0000',
        '.w.xyz',
        '%2e%2e%2fw.xyz',
      ];
      for (const name of names) {
        await expectRefused(
          await post(server(), addLibraryFileRoute.path, { path: 'water', name, data }, admin),
          `name ${name}`,
        );
      }
      expect((await readdir(dataDir)).sort()).toEqual(before);
      expect(await readdir(join(dataDir, 'outside'))).toEqual(['secret.pdb']);
      expect(existsSync('/tmp/tf-library-escape.xyz')).toBe(false);
    });
  },
  OPTIONS,
);
