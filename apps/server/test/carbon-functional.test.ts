import type { AtomTypeOption } from '@topoforge/contract';
import { builderPath, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readWizardMol2 } from '../src/services/builder/forcefield/structure.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { refusalTexts } from './support/refusal-texts.js';

/**
 * POST model/add-functional-group (spec 001 §7, issue 19 item 4) through the real server, on structures the
 * carbon calls build: the page's "graphene with hydroxyl groups" path through the atom-type call (GAFF and
 * DREIDING), edge groups on a flake, and the refusals in English and Chinese.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
});

const answerSchema = okEnvelope(z.string()).extend({ description: z.record(z.string(), z.unknown()) });

async function post(path: string, body: unknown, lang = 'en') {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function ok(path: string, body: unknown) {
  const answer = await post(path, body);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBe(200);
  return answerSchema.parse(answer.body);
}

const refused = (body: unknown): Promise<{ en: string; zh: string }> =>
  refusalTexts((lang) => post('model/add-functional-group', body, lang));

const count = (mol2: string, element: number): number =>
  readWizardMol2(mol2).elements.filter((e) => e === element).length;

describe('POST model/add-functional-group', () => {
  let sheet: string; // periodic 4 × 3 graphene: 48 C, CRYSIN
  let flake: string; // the same, H-terminated: 48 C, 20 H

  beforeAll(async () => {
    sheet = (await ok('model/graphene-square', { x: 4, y: 3 })).data;
    flake = (await ok('model/graphene-square', { x: 4, y: 3, terminal_H: true })).data;
  });

  it('graphene with hydroxyl groups keeps its cell and goes through GAFF and DREIDING atom types and parameters', async () => {
    const answer = await ok('model/add-functional-group', { data: sheet, group: '-OH', count: 4 });
    expect(answer.data).toContain('@<TRIPOS>CRYSIN');
    expect(answer.description).toMatchObject({
      group: '-OH',
      count: 4,
      orientation: 'random',
      formula: 'C48H4O4',
    });
    const mol = readWizardMol2(answer.data);
    expect(mol.atomCount).toBe(56);
    expect(mol.cell!.parameters.a).toBeCloseTo(readWizardMol2(sheet).cell!.parameters.a, 3);
    // GAFF: c3 for the four sp3 carbons, oh/ho; the lattice stays sp2 — ca in rings left aromatic, cc/cd or
    // c2 where every ring of a carbon holds an sp3 carbon (GAFF's conjugated non-aromatic carbons).
    // DREIDING: C_3, O_3, H_ and resonant C_R.
    for (const [forcefield, sp3, oxygen, hydrogen, sp2] of [
      ['GAFF', 'c3', 'oh', 'ho', ['ca', 'cc', 'cd', 'c2', 'ce', 'cf']],
      ['DREIDING', 'C_3', 'O_3', 'H_', ['C_R']],
    ] as const) {
      const typed = await post('forcefield/atomtype', { data: answer.data, forcefield });
      expect(typed.status, JSON.stringify(typed.body).slice(0, 400)).toBe(200);
      const options = (typed.body as { data: AtomTypeOption[][] }).data;
      expect(options).toHaveLength(56);
      const types = options.map((o) => o[0]!.type);
      expect(types.filter((t) => t === sp3)).toHaveLength(4);
      expect(types.filter((t) => t === oxygen)).toHaveLength(4);
      expect(types.filter((t) => t === hydrogen)).toHaveLength(4);
      const rest = types.filter((t) => t !== sp3 && t !== oxygen && t !== hydrogen);
      expect(rest).toHaveLength(44);
      for (const t of rest) expect(sp2).toContain(t);
      // The types carry through to parameters (the periodic sheet
      // keeps its 72 C–C bonds through the boundary, plus 4 C–O and 4 O–H).
      const param = await post('forcefield/param', {
        data: answer.data,
        atomtype: options,
        backup: '-',
        watermodel: '-',
        use_current_structure: 0,
      });
      expect(param.status, JSON.stringify(param.body).slice(0, 600)).toBe(200);
      expect((param.body as { data: { bonds: unknown[] } }).data.bonds).toHaveLength(80);
    }
  });

  it('the spec defaults (_O_, 1, random) bridge one C–C bond; the same request answers the same structure', async () => {
    const first = await ok('model/add-functional-group', { data: sheet });
    expect(first.description).toMatchObject({ group: '_O_', count: 1, orientation: 'random', seed: 1 });
    expect(count(first.data, 8)).toBe(1);
    const again = await ok('model/add-functional-group', { data: sheet, group: '_O_', count: '1' });
    expect(again.data).toBe(first.data);
  });

  it('edge groups go on a flake: three carboxyls upward give C51H20O6', async () => {
    const answer = await ok('model/add-functional-group', {
      data: flake,
      group: '-COOH',
      count: 3,
      orientation: 'upward',
    });
    expect(answer.description).toMatchObject({ formula: 'C51H20O6' });
    expect(answer.data).not.toContain('CRYSIN');
  });

  it('refuses an edge group on the periodic sheet, naming the group', async () => {
    const { en, zh } = await refused({ data: sheet, group: '-NO2' });
    expect(en).toMatch(/^nitro \(-NO2\) goes on edge carbons/);
    expect(zh).toContain('硝基');
  });

  it('refuses an unknown group or orientation and a count below 1 or left empty', async () => {
    expect((await refused({ data: sheet, group: '-SH' })).en).toContain('Unknown functional group -SH');
    expect((await refused({ data: sheet, orientation: 'up' })).en).toContain('random, upward, downward');
    expect((await refused({ data: sheet, count: 0 })).en).toMatch(/integer from 1 to 10000; got 0/);
    expect((await refused({ data: sheet, count: '' })).en).toBe(
      'Please enter the number of functional groups',
    );
  });

  it('says how many fitted when the sites run out', async () => {
    const { en } = await refused({ data: sheet, group: '-OH', count: 48 });
    expect(en).toMatch(/^Only \d+ of 48 hydroxyl \(-OH\) groups fit on this structure/);
  });
});
