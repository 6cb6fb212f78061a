import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFormat } from '@topoforge/chem';
import type { Molecule } from '@topoforge/chem';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

// Issue 19 item 7: `topoforge carbon …`, chem's carbon builders on the command line.

const dir = mkdtempSync(join(tmpdir(), 'tf-carbon-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topoforge = (...args: string[]) => runCaptured(...args);
const readMol2File = (path: string): Molecule =>
  findFormat('mol2')!.read!(readFileSync(path, 'utf8')).molecules[0]!;

interface Row {
  atlas: number | null;
  pointGroup: string;
  spiral: number[] | null;
  name: string;
}

async function listed(...args: string[]): Promise<Row[]> {
  const run = await topoforge('carbon', 'fullerenes', ...args, '--json');
  expect(run.code, run.err.join('\n')).toBe(0);
  return JSON.parse(run.out.join('\n')) as Row[];
}

describe('topoforge carbon fullerenes / fullerene', () => {
  it('lists the isomers of C30 in Atlas order (OEIS A007894: 3; the Atlas: D5h, C2v, C2v)', async () => {
    const rows = await listed('30');
    expect(rows.map((r) => [r.atlas, r.pointGroup, r.name])).toEqual([
      [1, 'D5h', 'C30-D5h'],
      [2, 'C2v', 'C30-C2v_1'],
      [3, 'C2v', 'C30-C2v_2'],
    ]);
    expect(rows[0]!.spiral).toHaveLength(12);
    const text = await topoforge('carbon', 'fullerenes', '30');
    expect(text.out.at(-1)).toBe('3 isomer(s) of C30.');
  });

  it('lists IPR isomers: none below C60 (--ipr), C76 D2 and Td (OEIS A046880: 2), and says so above C60', async () => {
    expect(await listed('40', '--ipr')).toEqual([]);
    expect((await listed('40')).length).toBe(40);
    const run = await topoforge('carbon', 'fullerenes', '76', '--json');
    expect(run.err.join('\n')).toMatch(/IPR isomers only/);
    expect((JSON.parse(run.out.join('\n')) as Row[]).map((r) => r.pointGroup)).toEqual(['D2', 'Td']);
  });

  it('writes a fullerene by name: C70 (70 atoms, 105 bonds) and C20 as xyz', async () => {
    const out = join(dir, 'c70.mol2');
    const run = await topoforge('carbon', 'fullerene', 'C70', '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
    expect(run.out[0]).toMatch(/C70-D5h, 70 atoms, D5h, Atlas 1 \(IPR\)/);
    const mol = readMol2File(out);
    expect(mol.atomCount).toBe(70);
    expect(mol.bonds.count).toBe(105);
    const xyz = join(dir, 'c20.xyz');
    expect((await topoforge('carbon', 'fullerene', 'C20', '--out', xyz)).code).toBe(0);
    expect(readFileSync(xyz, 'utf8').split('\n')[0]).toBe('20');
  });

  it('refuses a name not offered (exit 1) and a missing count (exit 2)', async () => {
    const bad = await topoforge('carbon', 'fullerene', 'C22', '--out', join(dir, 'x.mol2'));
    expect(bad.code).toBe(1);
    expect(bad.err[0]).toMatch(/C22 is not offered/);
    expect((await topoforge('carbon', 'fullerenes')).code).toBe(2);
  });
});

describe('topoforge carbon graphene / swnt / mwnt / graphyne', () => {
  it('writes a periodic (10,0) tube: 40 atoms per period, c = 3·|T| = 3 × 4.26 Å, bonds through the boundary', async () => {
    const out = join(dir, 'tube.mol2');
    const run = await topoforge('carbon', 'swnt', '--n', '10', '--m', '0', '--length', '3', '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
    // d(10,0) = √3·1.42·10/π (Saito, Dresselhaus & Dresselhaus 1998).
    expect(run.out[0]).toContain(`(10,0) ${((Math.sqrt(3) * 1.42 * 10) / Math.PI).toFixed(4)} Å`);
    const mol = readMol2File(out);
    expect(mol.atomCount).toBe(120);
    expect(mol.bonds.count).toBe(180);
    expect(mol.cell).toBeDefined();
    const lengths = mol.cell!.vectors.map((v) => Math.hypot(v[0], v[1], v[2]));
    expect(lengths.some((l) => Math.abs(l - 3 * 3 * 1.42) < 1e-3)).toBe(true);
  });

  it('builds from type and diameter, a chiral (6,5) tube (N = 4·91 = 364 per period) and H-terminated ends', async () => {
    const zigzag = await topoforge(
      'carbon',
      'swnt',
      '--type',
      'zigzag',
      '--diameter',
      '7.8',
      '--length',
      '1',
      '--out',
      join(dir, 'z.mol2'),
    );
    expect(zigzag.out[0]).toMatch(/zigzag nanotube, diameter \(10,0\)/);
    const chiral = join(dir, 'c65.mol2');
    await topoforge('carbon', 'swnt', '--n', '6', '--m', '5', '--length', '1', '--out', chiral);
    expect(readMol2File(chiral).atomCount).toBe(364);
    const capped = join(dir, 'capped.mol2');
    const run = await topoforge(
      'carbon',
      'swnt',
      '--n',
      '10',
      '--m',
      '0',
      '--length',
      '3',
      '--terminal-h',
      '--out',
      capped,
    );
    // A zigzag (n,0) end carries n hydrogens.
    expect(run.out[0]).toMatch(/H-terminated ends, \d+ atoms \(\d+ C, 20 H\)/);
    expect(readMol2File(capped).cell).toBeUndefined();
  });

  it('writes graphene (4 C per cell; flake 2x + 4y H) and says what a format drops (xyz: the bonds; extended xyz keeps the cell)', async () => {
    const sheet = join(dir, 'sheet.mol2');
    expect((await topoforge('carbon', 'graphene', '--x', '2', '--y', '3', '--out', sheet)).code).toBe(0);
    expect(readMol2File(sheet).atomCount).toBe(24);
    const flake = join(dir, 'flake.mol2');
    await topoforge('carbon', 'graphene', '--x', '2', '--y', '3', '--terminal-h', '--out', flake);
    expect(readMol2File(flake).atomCount).toBe(40);
    const xyz = await topoforge(
      'carbon',
      'graphene',
      '--x',
      '1',
      '--y',
      '1',
      '--out',
      join(dir, 'sheet.xyz'),
    );
    expect(xyz.err[0]).toMatch(/cannot carry the bonds/);
    expect(readFileSync(join(dir, 'sheet.xyz'), 'utf8')).toMatch(/Lattice="/);
  });

  it('writes a two-wall armchair tube, (4,4) inside (9,9)', async () => {
    const out = join(dir, 'mwnt.mol2');
    const run = await topoforge(
      'carbon',
      'mwnt',
      '--type',
      'armchair',
      '--diameter',
      '6',
      '--walls',
      '2',
      '--length',
      '1',
      '--out',
      out,
    );
    expect(run.out[0]).toMatch(/walls \(4,4\) .*, \(9,9\) /);
    expect(readMol2File(out).atomCount).toBe(16 + 36);
  });

  it('builds graphyne from given bond lengths and asks for them when missing', async () => {
    const out = join(dir, 'gy.mol2');
    const args = ['carbon', 'graphyne', '--unit-cell', 'gamma-GY', '--type', 'plane', '--x', '1', '--y', '1'];
    const missing = await topoforge(...args, '--out', out);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toMatch(/needs --bonds/);
    const run = await topoforge(...args, '--bonds', 'aromatic=1.40,ringToSp=1.40,triple=1.22', '--out', out);
    expect(run.code, run.err.join('\n')).toBe(0);
    // γ-graphyne: 12 atoms per primitive cell.
    expect(readMol2File(out).atomCount).toBe(12);
  });

  it('refuses bounds (exit 1, chem names the field) and mixed or unknown options (exit 2)', async () => {
    const big = await topoforge('carbon', 'graphene', '--x', '21', '--y', '1', '--out', join(dir, 'g.mol2'));
    expect(big.code).toBe(1);
    expect(big.err[0]).toMatch(/x must be an integer from 1 to 20, got 21/);
    const both = await topoforge(
      'carbon',
      'swnt',
      '--n',
      '5',
      '--m',
      '5',
      '--type',
      'armchair',
      '--length',
      '1',
      '--out',
      join(dir, 't.mol2'),
    );
    expect(both.code).toBe(2);
    expect((await topoforge('carbon', 'buckyball')).code).toBe(2);
    expect((await topoforge('carbon', 'swnt', '--n', '5', '--m', '5', '--length', '1')).code).toBe(2);
  });
});
