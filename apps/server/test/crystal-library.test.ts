import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  errorEnvelopeSchema,
  libraryEntrySchema,
  listFrameworkLibraryRoute,
  listMineralLibraryRoute,
  okEnvelope,
  readFrameworkLibraryFileRoute,
  readMineralLibraryFileRoute,
} from '@topoforge/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * The mineral library (Debian's libavogadro-data, installed by scripts/setup-system.sh) and the MOF/COF
 * library the project ships (apps/server/frameworks), on the real server with its default folders; and
 * both on made-up folders (MINERAL_DIR, FRAMEWORK_DIR) holding what the shipped ones do not: a symlink
 * out, a CIF over 1 MB, a CIF whose symmetry operators give more than 1000 atoms.
 */
const DEBIAN_CRYSTALS = '/usr/share/avogadro2/crystals';
const NOT_FOUND = { found: false, version: null } as const;
const OVERRIDES = { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } };
const SECRET = 'SECRET-beside-the-crystal-library';

const listAnswer = okEnvelope(z.array(libraryEntrySchema));
const textAnswer = okEnvelope(z.string());

const get = (server: RunningServer, path: string, query: string, language = 'en') =>
  fetch(server.url(`${path}?${query}`), { headers: { 'accept-language': language } });

async function entries(server: RunningServer, path: string, folder: string) {
  const response = await get(server, path, `path=${encodeURIComponent(folder)}`);
  expect(response.status, folder).toBe(200);
  return listAnswer.parse(await response.json()).data;
}

async function refusal(response: Response) {
  const text = await response.text();
  expect(text).not.toContain(SECRET);
  const body = errorEnvelopeSchema.parse(JSON.parse(text));
  expect(body.status).toBe(response.status);
  return body;
}

/**
 * A CIF of argon in a 40 Å orthorhombic cell with the 8 operators of P m m m and `sites` sites at general
 * positions (no coordinate 0 or ½), so the reader gives 8 × sites atoms, at least 1.2 Å apart.
 */
function argonCif(sites: number): string {
  const lines = [
    'data_argon_mmm',
    '_cell_length_a 40',
    '_cell_length_b 40',
    '_cell_length_c 40',
    '_cell_angle_alpha 90',
    '_cell_angle_beta 90',
    '_cell_angle_gamma 90',
    'loop_',
    '_symmetry_equiv_pos_as_xyz',
    ...['x,y,z', '-x,y,z', 'x,-y,z', 'x,y,-z', '-x,-y,z', '-x,y,-z', 'x,-y,-z', '-x,-y,-z'].map(
      (o) => `'${o}'`,
    ),
    'loop_',
    '_atom_site_label',
    '_atom_site_type_symbol',
    '_atom_site_fract_x',
    '_atom_site_fract_y',
    '_atom_site_fract_z',
  ];
  for (let i = 0; i < sites; i++) {
    const x = 0.03 + 0.03 * (i % 14);
    const y = 0.03 + 0.05 * Math.floor(i / 14);
    lines.push(`Ar${i + 1} Ar ${x.toFixed(4)} ${y.toFixed(4)} 0.1000`);
  }
  return `${lines.join('\n')}\n`;
}

/** A crystal library tree under `root`: big/ (1000 atoms, 1008 atoms, over 1 MB), a link out, hidden files. */
async function craftLibrary(root: string, outside: string): Promise<void> {
  await mkdir(join(root, 'big'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await writeFile(join(root, 'big', 'limit.cif'), argonCif(125));
  await writeFile(join(root, 'big', 'expanded.cif'), argonCif(126));
  await writeFile(join(root, 'big', 'heavy.cif'), `${'# padding\n'.repeat(110_000)}${argonCif(1)}`);
  await writeFile(join(root, 'big', 'notes.txt'), 'not a structure');
  await writeFile(join(root, 'README.md'), '# not listed');
  await writeFile(join(outside, 'secret.cif'), `# ${SECRET}\n${argonCif(1)}`);
  await symlink(outside, join(root, 'escape'));
  await symlink(join(outside, 'secret.cif'), join(root, 'big', 'secret.cif'));
}

describe.runIf(existsSync(DEBIAN_CRYSTALS))('mineral and framework libraries as installed', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({}, OVERRIDES);
  });
  afterAll(() => server.app.close());

  it('lists the mineral folders of libavogadro-data, without its README and plugin.json', async () => {
    const top = await entries(server, listMineralLibraryRoute.path, '');
    expect(top.every((e) => e.type === 'folder')).toBe(true);
    expect(top.map((e) => e.name)).toEqual(
      expect.arrayContaining(['elements', 'halides', 'oxides', 'zeolites']),
    );
    expect(top.length).toBeGreaterThanOrEqual(20);
  });

  it('enters a mineral folder and reads a mineral', async () => {
    const halides = await entries(server, listMineralLibraryRoute.path, 'halides');
    expect(halides).toContainEqual({ name: 'NaCl-Halite.cif', type: 'file' });
    expect(halides.every((e) => e.name.endsWith('.cif'))).toBe(true);
    const response = await get(server, readMineralLibraryFileRoute.path, 'path=halides&name=NaCl-Halite.cif');
    expect(response.status).toBe(200);
    expect(textAnswer.parse(await response.json()).data).toMatch(
      /Crystallography Open Database[\s\S]*_cell_length_a/,
    );
  });

  it('refuses a zeolite with more than 1000 atoms after its symmetry operators, with the upload message', async () => {
    // LTN lists few sites; its operators give more than the crystal flow's 1000 atoms (000 §5).
    for (const [language, msg] of [
      ['en', 'atom count cannot exceed 1000'],
      ['zh', '原子个数不能超过1000个'],
    ] as const) {
      const response = await get(
        server,
        readMineralLibraryFileRoute.path,
        'path=zeolites&name=LTN.cif',
        language,
      );
      expect(await refusal(response)).toMatchObject({ status: 400, code: 'upload-atom-count', msg });
    }
  });

  it('names the file and line of a mineral file the reader cannot read', async () => {
    const response = await get(server, readMineralLibraryFileRoute.path, 'path=halides&name=AlCl3.cif');
    const body = await refusal(response);
    expect(body).toMatchObject({ status: 400, code: 'parse' });
    expect(body.msg).toMatch(/^AlCl3\.cif, line \d+: /);
  });

  it('refuses paths that leave the mineral library, naming it', async () => {
    for (const query of ['path=..', 'path=%2fetc', 'path=halides%2f..%2f..']) {
      const body = await refusal(await get(server, listMineralLibraryRoute.path, query, 'zh'));
      expect(body, query).toMatchObject({ status: 400, code: 'library-path' });
      expect(body.msg, query).toMatch(/^无效的矿物库路径：/);
    }
    const name = await refusal(
      await get(server, readMineralLibraryFileRoute.path, 'path=halides&name=..%2fREADME.md'),
    );
    expect(name).toMatchObject({ status: 400, code: 'library-path' });
    const missing = await refusal(await get(server, listMineralLibraryRoute.path, 'path=sapphires'));
    expect(missing).toMatchObject({
      status: 404,
      msg: 'folder "sapphires" not found in the mineral library',
    });
  });

  it('lists the framework folders and reads a MOF with its citation', async () => {
    const top = await entries(server, listFrameworkLibraryRoute.path, '');
    expect(top.map((e) => e.name)).toEqual([
      'Azolate',
      'COF-2D',
      'COF-3D',
      'Cu-paddlewheel',
      'IRMOF',
      'MIL',
      'MOF-74',
      'ZIF',
      'Zn4O',
      'Zr',
    ]);
    expect(await entries(server, listFrameworkLibraryRoute.path, 'ZIF')).toEqual(
      ['ZIF-1', 'ZIF-8', 'ZIF-10', 'ZIF-71', 'ZIF-90'].map((n) => ({ name: `${n}.cif`, type: 'file' })),
    );
    const response = await get(server, readFrameworkLibraryFileRoute.path, 'path=ZIF&name=ZIF-8.cif');
    expect(response.status).toBe(200);
    const text = textAnswer.parse(await response.json()).data;
    expect(text).toMatch(/^data_ZIF-8$/m);
    expect(text).toMatch(/^_citation_journal_abbrev "Proc. Natl. Acad. Sci. USA"$/m);
  });

  it('refuses paths that leave the framework library, and files of other types', async () => {
    const up = await refusal(await get(server, listFrameworkLibraryRoute.path, 'path=ZIF%2f..%2f..'));
    expect(up).toMatchObject({ status: 400, code: 'library-path' });
    const readme = await refusal(await get(server, readFrameworkLibraryFileRoute.path, 'name=README.md'));
    expect(readme).toMatchObject({
      status: 400,
      code: 'upload-extension',
      msg: 'only .cif, .vasp, .gif, .car files are supported',
    });
  });
});

describe('crystal libraries on folders that hold what the shipped ones do not', () => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'tf-crystal-libraries-'));
    await craftLibrary(join(base, 'minerals'), join(base, 'outside-minerals'));
    await craftLibrary(join(base, 'frameworks'), join(base, 'outside-frameworks'));
    server = await startServer(
      { MINERAL_DIR: join(base, 'minerals'), FRAMEWORK_DIR: join(base, 'frameworks') },
      OVERRIDES,
    );
  });
  afterAll(async () => {
    await server.app.close();
    await rm(base, { recursive: true, force: true });
  });

  for (const [library, list, read] of [
    ['minerals', listMineralLibraryRoute, readMineralLibraryFileRoute],
    ['frameworks', listFrameworkLibraryRoute, readFrameworkLibraryFileRoute],
  ] as const) {
    it(`${library}: lists crystal files only, never a link out`, async () => {
      expect(await entries(server, list.path, '')).toEqual([{ name: 'big', type: 'folder' }]);
      expect(await entries(server, list.path, 'big')).toEqual([
        { name: 'expanded.cif', type: 'file' },
        { name: 'heavy.cif', type: 'file' },
        { name: 'limit.cif', type: 'file' },
      ]);
    });

    it(`${library}: counts atoms after the symmetry operators: 1000 pass, 1008 are refused`, async () => {
      const limit = await get(server, read.path, 'path=big&name=limit.cif');
      expect(limit.status).toBe(200);
      expect(textAnswer.parse(await limit.json()).data).toBe(argonCif(125));
      const expanded = await refusal(await get(server, read.path, 'path=big&name=expanded.cif'));
      expect(expanded).toMatchObject({
        status: 400,
        code: 'upload-atom-count',
        msg: 'atom count cannot exceed 1000',
      });
    });

    it(`${library}: refuses a file over 1 MB with the upload message`, async () => {
      const heavy = await refusal(await get(server, read.path, 'path=big&name=heavy.cif', 'zh'));
      expect(heavy).toMatchObject({ status: 400, code: 'upload-size', msg: '文件大小超出1M限制' });
    });

    it(`${library}: refuses the symlinks that lead out`, async () => {
      const folder = await refusal(await get(server, list.path, 'path=escape'));
      expect(folder).toMatchObject({ status: 400, code: 'library-path' });
      const file = await refusal(await get(server, read.path, 'path=big&name=secret.cif'));
      expect(file).toMatchObject({ status: 400, code: 'library-path' });
      expect(file.msg).toMatch(library === 'minerals' ? /mineral library/ : /framework library/);
    });
  }

  it('answers 404 naming the library when its folder does not exist', async () => {
    const missing = await startServer({ MINERAL_DIR: join(base, 'nowhere') }, OVERRIDES);
    try {
      const body = await refusal(await get(missing, listMineralLibraryRoute.path, ''));
      expect(body).toMatchObject({
        status: 404,
        code: 'library-not-found',
        msg: 'the mineral library is not installed on this server',
      });
    } finally {
      await missing.app.close();
    }
  });
});
