import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openmmWriter, runWriter } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PYTHON } from './openmm.js';
import { pythonHasOpenMM } from './testing/framework-energies.js';
import { frameworkSystem } from './testing/framework-system.js';

/*
 * The run.py the OpenMM writer ships, run as a user runs it (python3 run.py in the unzipped folder) on a
 * framework that is one residue of 1,008 atoms: COF-1 (UFF) repeated 2×2×3. Before, OpenMM's template
 * matching ran out of Python's default recursion depth on such a residue, and the cell came from the
 * PDB's CRYST1 rounded to 0.001 Å.
 */
const SKIP = !pythonHasOpenMM();

describe.skipIf(SKIP)('OpenMM run.py on a large framework (skipped without python3-openmm)', () => {
  it('runs to a total energy, with the cell set from its exact lengths and angles', async () => {
    const system = await frameworkSystem({
      file: 'COF-2D/COF-1.cif',
      ff: 'uff',
      charges: 'zero',
      supercell: [2, 2, 3],
    });
    expect(system.atoms.length).toBe(1008);
    const files = runWriter(openmmWriter, system, { residueName: 'COF', cutoff: 0.6 });
    const dir = mkdtempSync(join(tmpdir(), 'openmm-run-'));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const a = system.molecule.cell!.parameters.a / 10;
      const boxLine = /computePeriodicBoxVectors\(([\d.]+),/.exec(files['run.py'] ?? '');
      expect(Number(boxLine?.[1])).toBeCloseTo(a, 9);
      const run = spawnSync(SYSTEM_PYTHON, ['run.py'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
      expect(run.stderr).not.toMatch(/RecursionError/);
      expect(run.status, run.stderr.slice(-2000)).toBe(0);
      expect(run.stdout).toMatch(/^Total\s+-?\d+\.\d+ kJ\/mol/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
