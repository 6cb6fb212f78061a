import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { am1SourceLine } from '../src/am1-source.js';
import { WATER_XYZ } from './samples.js';
import { runCaptured } from './run-captured.js';

let dir = '';
let water = '';

const run = (...args: string[]) => runCaptured(...args);

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

  it('prints the charges of a periodic input as a JSON array in file order (EQeq, rock salt)', async () => {
    const cif = join(dir, 'nacl-p1.cif');
    const sites = [
      ['Na', '0 0 0'],
      ['Cl', '0.5 0 0'],
      ['Na', '0 0.5 0.5'],
      ['Cl', '0 0.5 0'],
      ['Na', '0.5 0 0.5'],
      ['Cl', '0 0 0.5'],
      ['Na', '0.5 0.5 0'],
      ['Cl', '0.5 0.5 0.5'],
    ];
    writeFileSync(
      cif,
      [
        'data_nacl',
        '_cell_length_a 5.64',
        '_cell_length_b 5.64',
        '_cell_length_c 5.64',
        '_cell_angle_alpha 90',
        '_cell_angle_beta 90',
        '_cell_angle_gamma 90',
        "_symmetry_space_group_name_H-M 'P 1'",
        'loop_',
        '_symmetry_equiv_pos_as_xyz',
        'x,y,z',
        'loop_',
        '_atom_site_label',
        '_atom_site_type_symbol',
        '_atom_site_fract_x',
        '_atom_site_fract_y',
        '_atom_site_fract_z',
        ...sites.map(([el, xyz], i) => `${el}${i + 1} ${el} ${xyz}`),
        '',
      ].join('\n'),
    );
    const r = await run('charges', cif, '--method', 'eqeq', '--json');
    expect(r.code).toBe(0);
    const q = JSON.parse(r.out.join('\n')) as number[];
    expect(q).toHaveLength(8);
    // File order alternates Na, Cl: +q on every Na, −q on every Cl (symmetry), sum exactly 0.
    for (let i = 0; i < 8; i++) expect(q[i]).toBe(i % 2 === 0 ? q[0] : -q[0]!);
    expect(q[0]).toBeGreaterThan(0);
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 9);
  });

  it('reports elements a method has no parameters for as bad input (exit 1)', async () => {
    const xenon = join(dir, 'xe.xyz');
    writeFileSync(xenon, '1\nxenon\nXe 0 0 0\n');
    const r = await run('charges', xenon, '--method', 'eem');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/EEM has no parameters for Xe/);
  });
});

const hasMopac = spawnSync('mopac', ['-V'], { encoding: 'utf8' }).stdout?.includes('MOPAC') ?? false;

describe('which AM1 attempt the charges come from', () => {
  it('a fallback is one line naming the attempt in words and the failures before it', () => {
    const line = am1SourceLine('AM1-BCC', {
      attempt: 'input-geometry',
      attempts: [
        { attempt: 'standard', ms: 900, failure: 'mopac: the AM1 SCF did not converge' },
        { attempt: 'scf-convergers', ms: 800, failure: 'mopac: the AM1 SCF did not converge' },
        { attempt: 'input-geometry', ms: 100 },
      ],
    });
    expect(line).toBe(
      "AM1-BCC: the standard AM1 run gave no result; charges from an AM1 single point on the input geometry, not optimised (attempt 'input-geometry'). " +
        'Failed before it: standard (mopac: the AM1 SCF did not converge); scf-convergers (mopac: the AM1 SCF did not converge).',
    );
  });

  it('the standard run says nothing', () => {
    expect(am1SourceLine('cm1a', { attempt: 'standard', attempts: [{ attempt: 'standard', ms: 5 }] })).toBe(
      undefined,
    );
  });

  it.skipIf(!hasMopac)('a real AM1-BCC run: am1Attempt in --json, nothing extra on stderr', async () => {
    const r = await run('charges', water, '--method', 'AM1-BCC', '--json');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const parsed = JSON.parse(r.out.join('\n')) as { am1Attempt?: string; atoms: unknown[] };
    expect(parsed.am1Attempt).toBe('standard');
    expect(parsed.atoms).toHaveLength(3);
    const text = await run('charges', water, '--method', 'AM1-BCC');
    expect(text.err).toEqual([]);
  });
});
