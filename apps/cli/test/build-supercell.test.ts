import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAFF_DAT } from '../src/commands/build-options.js';
import { runCaptured } from './run-captured.js';

/* `topoforge build --supercell x,y,z` (issue 17 item 7): the crystal's System repeated before writing. */

const haveGaff = existsSync(process.env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT);

/** One methane in a 6 Å cubic cell (CRYST1), tetrahedral C–H 1.09 Å. */
const METHANE_CRYSTAL = `CRYST1    6.000    6.000    6.000  90.00  90.00  90.00 P 1           1
HETATM    1  C1  MET     1       3.000   3.000   3.000  1.00  0.00           C
HETATM    2  H1  MET     1       3.629   3.629   3.629  1.00  0.00           H
HETATM    3  H2  MET     1       2.371   2.371   3.629  1.00  0.00           H
HETATM    4  H3  MET     1       2.371   3.629   2.371  1.00  0.00           H
HETATM    5  H4  MET     1       3.629   2.371   2.371  1.00  0.00           H
END
`;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-supercell-'));
  writeFileSync(join(dir, 'methane.pdb'), METHANE_CRYSTAL);
  writeFileSync(join(dir, 'methane.xyz'), '1\nno cell\nC 0 0 0\n');
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const build = (...args: string[]) => runCaptured('build', ...args);

describe.skipIf(!haveGaff)('topoforge build --supercell (needs gaff.dat from the openbabel package)', () => {
  it('writes 2·3·1 copies of the cell: 30 atoms, 24 bonds and a GROMACS box of 12 × 18 × 6 Å', async () => {
    const out = join(dir, 'out231');
    const run = await build(
      join(dir, 'methane.pdb'),
      '--out',
      out,
      '--charges',
      'zero',
      '--supercell',
      '2,3,1',
    );
    expect(run.err.filter((l) => l.includes('error'))).toEqual([]);
    expect(run.code).toBe(0);
    const wire = JSON.parse(readFileSync(join(out, 'system.json'), 'utf8')) as {
      atoms: unknown[];
      bonds: unknown[];
    };
    expect(wire.atoms).toHaveLength(30);
    expect(wire.bonds).toHaveLength(24);
    const gro = readFileSync(join(out, 'UNK.gro'), 'utf8').trim().split('\n');
    expect(gro.at(-1)?.trim().split(/\s+/).map(Number)).toEqual([1.2, 1.8, 0.6]);
  });

  it('refuses a supercell of a structure without a cell, naming the file', async () => {
    const run = await build(
      join(dir, 'methane.xyz'),
      '--out',
      join(dir, 'x'),
      '--charges',
      'zero',
      '--supercell',
      '2,2,2',
    );
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toMatch(/--supercell: .*methane\.xyz has no cell/);
  });

  it.each(['0,1,1', '11,1,1', '2,2', '1.5,1,1', 'a,b,c'])(
    'refuses --supercell %s with the 1–10 rule',
    async (value) => {
      const run = await build(join(dir, 'methane.pdb'), '--out', join(dir, 'y'), '--supercell', value);
      expect(run.code).toBe(2);
      expect(run.err.join('\n')).toContain('three integers x,y,z from 1 to 10');
    },
  );
});
