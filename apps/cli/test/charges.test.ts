import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/run-cli.js';
import { WATER_XYZ } from './samples.js';

let dir = '';
let water = '';

async function run(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-charges-'));
  water = join(dir, 'water.xyz');
  writeFileSync(water, WATER_XYZ);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('topoforge charges', () => {
  it('prints one charge per atom for a pure method; symmetric H equal, sum 0', async () => {
    const r = await run('charges', water, '--method', 'gasteiger');
    expect(r.code).toBe(0);
    const lines = r.out.filter((l) => !l.startsWith('#'));
    expect(lines).toHaveLength(3);
    const q = lines.map((l) => Number(l.split(' ')[2]));
    // Open Babel 3.1.1 `--partialcharge gasteiger` on water: O −0.410466, H 0.205233.
    expect(q).toEqual([-0.410466, 0.205233, 0.205233]);
  });

  it('applies --scale and --net-charge, and writes JSON', async () => {
    const r = await run('charges', water, '--method', 'eem', '--scale', '1.2', '--net-charge=-1', '--json');
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.out.join('\n')) as {
      method: string;
      scale: number;
      atoms: { charge: number }[];
    };
    expect(parsed.method).toBe('EEM');
    expect(parsed.scale).toBe(1.2);
    expect(parsed.atoms.reduce((s, a) => s + a.charge, 0)).toBeCloseTo(-1, 9);
  });

  it('rejects an unknown method, a fractional net charge and a non-numeric scale (exit 2)', async () => {
    expect((await run('charges', water, '--method', 'nope')).err[0]).toMatch(
      /unknown charge method 'nope'; known: .*gasteiger/,
    );
    expect((await run('charges', water, '--method', 'qeq', '--net-charge', '0.5')).code).toBe(2);
    expect((await run('charges', water, '--method', 'qeq', '--scale', 'x')).code).toBe(2);
    expect((await run('charges', water)).code).toBe(2);
  });

  it('reports elements a method has no parameters for as bad input (exit 1)', async () => {
    const xenon = join(dir, 'xe.xyz');
    writeFileSync(xenon, '1\nxenon\nXe 0 0 0\n');
    const r = await run('charges', xenon, '--method', 'eem');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/EEM has no parameters for Xe/);
  });
});
