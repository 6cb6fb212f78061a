import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAFF_DAT, DEFAULT_GROMACS_TOP } from '../src/commands/build-options.js';
import { runCaptured } from './run-captured.js';

// gaff.dat ships in Debian's openbabel, oplsaa.ff in gromacs-data: the test setup installs both.
const haveData =
  existsSync(process.env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT) &&
  existsSync(join(process.env.TOPOFORGE_GROMACS_TOP ?? DEFAULT_GROMACS_TOP, 'oplsaa.ff'));

/** Ethanol (9 atoms) and one water at SPC geometry, no charges. */
const ETHANOL_WATER = `12
ethanol and a water
C   -0.0011   -0.0040    0.0096
C    1.5111   -0.0104   -0.0085
O    2.0035    1.3247    0.0098
H   -0.3828    1.0248    0.0000
H   -0.3886   -0.5175    0.8944
H   -0.3840   -0.5230   -0.8720
H    1.8681   -0.5339   -0.9061
H    1.8738   -0.5232    0.8932
H    2.9734    1.2885   -0.0025
O    6.0000    0.0000    0.0000
H    6.8165    0.5774    0.0000
H    5.1835    0.5774    0.0000
`;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-build-ff-'));
  writeFileSync(join(dir, 'ethanol-water.xyz'), ETHANOL_WATER);
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) => runCaptured(...args);

interface Wire {
  atoms: (string | number)[][];
  defaults: { combinationRule: number; fudgeLJ: number };
  rigidWaters?: number[][];
  virtualSites?: number[][];
}
const wire = (out: string): Wire => JSON.parse(readFileSync(join(out, 'system.json'), 'utf8')) as Wire;

describe.skipIf(!haveData)(
  'topoforge build with other force fields (needs openbabel and gromacs-data)',
  () => {
    it('--ff oplsaa --water SPCE: OPLS-AA/L types, the water with SPC/E charges and LJ in system.json', async () => {
      const out = join(dir, 'opls');
      const r = await run(
        'build',
        join(dir, 'ethanol-water.xyz'),
        '--ff',
        'oplsaa',
        '--water',
        'SPCE',
        '--charges',
        'zero',
        '--out',
        out,
      );
      expect(r.err.filter((l) => l.includes('error'))).toEqual([]);
      expect(r.code).toBe(0);
      const w = wire(out);
      // gromacs-data oplsaa.ff/ethanol.itp types the hydroxyl opls_154/155.
      expect(w.atoms.slice(2, 3).map((a) => a[2])).toEqual(['opls_154']);
      // SPC/E (Berendsen et al. 1987): O −0.8476 e, σ 0.316557 nm; H +0.4238 e.
      expect(w.atoms[9]?.slice(1, 3)).toEqual(['SPCE', 'OW']);
      expect(w.atoms[9]?.[6]).toBeCloseTo(-0.8476, 10);
      expect(w.atoms[9]?.[8]).toBeCloseTo(0.316557, 6);
      expect(w.atoms[10]?.[6]).toBeCloseTo(0.4238, 10);
      expect(w.defaults.combinationRule).toBe(3);
      expect(w.rigidWaters).toHaveLength(1);
      expect(readFileSync(join(out, 'UNK.itp'), 'utf8')).toContain('[ settles ]');
    });

    it('--water TIP4P2005 adds the M site (four-point conversion)', async () => {
      const out = join(dir, 'tip4p');
      const r = await run(
        'build',
        join(dir, 'ethanol-water.xyz'),
        '--water',
        'TIP4P2005',
        '--charges',
        'zero',
        '--out',
        out,
      );
      expect(r.code).toBe(0);
      const w = wire(out);
      expect(w.atoms).toHaveLength(13);
      expect(w.virtualSites).toHaveLength(1);
    });

    it('--ff trappe-ua merges the hydrogens on carbon and uses TraPPE charges', async () => {
      const out = join(dir, 'trappe');
      const r = await run(
        'build',
        join(dir, 'ethanol-water.xyz'),
        '--ff',
        'trappe-ua',
        '--water',
        'TIP3P',
        '--engine',
        'lammps',
        '--out',
        out,
      );
      expect(r.code).toBe(0);
      const w = wire(out);
      // CH3, CH2 (next to O), O, H + three TIP3P sites; TraPPE-UA alcohols: O −0.700, H +0.435, CH2 +0.265.
      expect(w.atoms).toHaveLength(7);
      expect(w.atoms.slice(0, 4).map((a) => a[6])).toEqual([0, 0.265, -0.7, 0.435]);
    });

    it('--backup oplsaa is refused behind anything but GAFF, an unknown --ff or --water names the known ones', async () => {
      const base = [join(dir, 'ethanol-water.xyz'), '--out', join(dir, 'u')];
      const backup = await run('build', ...base, '--ff', 'oplsaa', '--backup', 'oplsaa');
      expect(backup.code).toBe(2);
      const ff = await run('build', ...base, '--ff', 'cgenff');
      expect(ff.code).toBe(2);
      expect(ff.err.join('\n')).toMatch(/known: gaff, oplsaa, trappe-ua, gromos54a7, clp/);
      const water = await run('build', ...base, '--water', 'TIP5P');
      expect(water.code).toBe(2);
      expect(water.err.join('\n')).toMatch(/known: SPCE, /);
    });

    it('types --ff oplsaa and --ff trappe-ua', async () => {
      const opls = await run('types', join(dir, 'ethanol-water.xyz'), '--ff', 'oplsaa');
      expect(opls.code).toBe(1);
      expect(opls.err.join('\n')).toMatch(/Atom 10 \(O\)/);
      writeFileSync(join(dir, 'ethanol.xyz'), ETHANOL_WATER.replace('12\n', '9\n').split('O    6.0000')[0]!);
      const trappe = await run('types', join(dir, 'ethanol.xyz'), '--ff', 'trappe-ua');
      expect(trappe.code).toBe(0);
      expect(trappe.out.slice(3, 9)).toEqual([
        '4 H (merged)',
        '5 H (merged)',
        '6 H (merged)',
        '7 H (merged)',
        '8 H (merged)',
        '9 H H',
      ]);
    });
  },
);
