import type { Molecule } from '@topoforge/chem';
import { findFormat } from '@topoforge/chem';
import { builderPath } from '@topoforge/contract';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { checkGeneratedAtoms } from '../src/services/builder/convert/smiles.js';

/**
 * Step-1 inputs beyond the spec's four extensions (issue 15.8) and the empty file (issue 16.6) through
 * POST obabel/convert, and LigParGen's PDB names (issue 15.1) on the way to the wizard's mol2.
 */
interface Answer {
  readonly status: number;
  readonly body: { code?: string; msg: string; data?: unknown };
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
});

async function convert(body: Record<string, unknown>, lang = 'en'): Promise<Answer> {
  const response = await fetch(server.url(builderPath('obabel/convert')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const mol2Of = (answer: Answer): Molecule => {
  expect(answer.body.msg).toBe('success');
  const mol = findFormat('mol2')?.read?.(answer.body.data as string).molecules[0];
  if (!mol) throw new Error('no mol2 in the answer');
  return mol;
};
const formula = (m: Molecule): string => {
  const counts = new Map<number, number>();
  for (const z of m.elements) counts.set(z, (counts.get(z) ?? 0) + 1);
  return [...counts].map(([z, n]) => `${z}:${n}`).join(' ');
};
// ethanol + water written by `obabel -:"CCO ethanol" -:"O water" -osdf --gen3d` (Open Babel 3.1.1).
const TWO_RECORDS = readFileSync(new URL('./fixtures/ethanol-water.sdf', import.meta.url), 'utf8');

describe('POST obabel/convert: SD files', () => {
  it('converts the first record of a multi-record SD file (ethanol, not ethanol + water)', async () => {
    const mol = mol2Of(await convert({ data: TWO_RECORDS, inp: 'sdf' }));
    expect(formula(mol)).toBe('6:2 8:1 1:6');
    expect(mol.title).toBe('ethanol');
  });
});

describe('POST obabel/convert: SMILES (inp smi)', () => {
  it('builds ethanol in 3D with its hydrogens from CCO, as for a sketch', async () => {
    const mol = mol2Of(await convert({ data: 'CCO', inp: 'smi', other: '--gen3d' }));
    expect(formula(mol)).toBe('6:2 8:1 1:6');
    const zs = Array.from({ length: mol.atomCount }, (_, i) => mol.positions[3 * i + 2] ?? 0);
    expect(Math.max(...zs) - Math.min(...zs)).toBeGreaterThan(0.5); // 3D, not a flat sketch
  });

  it('names the SMILES and the place of a syntax error, in English and Chinese', async () => {
    const en = await convert({ data: 'C1CC', inp: 'smi' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'smiles-syntax',
      msg: "SMILES 'C1CC', character 2: '1' opens a ring that is never closed.",
    });
    const zh = await convert({ data: 'CC[Xx]', inp: 'smi' }, 'zh-CN');
    expect(zh.body.msg).toBe("SMILES 'CC[Xx]'，第 4 个字符：'Xx' 不是元素符号。");
  });

  it('refuses an empty box and several lines, saying what to enter', async () => {
    const empty = await convert({ data: '  ', inp: 'smi' });
    expect(empty.body).toMatchObject({ code: 'smiles-empty' });
    expect(empty.body.msg).toMatch(/Enter a SMILES string/);
    const two = await convert({ data: 'CCO\nCCN', inp: 'smi' });
    expect(two.body.msg).toBe('The SMILES input has 2 lines; enter one SMILES string (one molecule).');
  });

  it("applies the flow's atom limit before Open Babel runs to the atoms the string writes", async () => {
    const answer = await convert({ data: 'C'.repeat(1001), inp: 'smi', flow: 'general' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'upload-atom-count', msg: 'atom count cannot exceed 1000' });
  });
});

describe('POST obabel/convert: an empty file and LigParGen PDB names', () => {
  it('says the file is empty, naming it, in English and Chinese', async () => {
    const en = await convert({ data: '', inp: 'pdb' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'upload-empty', msg: 'data.pdb: the file is empty' });
    const zh = await convert({ data: '\n \n', inp: 'mol2' }, 'zh-CN');
    expect(zh.body.msg).toBe('data.mol2：文件为空');
  });

  it('reads Br0 and Cl5 of a LigParGen-style PDB as bromine and chlorine (Open Babel reads B and C)', async () => {
    const pdb = readFileSync(
      new URL('../../../packages/chem/src/io/pdb/fixtures/ligpargen-names.pdb', import.meta.url),
      'utf8',
    );
    const mol = mol2Of(await convert({ data: pdb, inp: 'pdb' }));
    expect(formula(mol)).toBe('35:1 6:6 17:1 1:4');
  });
});

describe('the atom limit after 3D generation', () => {
  it('refuses what Open Babel built when hydrogens take it past the limit ([NH4+] is 1 atom written, 5 built)', () => {
    const ions = Array.from({ length: 201 }, (_, i) => `N ${i * 3} 0 0`).join('\n');
    const ammonium = findFormat('xyz')?.read?.(`201\nN\n${ions}\n`).molecules[0];
    if (!ammonium) throw new Error('no molecule');
    expect(checkGeneratedAtoms(ammonium, 'general').atomCount).toBe(201);
    const built = { ...ammonium, atomCount: 1005 } as Molecule; // 201 NH4+ after -h
    expect(() => checkGeneratedAtoms(built, 'general')).toThrow(
      expect.objectContaining({ key: 'upload-atom-count' }),
    );
  });
});
