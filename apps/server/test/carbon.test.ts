import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builderPath, fullereneTreeSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readWizardMol2 } from '../src/services/builder/forcefield/structure.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { loggedInToken, mol2Atoms } from './support/polymer-calls.js';
import { refusalTexts } from './support/refusal-texts.js';

/**
 * The carbon-material calls of spec 001 §7 (issue 19 items 1–3) through the real server: fullerenes by
 * name and the page's tree, graphene, single- and multi-wall tubes, graphyne; the §5 bounds with the
 * premium bounds of §6, in English and Chinese.
 */

let server: RunningServer;
let vipToken: string;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-carbon-')), PREMIUM_LEVELS: 'vip' };

beforeAll(async () => {
  server = await startServer(env);
  vipToken = await loggedInToken(server, env, 'carbon-vip', 'vip');
});
afterAll(async () => {
  await server.app.close();
});

const buildAnswer = okEnvelope(z.string()).extend({ description: z.record(z.string(), z.unknown()) });

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(server.url(builderPath(`model/${path}`)), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function built(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await call(path, body, headers);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBe(200);
  return buildAnswer.parse(answer.body);
}

/** The refusal's text in English and Chinese, after checking the 400 and its wire code. */
const refused = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  refusalTexts((lang) => call(path, body, { ...headers, 'accept-language': lang }));

const bondCount = (mol2: string): number =>
  mol2
    .split('@<TRIPOS>BOND')[1]!
    .split('@<TRIPOS>')[0]!
    .split('\n')
    .filter((l) => l.trim() !== '').length;

const vip = () => ({ authorization: `Bearer ${vipToken}` });

describe('fullerenes', () => {
  it('builds C60-Ih: 60 atoms, 90 bonds, Atlas isomer 1812 with its canonical spiral; bare C60 is the same', async () => {
    const answer = await built('fullerene/C60-Ih');
    expect(mol2Atoms(answer.data).count).toBe(60);
    expect(bondCount(answer.data)).toBe(90);
    // Fowler & Manolopoulos, An Atlas of Fullerenes: C60 has 1812 isomers, Ih is the last, spiral 1 7 9 … 32.
    expect(answer.description).toMatchObject({
      name: 'C60-Ih',
      pointGroup: 'Ih',
      atlas: 1812,
      spiral: [1, 7, 9, 11, 13, 15, 18, 20, 22, 24, 26, 32],
    });
    const bare = await built('fullerene/C60');
    expect(bare.description.name).toBe('C60-Ih');
  }, 120_000);

  it('builds C70 (D5h, the first IPR isomer) and names the Td and D2 isomers of C76', async () => {
    const c70 = await built('fullerene/C70');
    expect(mol2Atoms(c70.data).count).toBe(70);
    expect(c70.description).toMatchObject({ name: 'C70-D5h', pointGroup: 'D5h', atlas: 1 });
    // The Atlas' two IPR C76 isomers: 1 D2, 2 Td.
    const td = await built('fullerene/C76-Td');
    expect(td.description).toMatchObject({ pointGroup: 'Td', atlas: 2 });
  }, 60_000);

  it('answers the tree: the spec counts, then point groups, then isomers (C30: D5h and two C2v; C76 IPR)', async () => {
    const counts = await call('fullerene-tree');
    const list = okEnvelope(z.array(z.object({ atomCount: z.number(), list: z.string() }))).parse(
      counts.body,
    ).data;
    // 001 §9: 20, 24 … 52, 60, 70 … 76, 180 … 720.
    expect(list.map((c) => c.atomCount)).toEqual([
      20, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 60, 70, 72, 74, 76, 180, 240, 260, 320,
      500, 540, 720,
    ]);
    expect(list.find((c) => c.atomCount === 70)?.list).toBe('ipr');
    expect(list.find((c) => c.atomCount === 260)?.list).toBe('icosahedral');
    const tree = async (n: number) => {
      const answer = await call(`fullerene-tree/${n}`);
      expect(answer.status).toBe(200);
      return okEnvelope(fullereneTreeSchema).parse(answer.body).data;
    };
    // OEIS A007894: C30 has 3 isomers; the Atlas: D5h and two C2v.
    const c30 = await tree(30);
    expect(c30.groups.map((g) => [g.pointGroup, g.isomers.map((i) => i.name)])).toEqual([
      ['D5h', ['C30-D5h']],
      ['C2v', ['C30-C2v_1', 'C30-C2v_2']],
    ]);
    const c76 = await tree(76);
    expect(c76.groups.map((g) => g.pointGroup)).toEqual(['Td', 'D2']);
    expect(c76.groups[1]!.isomers[0]).toMatchObject({ name: 'C76-D2', atlas: 1 });
    const c260 = await tree(260);
    expect(c260.groups).toEqual([
      { pointGroup: 'I', isomers: [expect.objectContaining({ name: 'C260-I', atlas: null })] },
    ]);
  }, 60_000);

  it('refuses names and counts not offered, with the text in both languages', async () => {
    expect((await refused('fullerene/C22')).en).toMatch(/not offered/);
    expect((await refused('fullerene/C78')).zh).toContain('节点未选择');
    expect((await refused('fullerene/C60-Q')).en).toMatch(/point group/);
    expect((await refused('fullerene/buckyball')).en).toMatch(/not a fullerene name/);
    await refused('fullerene-tree/22');
    await refused('fullerene-tree/abc');
  }, 60_000);
});

describe('graphene and nanotubes', () => {
  it('builds a periodic (10,0) tube of 40 atoms per period with its cell and bonds through the boundary', async () => {
    // d(10,0) = √3·1.42·10/π = 7.829 Å (Saito et al. 1998), so circle 7.8 picks n = 10; |T| = 3·Rcc = 4.26 Å.
    const answer = await built('swnt/zigzag', { circle: 7.8, period: 3, Rcc: 1.42, terminal_H: false });
    expect(mol2Atoms(answer.data).count).toBe(120);
    expect(bondCount(answer.data)).toBe(180);
    expect(answer.data).toMatch(/@<TRIPOS>CRYSIN\n.*12\.78/);
    const walls = answer.description.walls as { n: number; m: number; diameter: number }[];
    expect(walls).toEqual([expect.objectContaining({ n: 10, m: 0 })]);
    expect(walls[0]!.diameter).toBeCloseTo(7.829, 3);
    // The wizard's later steps read the same mol2: every carbon keeps three neighbours through the cell.
    const mol = readWizardMol2(answer.data);
    const degree = new Array<number>(mol.atomCount).fill(0);
    for (let i = 0; i < mol.bonds.count; i++) {
      degree[mol.bonds.a[i]!]!++;
      degree[mol.bonds.b[i]!]!++;
    }
    expect(new Set(degree)).toEqual(new Set([3]));
  });

  it('builds the spec defaults (circle 6, period 2: the (4,4) tube, 32 atoms) and H-terminated ends', async () => {
    const tube = await built('swnt/armchair', {});
    expect(mol2Atoms(tube.data).count).toBe(32);
    const capped = await built('swnt/zigzag', { circle: 7.8, period: 3, terminal_H: true });
    // A zigzag (n,0) end carries n hydrogens.
    expect(capped.description.hydrogenCount).toBe(20);
    expect(capped.data).not.toContain('CRYSIN');
  });

  it('builds graphene periodic (4 C per cell) and as an H-terminated flake (2x + 4y H)', async () => {
    const sheet = await built('graphene-square', { x: 2, y: 3, Rcc: '1.42', terminal_H: false });
    expect(mol2Atoms(sheet.data).count).toBe(24);
    expect(bondCount(sheet.data)).toBe(36);
    const flake = await built('graphene-square', { x: 2, y: 3, terminal_H: true });
    expect(mol2Atoms(flake.data).count).toBe(24 + 16);
  });

  it('builds a two-wall armchair tube: (4,4) inside (9,9), 16 + 36 atoms per period', async () => {
    const answer = await built('mwnt/armchair', { circle: 6, period: 1, walls: 2 });
    expect(mol2Atoms(answer.data).count).toBe(52);
    expect((answer.description.walls as { n: number }[]).map((w) => w.n)).toEqual([4, 9]);
  });

  it('runs a premium zigzag tube of 100 Å (the (128,0) tube, 512 atoms per period) as a worker job', async () => {
    const answer = await built('swnt/zigzag', { circle: 100, period: 10 }, vip());
    expect(mol2Atoms(answer.data).count).toBe(5120);
  });
});

describe('carbon bounds (001 §5, §6)', () => {
  it('refuses x and y outside 1–20 or missing, and Rcc with more than 2 decimals', async () => {
    const big = await refused('graphene-square', { x: 21, y: 1 });
    expect(big.en).toBe('x must be an integer from 1 to 20; got 21');
    expect(big.zh).toBe('x需为 1 到 20 之间的整数，当前为 21');
    expect((await refused('graphene-square', { x: '', y: 1 })).zh).toBe('请输入x');
    expect((await refused('graphene-square', { x: 1, y: 1, Rcc: 1.425 })).en).toMatch(/at most 2 decimals/);
  });

  it('holds other users to diameter 20, length 10 and 3 walls, and premium users to 100, 100 and 10', async () => {
    const wide = await refused('swnt/armchair', { circle: 50, period: 1 });
    expect(wide.en).toMatch(/from 1 to 20 Å \(premium \(VIP\) users: up to 100\); got 50/);
    expect(wide.zh).toContain('VIP 用户最大 100');
    await built('swnt/armchair', { circle: 50, period: 1 }, vip());
    await refused('swnt/armchair', { circle: 101, period: 1 }, vip());
    await refused('swnt/armchair', { circle: 0.5, period: 1 }, vip());
    expect((await refused('swnt/zigzag', { circle: 6, period: 11 })).en).toMatch(/premium/);
    await refused('swnt/zigzag', { circle: 6, period: 0 }, vip());
    expect((await refused('mwnt/zigzag', { circle: 6, period: 1, walls: 4 })).zh).toContain('管壁层数');
    await built('mwnt/zigzag', { circle: 6, period: 1, walls: 4 }, vip());
    await refused('mwnt/zigzag', { circle: 6, period: 1, walls: 11 }, vip());
  });

  it('refuses a premium build past the server atom cap before building it', async () => {
    // 10 zigzag walls from 100 Å over 100 periods would be 674,000 atoms.
    const cap = await refused('mwnt/zigzag', { circle: 100, period: 100, walls: 10 }, vip());
    expect(cap.en).toMatch(/674000 atoms, more than the 100000/);
  });
});

describe('graphyne', () => {
  it('asks for bond lengths (no cited default set yet) and builds from given ones', async () => {
    const texts = await refused('gdy', { x: 1, y: 1, type: 'plane', unit_cell: 'gamma-GY' });
    expect(texts.en).toMatch(/aromatic, ringToSp, triple/);
    const bonds = { aromatic: 1.4, ringToSp: 1.4, triple: 1.22 };
    const sheet = await built('gdy', { x: 1, y: 1, type: 'plane', unit_cell: 'gamma-GY', bonds });
    // γ-graphyne: 12 atoms per primitive cell (Baughman et al. 1987).
    expect(mol2Atoms(sheet.data).count).toBe(12);
    expect((await refused('gdy', { x: 1, y: 1, type: 'plane', unit_cell: 'delta-GY' })).en).toMatch(
      /not built/,
    );
    const gdy = { x: 1, y: 1, unit_cell: 'GDY', bonds: { ...bonds, spSp: 1.34 } };
    expect((await refused('gdy', { ...gdy, type: 'diagonal' })).en).toMatch(/zigzag, armchair or plane/);
    expect((await refused('gdy', { ...gdy, type: 'plane', bonds: { ...gdy.bonds, triple: 2 } })).en).toMatch(
      /bond length/,
    );
    // The spec's form without bonds for GDY names the single bond between its two C≡C as well.
    expect((await refused('gdy', { x: 1, y: 1 })).en).toMatch(/GDY.*spSp/);
  });
});
