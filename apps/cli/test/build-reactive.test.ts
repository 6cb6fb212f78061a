import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAFF_DAT, DEFAULT_LAMMPS_POTENTIALS } from '../src/commands/build-options.js';
import { runCaptured } from './run-captured.js';

/*
 * `topoforge build --engine lammps --reactive airebo|tersoff` (issue 19 item 5): the structure written
 * for the many-body potential with the potential file copied from lammps-data, as the API's zip has it.
 */
const haveFiles =
  existsSync(process.env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT) &&
  existsSync(join(DEFAULT_LAMMPS_POTENTIALS, 'CH.airebo'));

/** Benzene with C–C 1.39 Å and C–H 1.09 Å, made for this test (a regular hexagon in the xy plane). */
const BENZENE = `12
benzene
C    1.39000    0.00000    0.00000
C    0.69500    1.20378    0.00000
C   -0.69500    1.20378    0.00000
C   -1.39000    0.00000    0.00000
C   -0.69500   -1.20378    0.00000
C    0.69500   -1.20378    0.00000
H    2.48000    0.00000    0.00000
H    1.24000    2.14774    0.00000
H   -1.24000    2.14774    0.00000
H   -2.48000    0.00000    0.00000
H   -1.24000   -2.14774    0.00000
H    1.24000   -2.14774    0.00000
`;

let dir = '';
// The teardown beforeAll returns removes the folder after the file's tests.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-reactive-'));
  writeFileSync(join(dir, 'benzene.xyz'), BENZENE);
  return () => rmSync(dir, { recursive: true, force: true });
});

const build = (...args: string[]) =>
  runCaptured('build', join(dir, 'benzene.xyz'), '--charges', 'zero', '--resname', 'BNZ', ...args);

describe.skipIf(!haveFiles)('topoforge build --reactive (needs gaff.dat and lammps-data)', () => {
  it('--engine lammps --reactive airebo writes atomic data, the AIREBO input and CH.airebo', async () => {
    const out = join(dir, 'airebo');
    const r = await build('--engine', 'lammps', '--reactive', 'airebo', '--out', out);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['BNZ.data', 'CH.airebo', 'in.BNZ', 'system.json']);
    expect(readFileSync(join(out, 'in.BNZ'), 'utf8')).toContain('pair_coeff      * * CH.airebo C H');
    expect(readFileSync(join(out, 'BNZ.data'), 'utf8')).toContain('Atoms # atomic');
    expect(readFileSync(join(out, 'CH.airebo'), 'utf8')).toBe(
      readFileSync(join(DEFAULT_LAMMPS_POTENTIALS, 'CH.airebo'), 'utf8'),
    );
  });

  it('refuses Tersoff for hydrogens, the option for GROMACS (exit 1) and an unknown potential (exit 2)', async () => {
    const tersoff = await build('--engine', 'lammps', '--reactive', 'tersoff', '--out', join(dir, 't'));
    expect(tersoff.code).toBe(1);
    expect(tersoff.err.join('\n')).toContain(
      'Tersoff (BNC.tersoff) covers B, C, N only: the structure has H',
    );
    const gromacs = await build('--engine', 'gromacs', '--reactive', 'airebo', '--out', join(dir, 'g'));
    expect(gromacs.code).toBe(1);
    expect(gromacs.err.join('\n')).toContain('GROMACS has no reactive pair style');
    const bad = await build('--engine', 'lammps', '--reactive', 'reaxff', '--out', join(dir, 'x'));
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toContain("--reactive 'reaxff': one of airebo, tersoff.");
  });
});
