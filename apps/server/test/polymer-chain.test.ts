import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPolymerSmiles, systemToWire } from '@topoforge/chem';
import {
  atomTypeOptionSchema,
  builderPath,
  errorEnvelopeSchema,
  loginResultSchema,
  okEnvelope,
} from '@topoforge/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addUser } from '../src/admin.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { acetamideGaff, GAFF_DAT, TEST_META } from './support/acetamide-gaff.js';

/**
 * The calls on a built chain (spec 001 §7, issue 18.4) through the real server: polymer atom types,
 * polymer charge (transfer from H-capped units), the amino-acid force-field list. Builds run Open Babel.
 */

let server: RunningServer;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-polymer-chain-')) };

beforeAll(async () => {
  server = await startServer(env);
});
afterAll(async () => {
  await server.app.close();
});

const STYRENE = '*CC(*)c1ccccc1';
const homo = (degree: number) => ({
  monomerlist: ['styrene'],
  degree,
  torsion: 180,
  probability: '',
  polytype: 'ht',
  seed: 3,
});
const buildAnswer = okEnvelope(z.string()).extend({ number: z.number().int().positive() });
const chargeAnswer = okEnvelope(z.array(z.number()));
const typesAnswer = okEnvelope(z.array(z.array(atomTypeOptionSchema))).extend({
  atom_number: z.number().int(),
  sequence: z.array(z.string()),
});

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(server.url(builderPath(path)), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function build(degree: number, headers: Record<string, string> = {}) {
  const answer = await call('polymer/homopolymer', homo(degree), headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return buildAnswer.parse(answer.body);
}

async function charges(body: unknown): Promise<number[]> {
  const answer = await call('polymer/charge', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return chargeAnswer.parse(answer.body).data;
}

/** Residue number of each atom line of a mol2. */
function residues(mol2: string): number[] {
  const section = mol2.split('@<TRIPOS>ATOM')[1]!.split('@<TRIPOS>')[0]!;
  return section
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => Number(l.trim().split(/\s+/)[6]));
}

const sum = (q: readonly number[]): number => q.reduce((s, v) => s + v, 0);

describe('polymer charge (transfer from H-capped units)', () => {
  it('charges a DP-10 chain: sum 0, every residue 0, middle units alike, the unit charges the method’s own', async () => {
    const chain = await build(10);
    const q = await charges({ polymer: chain.number, chargetype: 'QEq', scale: 1 });
    const res = residues(chain.data);
    expect(q).toHaveLength(res.length);
    expect(Math.abs(sum(q))).toBeLessThan(1e-6);
    const byResidue = new Map<number, number[]>();
    res.forEach((r, i) => byResidue.set(r, [...(byResidue.get(r) ?? []), q[i]!]));
    expect(byResidue.size).toBe(10);
    for (const list of byResidue.values()) expect(Math.abs(sum(list))).toBeLessThan(1e-6);
    const middle = [...byResidue.values()].slice(1, -1);
    for (const m of middle) expect(m).toEqual(middle[0]);

    // The independent check: a DP-1 chain of the same request is the capped unit itself (the server keeps
    // the unit it built, so the same geometry). The general QEq call on its mol2 gives the method's own
    // charges; a middle unit must carry them with the two dropped caps' charges on the atoms they capped.
    const unit = await build(1);
    const general = await call('charge/qeq', { data: unit.data, charge: 0, scale: 1 });
    expect(general.status, JSON.stringify(general.body)).toBe(200);
    const g = chargeAnswer.parse(general.body).data;
    const { stars, attach } = readPolymerSmiles(STYRENE, 2);
    const kept = g.map((_, i) => i).filter((i) => !stars.includes(i));
    const expected = kept.map((i) => g[i]! + (attach.includes(i) ? g[stars[attach.indexOf(i)]!]! : 0));
    const fifth = byResidue.get(5)!;
    expect(fifth).toHaveLength(expected.length);
    fifth.forEach((v, k) => expect(Math.abs(v - expected[k]!)).toBeLessThan(3e-6));
    // The DP-1 chain through the polymer call: nothing dropped, so the general call's charges.
    const whole = await charges({ polymer: unit.number, chargetype: 'qeq' });
    whole.forEach((v, k) => expect(Math.abs(v - g[k]!)).toBeLessThan(3e-6));
  });

  it("scales, answers zeros for '--' and refuses a type outside the polymer list in en and zh", async () => {
    const chain = await build(4);
    const plain = await charges({ polymer: chain.number, chargetype: 'QEq' });
    const scaled = await charges({ polymer: chain.number, chargetype: 'QEq', scale: 1.2 });
    scaled.forEach((v, i) => expect(Math.abs(v - 1.2 * plain[i]!)).toBeLessThan(1e-5));
    expect(Math.abs(sum(scaled))).toBeLessThan(1e-6);
    const none = await charges({ polymer: chain.number, chargetype: '--' });
    expect(none).toEqual(new Array<number>(plain.length).fill(0));
    for (const [lang, text] of [
      ['en', /'MMFF94' is not one of the polymer charge types.*1\.14xCM1A/],
      ['zh-CN', /电荷类型 'MMFF94' 不在聚合物电荷类型中/],
    ] as const) {
      const bad = await call(
        'polymer/charge',
        { polymer: chain.number, chargetype: 'MMFF94' },
        { 'accept-language': lang },
      );
      expect(bad.status).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.body).msg).toMatch(text);
    }
    expect(
      (await call('polymer/charge', { polymer: chain.number, chargetype: 'QEq', scale: 11 })).status,
    ).toBe(400);
  });
});

describe('polymer atom types', () => {
  it('types the stored chain as forcefield/atomtype types its mol2, with atom_number and sequence', async () => {
    const chain = await build(10);
    const answer = await call('polymer/atomtype', { polymer: String(chain.number), forcefield: 'GAFF' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const typed = typesAnswer.parse(answer.body);
    expect(typed.atom_number).toBe(residues(chain.data).length);
    expect(typed.sequence).toEqual(new Array<string>(10).fill('styrene'));
    const general = await call('forcefield/atomtype', { data: chain.data, forcefield: 'GAFF' });
    expect(typed.data).toEqual(okEnvelope(z.unknown()).parse(general.body).data);
  });

  it('answers 404 naming polymer for an unknown number and for another user’s chain, in en and zh', async () => {
    const unknown = await call('polymer/atomtype', { polymer: 987654, forcefield: 'GAFF' });
    expect(unknown.status).toBe(404);
    const error = errorEnvelopeSchema.parse(unknown.body);
    expect(error.code).toBe('polymer-not-found');
    expect(error.msg).toMatch(/No polymer chain 987654.*field polymer/);
    const zh = await call(
      'polymer/charge',
      { polymer: 987654, chargetype: 'QEq' },
      { 'accept-language': 'zh' },
    );
    expect(errorEnvelopeSchema.parse(zh.body).msg).toMatch(/编号为 987654 的聚合物链/);

    const token = async (name: string): Promise<string> => {
      const username = `${name}-chain@example.org`;
      await addUser({ username, password: 'correct horse battery', level: 'free' }, env);
      const login = await fetch(server.url('/cgi/auth-service/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'correct horse battery', type: 0 }),
      });
      return okEnvelope(loginResultSchema).parse(await login.json()).data.access_token;
    };
    const alice = { authorization: `Bearer ${await token('alice')}` };
    const bob = { authorization: `Bearer ${await token('bob')}` };
    const chain = await build(2, alice);
    const body = { polymer: chain.number, forcefield: 'GAFF' };
    expect((await call('polymer/atomtype', body, alice)).status).toBe(200);
    expect((await call('polymer/atomtype', body, bob)).status).toBe(404);
    expect((await call('polymer/atomtype', body)).status).toBe(404);
    expect((await call('polymer/charge', { polymer: chain.number, chargetype: '--' }, bob)).status).toBe(404);
  });
});

describe('amino-acid force-field options', () => {
  it('lists only force fields that type every atom of a peptide with H, C, N, O and S; GAFF first', async () => {
    const answer = await call('forcefield/aminoacid');
    const names = okEnvelope(z.array(z.string())).parse(answer.body).data;
    expect(names[0]).toBe('GAFF');
    expect(names).toContain('OPLS-AA/L');
    expect(names).not.toContain('ff14SB');
    expect(names).not.toContain('CHARMM36');
    // Ac-Met-Cys-NHMe (a thioether and a thiol beside the peptide bonds), built by Open Babel as a fixture.
    const data = readFileSync(new URL('./fixtures/polymer/ac-met-cys-nme.mol2', import.meta.url), 'utf8');
    for (const forcefield of names) {
      const typed = await call('forcefield/atomtype', { data, forcefield });
      expect(typed.status, `${forcefield}: ${JSON.stringify(typed.body)}`).toBe(200);
      const lists = okEnvelope(z.array(z.array(atomTypeOptionSchema))).parse(typed.body).data;
      expect(lists).toHaveLength(40);
      for (const list of lists) expect(list.some((o) => o.name === forcefield && o.type !== '')).toBe(true);
    }
  });
});

describe.runIf(existsSync(GAFF_DAT))('the download of a polymer (sequence, polymer_charges)', () => {
  async function zip(extra: Record<string, unknown>): Promise<Record<string, string>> {
    const payload = { ...systemToWire(acetamideGaff()), meta: TEST_META, resname: 'NUK', ...extra };
    const response = await fetch(server.url(builderPath('topfile/gromacs')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
  }

  it('records the sequence with counts per monomer and how the charges were transferred', async () => {
    const sequence = ['styrene', 'styrene', 'methyl-methacrylate', 'styrene'];
    const files = await zip({ sequence, polymer_charges: 'CM5' });
    const manifest = JSON.parse(files['manifest.json']!) as { polymer: unknown };
    expect(manifest.polymer).toEqual({
      sequence,
      counts: { styrene: 3, 'methyl-methacrylate': 1 },
      charges: { method: 'CM5', how: expect.stringMatching(/^transferred from H-capped units/) as unknown },
    });
    expect(files['README.txt']).toMatch(/polymer: 4 repeat units \(styrene × 3, methyl-methacrylate × 1\)/);
    expect(files['README.txt']).toMatch(/polymer charges: CM5, transferred from H-capped units/);
  });

  it('says nothing of a polymer when the payload has neither field', async () => {
    const files = await zip({});
    expect((JSON.parse(files['manifest.json']!) as { polymer: unknown }).polymer).toBeNull();
    expect(files['README.txt']).not.toMatch(/polymer/);
  });
});
