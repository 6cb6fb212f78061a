import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builderPath, endGroupItemSchema, monomerLibraryGroupSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { loggedInToken, mol2Atoms, polymerPost, polymerRefusal } from './support/polymer-calls.js';

/**
 * The polymer calls of spec 001 §7 (issue 18.2, 18.3) through the real server: library and end-group
 * lists, the three builds and their _vip variants, and the §5 texts in both languages. Builds run Open
 * Babel (obabel on PATH) for the units, as the server does.
 */

let server: RunningServer;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-polymer-')), PREMIUM_LEVELS: 'vip' };

beforeAll(async () => {
  server = await startServer(env);
});
afterAll(async () => {
  await server.app.close();
});

const buildAnswer = okEnvelope(z.string()).extend({ number: z.number().int().positive() });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  polymerPost(server, path, body, headers);

async function build(path: string, body: unknown) {
  const answer = await post(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return buildAnswer.parse(answer.body);
}

const refusal = (path: string, body: unknown) => polymerRefusal(server, path, body);

const homo = { monomerlist: ['styrene'], degree: 5, torsion: 180, probability: '', polytype: 'ht', seed: 3 };

describe('polymer library calls', () => {
  it('answers the monomer library in groups with zh, en and items with id and 2d-structure', async () => {
    const response = await fetch(server.url(builderPath('polymer/monomers')));
    const groups = okEnvelope(z.array(monomerLibraryGroupSchema)).parse(await response.json()).data;
    const items = groups.flatMap((g) => g.subgroup);
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(items.find((i) => i.id === 'styrene')).toMatchObject({
      zh: '苯乙烯',
      en: 'Styrene',
      '2d-structure': 'styrene.svg',
    });
    for (const g of groups) expect(g.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers the end groups for type=head and tail, and refuses another type', async () => {
    for (const type of ['head', 'tail']) {
      const response = await fetch(server.url(`${builderPath('polymer/endgroups')}?type=${type}`));
      const list = okEnvelope(z.array(endGroupItemSchema)).parse(await response.json()).data;
      expect(list.map((e) => e.id)).toContain('CH3');
    }
    const bad = await fetch(server.url(`${builderPath('polymer/endgroups')}?type=middle`));
    expect(bad.status).toBe(400);
  });
});

describe('polymer builds', () => {
  it('builds a homopolymer as mol2 with a number; the same request gives the same chain', async () => {
    const first = await build('homopolymer', homo);
    // Polystyrene repeat unit C8H8 (16 atoms) × 5 plus the two cap hydrogens: 82 atoms.
    expect(mol2Atoms(first.data).count).toBe(82);
    const again = await build('homopolymer', homo);
    expect(again.data).toBe(first.data);
    expect(again.number).toBeGreaterThan(first.number);
  });

  it('puts the head and tail end groups on (CH3 replaces a cap hydrogen: +3 atoms each)', async () => {
    const answer = await build('homopolymer', { ...homo, init: 'CH3', end: 'CH3' });
    const atoms = mol2Atoms(answer.data);
    expect(atoms.count).toBe(82 + 6);
    expect(atoms.residues).toContain('BEG');
    expect(atoms.residues).toContain('END');
  });

  it('builds a block copolymer with exact counts per row (styrene 2, ethylene 1, pattern × 3)', async () => {
    const answer = await build('block', {
      monomerlist: ['styrene', 'ethylene'],
      numberlist: [2, 1],
      degree: 3,
      torsion: 180,
      probability: '',
      polytype: 'ht',
      seed: -1,
    });
    const residues = mol2Atoms(answer.data).residues;
    // Styrene units have 16 atoms, ethylene (C2H4) 6; one cap hydrogen sits on each end unit.
    const styreneAtoms = residues.filter((r) => r.startsWith('M1')).length;
    const ethyleneAtoms = residues.filter((r) => r.startsWith('M2')).length;
    expect(styreneAtoms + ethyleneAtoms).toBe(6 * 16 + 3 * 6 + 2);
    expect([6 * 16, 6 * 16 + 1]).toContain(styreneAtoms);
  });

  it('builds random copolymers of the probability and reactive types', async () => {
    const common = {
      monomerlist: ['styrene', 'ethylene'],
      degree: 10,
      torsion: 'random',
      polytype: 'ht',
      seed: 2,
    };
    const prob = await build('random', {
      ...common,
      type: 'probability',
      probability: [
        [0.5, 0.5],
        [0.3, 0.7],
      ],
      forceconcentration: 0,
    });
    expect(prob.data).toContain('@<TRIPOS>MOLECULE');
    const reactive = await build('random', {
      ...common,
      type: 'reactive',
      probability: [
        [0.5, 1, 0.52],
        [0.5, 0.46, 1],
      ],
      forceconcentration: 1,
    });
    expect(reactive.data).toContain('@<TRIPOS>BOND');
  });
});

describe("polymer refusals: 001 §5's texts, naming the field and row", () => {
  it('homopolymer: monomer, degree, angle and bounds', async () => {
    expect(await refusal('homopolymer', { ...homo, monomerlist: [] })).toEqual({
      en: 'Please choose a monomer',
      zh: '请选择单体',
    });
    expect((await refusal('homopolymer', { ...homo, degree: undefined })).zh).toBe('请填写聚合度');
    expect((await refusal('homopolymer', { ...homo, torsion: undefined, seed: -1 })).zh).toBe(
      '请填写角度或者勾选随机角度',
    );
    const over = await refusal('homopolymer', { ...homo, degree: 501 });
    expect(over.en).toMatch(/integer from 1 to 500; got 501/);
    expect(over.zh).toMatch(/聚合度需为 1 到 500/);
    expect((await refusal('homopolymer', { ...homo, torsion: 181 })).en).toMatch(/-180 to 180/);
    expect((await refusal('homopolymer', { ...homo, seed: 11 })).en).toMatch(/1 to 10/);
  });

  it('block copolymer: no rows, an empty row, more than 9 rows, counts 1–5', async () => {
    const block = { ...homo, monomerlist: ['styrene', 'ethylene'], numberlist: [1, 1] };
    expect((await refusal('block', { ...block, monomerlist: [], numberlist: [] })).zh).toBe('请先新增单体');
    expect((await refusal('block', { ...block, monomerlist: ['styrene', ''] })).zh).toBe(
      '单体列表信息不全, 请填写完整（第 2 行）',
    );
    const ten = Array.from({ length: 10 }, () => 'styrene');
    expect((await refusal('block', { ...block, monomerlist: ten, numberlist: ten.map(() => 1) })).zh).toBe(
      '目前最多支持9个单体',
    );
    expect((await refusal('block', { ...block, numberlist: [1, 6] })).en).toMatch(/Row 2: .* 1 to 5; got 6/);
  });

  it('random copolymer: row sums, empty cells, more than 9 monomers, degree ≤ 100', async () => {
    const random = {
      ...homo,
      monomerlist: ['styrene', 'ethylene'],
      type: 'probability',
      probability: [
        [0.5, 0.5],
        [0.3, 0.6],
      ],
    };
    const sum = await refusal('random', random);
    expect(sum.zh).toBe('概率构建下，单体数据每行相加之和需要为1（第 2 行之和为 0.9）');
    expect(sum.en).toMatch(/sum to 1 \(row 2 sums to 0.9\)/);
    const empty = await refusal('random', {
      ...random,
      probability: [
        [0.5, ''],
        [0.3, 0.7],
      ],
    });
    expect(empty.zh).toBe('单体数据列表信息不全, 请填写完整：第 1 行第 2 列未填写');
    expect((await refusal('random', { ...random, monomerlist: ['styrene', ''] })).zh).toBe(
      '单体数据列表信息不全, 请填写完整（第 2 行）',
    );
    const ten = Array.from({ length: 10 }, () => 'styrene');
    expect((await refusal('random', { ...random, monomerlist: ten })).zh).toBe('最大可选9个单体');
    expect((await refusal('random', { ...random, degree: 101 })).en).toMatch(/1 to 100; got 101/);
  });

  it('names an unknown monomer and a bad p-SMILES', async () => {
    expect((await refusal('homopolymer', { ...homo, monomerlist: ['nylon-99'] })).en).toMatch(/'nylon-99'/);
    expect((await refusal('homopolymer', { ...homo, monomerlist: ['*CC'] })).en).toMatch(/connection point/);
  });
});

describe('the _vip builds (001 §6)', () => {
  const tokenOf = (level: string): Promise<string> =>
    loggedInToken(server, env, `${level}-polymer@example.org`, level);

  it('are for premium users only: 401 without login, 403 for a free user, the chain for a VIP', async () => {
    expect((await post('homopolymer_vip', homo)).status).toBe(401);
    const free = await post('homopolymer_vip', homo, { authorization: `Bearer ${await tokenOf('free')}` });
    expect(free.status).toBe(403);
    const vip = await tokenOf('vip');
    for (const path of ['homopolymer_vip', 'block_vip', 'random_vip']) {
      const body =
        path === 'homopolymer_vip'
          ? homo
          : path === 'block_vip'
            ? { ...homo, monomerlist: ['styrene'], numberlist: [2] }
            : { ...homo, type: 'probability', probability: [[1]] };
      const answer = await post(path, body, { authorization: `Bearer ${vip}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(buildAnswer.parse(answer.body).data).toContain('@<TRIPOS>ATOM');
    }
  });
});
