import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

/*
 * `topoforge potentials list|show` over a small folder written here in the LAMMPS formats (funcfl,
 * setfl, a ReaxFF file with the dummy X, a Tersoff file to leave out), so the test needs no lammps-data.
 */
const dir = mkdtempSync(join(tmpdir(), 'tf-potentials-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const reaxff = (symbols: string[]): string =>
  [
    'DATE: 2011-02-18 UNITS: real CITATION: Someone, J Phys Chem A, 112, 1040-1053 (2008)',
    ' 1 ! Number of general parameters',
    '   50.0000 !p(boc1)',
    `  ${symbols.length}    ! Nr of atoms; cov.r; valency`,
    '   alfa;gammavdW',
    '   cov r3;Elp',
    '   ov/un;val1',
    ...symbols.flatMap((s) => [` ${s}    1.3825   4.0000`, '  9.7', '  1.2', '  -2.8']),
  ].join('\n');

writeFileSync(
  join(dir, 'Cu_x.eam'),
  'DATE: 2007 CITATION: Foiles et al, Phys Rev B, 33, 7983 (1986)\n 29 63.55 3.615 FCC\n 3 0.1 3 0.1 4.95\n',
);
writeFileSync(join(dir, 'CuNi_x.eam.alloy'), 'c1\nc2\nc3\n 2 Ni Cu\n 500 0.005 500 0.01 6.39\n');
writeFileSync(join(dir, 'ffield.reax.chox'), reaxff(['C', 'H', 'O', 'X']));
writeFileSync(join(dir, 'Si.tersoff'), '# not listed\n');

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('topoforge potentials', () => {
  it('list --json: the entries as the API records, filtered by type and by every chosen element', async () => {
    const all = await run('potentials', 'list', '--dir', dir, '--json');
    expect(all.code, all.err.join('\n')).toBe(0);
    const modules = JSON.parse(all.out.join('\n')) as { id: string; elements: string[]; year: string }[];
    expect(modules.map((m) => m.id)).toEqual(['CuNi_x.eam.alloy', 'Cu_x.eam', 'ffield.reax.chox']);
    expect(modules.find((m) => m.id === 'ffield.reax.chox')?.elements).toEqual(['C', 'H', 'O']);
    const cuNi = await run(
      'potentials',
      'list',
      '--dir',
      dir,
      '--type',
      'eam',
      '--elements',
      'Cu,Ni',
      '--json',
    );
    expect((JSON.parse(cuNi.out.join('\n')) as { id: string }[]).map((m) => m.id)).toEqual([
      'CuNi_x.eam.alloy',
    ]);
    const reax = await run(
      'potentials',
      'list',
      '--dir',
      dir,
      '--type',
      'reaxff',
      '--elements',
      'C,H,O',
      '--json',
    );
    expect((JSON.parse(reax.out.join('\n')) as { id: string }[]).map((m) => m.id)).toEqual([
      'ffield.reax.chox',
    ]);
  });

  it('list: an aligned table with the year from the header citation', async () => {
    const text = await run('potentials', 'list', '--dir', dir, '--elements', 'Cu');
    expect(text.out[0]).toMatch(/^id\s+type\s+pair style\s+elements\s+year\s+doi\s+authors$/);
    expect(text.out.some((l) => /^Cu_x\.eam\s+EAM\s+eam\s+Cu\s+1986\s/.test(l))).toBe(true);
  });

  it('show: the LAMMPS lines in the chosen order; ReaxFF with QEq', async () => {
    const alloy = await run('potentials', 'show', 'CuNi_x.eam.alloy', '--dir', dir, '--elements', 'Cu,Ni');
    expect(alloy.out.slice(2)).toEqual([
      'units metal\natom_style atomic\npair_style eam/alloy\npair_coeff * * CuNi_x.eam.alloy Cu Ni',
    ]);
    const reax = await run('potentials', 'show', 'ffield.reax.chox', '--dir', dir);
    expect(reax.out.join('\n')).toContain(
      'pair_style reaxff NULL\npair_coeff * * ffield.reax.chox C H O\nfix qeq all qeq/reaxff 1 0.0 10.0 1.0e-6 reaxff',
    );
  });

  it('exits 1 naming an unknown module or a missing element, 2 for a bad --type', async () => {
    const unknown = await run('potentials', 'show', 'Nope.eam', '--dir', dir);
    expect(unknown).toMatchObject({ code: 1, err: [`topoforge: no potential module 'Nope.eam' in ${dir}.`] });
    const lacking = await run('potentials', 'show', 'CuNi_x.eam.alloy', '--dir', dir, '--elements', 'Cu,Ta');
    expect(lacking).toMatchObject({ code: 1, err: ['topoforge: CuNi_x.eam.alloy holds Ni, Cu; not Ta'] });
    expect((await run('potentials', 'list', '--dir', dir, '--type', 'meam')).code).toBe(2);
    expect((await run('potentials', 'list', '--dir', join(dir, 'none'))).code).toBe(1);
  });
});
