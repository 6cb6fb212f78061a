import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { loggedInToken, mol2Atoms, polymerPost, polymerRefusal } from './support/polymer-calls.js';

/**
 * The 2D polymer call of spec 001 §7 ("POST 2D polymer (_vip). Body: cml, torsion, seed. Response: code
 * (0 ok, 5 error with msg), data, number") through the real server, with the drawings chem's tests use
 * (packages/chem/src/polymer/fixtures: Marvin MRV polystyrene, Ketcher-style V2000 molfile PEO). The
 * expected atom counts come from the repeat units' formulas (styrene C8H8 = 16 atoms, ethylene oxide
 * C2H4O = 7), and the library homopolymer call on the same monomer is the independent path compared with.
 */

let server: RunningServer;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-polymer-2d-')), PREMIUM_LEVELS: 'vip' };

beforeAll(async () => {
  server = await startServer(env);
});
afterAll(async () => {
  await server.app.close();
});

const drawing = (name: string): string =>
  readFileSync(new URL(`../../../packages/chem/src/polymer/fixtures/${name}`, import.meta.url), 'utf8');

const answer2d = okEnvelope(z.string()).extend({ code: z.literal(0), number: z.number().int().positive() });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  polymerPost(server, path, body, headers);

async function build(body: unknown, path = '2d') {
  const answer = await post(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer2d.parse(answer.body);
}

const refusal = (body: unknown) => polymerRefusal(server, '2d', body);

describe('POST polymer/2d', () => {
  it('builds the drawn polystyrene n = 10 as the library homopolymer of styrene, with code 0 and a number', async () => {
    const drawn = await build({ cml: drawing('polystyrene-n10.mrv'), torsion: 180, seed: 3 });
    const atoms = mol2Atoms(drawn.data);
    // 10 × C8H8 and the two end hydrogens.
    expect(atoms.count).toBe(10 * 16 + 2);
    expect(new Set(atoms.residues)).toEqual(new Set(['M1']));
    const library = await post('homopolymer', {
      monomerlist: ['styrene'],
      degree: 10,
      torsion: 180,
      probability: '',
      polytype: 'ht',
      seed: 3,
    });
    expect(mol2Atoms(answer2d.omit({ code: true }).parse(library.body).data).count).toBe(atoms.count);
    // An identical request gives the identical chain (units kept), under a new number.
    const again = await build({ cml: drawing('polystyrene-n10.mrv'), torsion: 180, seed: 3 });
    expect(again.data).toBe(drawn.data);
    expect(again.number).not.toBe(drawn.number);
  });

  it('builds the end groups drawn outside the bracket (CH3 head, OH tail), n = 20', async () => {
    const drawn = await build({ cml: drawing('polystyrene-ends-n20.mrv'), torsion: 'random', seed: 2 });
    const atoms = mol2Atoms(drawn.data);
    expect(atoms.count).toBe(20 * 16 + 4 + 2);
    expect(atoms.residues.filter((r) => r === 'BEG')).toHaveLength(4);
    expect(atoms.residues.filter((r) => r === 'END')).toHaveLength(2);
  });

  it('builds a molfile with an SRU Sgroup as Ketcher exports it (PEO, n = 25)', async () => {
    const drawn = await build({ cml: drawing('peo-sru-v2000.mol'), torsion: 180, seed: -1 });
    expect(mol2Atoms(drawn.data).count).toBe(25 * 7 + 2);
  });
});

describe('the 2D chain in the later polymer calls (its number)', () => {
  it('is typed and charged by polymer/atomtype and polymer/charge like any built chain', async () => {
    const chain = await build({ cml: drawing('peo-sru-v2000.mol'), torsion: 180, seed: 1 });
    const count = mol2Atoms(chain.data).count;
    const typed = await post('atomtype', { polymer: chain.number, forcefield: 'GAFF' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    const types = okEnvelope(z.array(z.unknown())).extend({ atom_number: z.number() }).parse(typed.body);
    expect(types.atom_number).toBe(count);
    const charged = await post('charge', { polymer: chain.number, chargetype: 'QEq' });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const q = okEnvelope(z.array(z.number())).parse(charged.body).data;
    expect(q).toHaveLength(count);
    // A neutral chain of neutral units: the charges sum to 0 (6 decimals per atom).
    expect(Math.abs(q.reduce((s, v) => s + v, 0))).toBeLessThan(1e-4);
  });
});

describe('POST polymer/2d refusals (code 5 of 001 §7, texts of §5)', () => {
  const ps = drawing('polystyrene-n10.mrv');

  it('asks for the MRV string when it is empty or missing', async () => {
    for (const body of [{ cml: '', torsion: 180 }, { torsion: 180 }, { cml: null, torsion: 180 }]) {
      expect(await refusal(body)).toEqual({ en: 'Please enter an MRV string', zh: '请输入mrv格式字符串' });
    }
  });

  it("asks for a number when the bracket carries Marvin's n, naming the Sgroup", async () => {
    const texts = await refusal({ cml: ps.replace('title="10"', 'title="n"'), torsion: 180 });
    expect(texts.en).toMatch(/bracket sg1 is labelled 'n'.*integer from 1 to 500/);
    expect(texts.zh).toMatch(/重复单元括号 sg1 标注为 'n'/);
  });

  it('says what is wrong with a drawing without a bracket or one that cannot be read', async () => {
    const noBracket = await refusal({ cml: ps.replace(/<molecule molID="m2"[^>]*\/>/, ''), torsion: 180 });
    expect(noBracket.zh).toMatch(/没有聚合物重复单元括号/);
    const broken = await refusal({
      cml: ps.replace('atomRefs2="a2 a3"', 'atomRefs2="a2 a99"'),
      torsion: 180,
    });
    expect(broken.en).toMatch(/line 20/);
    expect(broken.en).toMatch(/a99/);
    const loose = await refusal({
      cml: ps.replace('</atomArray>', '<atom id="a11" elementType="Cl" x2="5" y2="5"/></atomArray>'),
      torsion: 180,
    });
    expect(loose.en).toMatch(/atom a11 \(Cl\)/);
  });

  it('applies the angle rule of §5 as the homopolymer does', async () => {
    expect((await refusal({ cml: ps })).zh).toBe('请填写角度或者勾选随机角度');
    expect((await refusal({ cml: ps, torsion: 200 })).en).toMatch(/-180/);
  });
});

describe('POST polymer/2d_vip (001 §6)', () => {
  it('is for premium users: 401 without login, 403 for a free user, the chain for a VIP', async () => {
    const body = { cml: drawing('peo-sru-v2000.mol'), torsion: 180, seed: 1 };
    expect((await post('2d_vip', body)).status).toBe(401);
    const tokenOf = (level: string): Promise<string> =>
      loggedInToken(server, env, `${level}-polymer-2d@example.org`, level);
    expect((await post('2d_vip', body, { authorization: `Bearer ${await tokenOf('free')}` })).status).toBe(
      403,
    );
    const vip = await post('2d_vip', body, { authorization: `Bearer ${await tokenOf('vip')}` });
    expect(vip.status, JSON.stringify(vip.body)).toBe(200);
    expect(mol2Atoms(answer2d.parse(vip.body).data).count).toBe(25 * 7 + 2);
  });
});
