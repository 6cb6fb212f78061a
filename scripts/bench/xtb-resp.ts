import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { ANGSTROM_PER_BOHR } from '../../packages/chem/src/charges/resp/esp-design.js';
import { XTB_ESP_SCREENING } from '../../packages/chem/src/charges/resp/density-sources.js';
import { gaussianEsp } from '../../packages/chem/src/charges/resp/gaussian-esp.js';
import { mkGrid } from '../../packages/chem/src/charges/resp/mk-grid.js';
import { runXtb } from '../../packages/engines/src/xtb.js';
import { parseXtbMolden } from '../../packages/engines/src/xtb-molden.js';
import { xtbRespCharges } from '../../packages/engines/src/xtb-resp.js';
import { obabelMolecule } from './charges.js';

/**
 * `npm run bench -- --system xtb-resp`: XTB-RESP (the spec's default charge method) beside one plain
 * GFN1-xTB single point (`xtb --gfn 1 --sp`, the same process start-up and SCC) on three sizes of
 * molecule made by `obabel --gen3d`, both as whole calls, best of `runs`, alternated so that load on
 * the machine hits both alike; the ratio is the figure to watch (goal: ≤ 12 ×, imatinib ≤ 3 s). The
 * split shows where an XTB-RESP call goes: the xtb run (single point + molden.input) and, in this
 * process, the potential at the MK points (parse + gaussianEsp).
 */
const MOLECULES: readonly (readonly [string, string])[] = [
  ['diazepam', 'CN1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21'],
  ['imatinib', 'Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1'],
  ['hexacontane-1,60-diol', `OC${'C'.repeat(58)}CO`],
];

async function seconds(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

async function benchOne(title: string, mol: Molecule, runs: number): Promise<void> {
  let sp = Infinity;
  let resp = Infinity;
  for (let k = 0; k < runs; k++) {
    sp = Math.min(sp, await seconds(() => runXtb(mol, { netCharge: 0 })));
    resp = Math.min(resp, await seconds(() => xtbRespCharges(mol, { netCharge: 0, timeoutMs: 600_000 })));
  }
  const grid = mkGrid(mol);
  let esp = 0;
  const withMolden = await seconds(async () => {
    const run = await runXtb(mol, { netCharge: 0, molden: true });
    const start = performance.now();
    const density = parseXtbMolden(run.molden ?? '', mol.elements, 0);
    gaussianEsp(
      density,
      grid.points.map((v) => v / ANGSTROM_PER_BOHR),
      XTB_ESP_SCREENING,
    );
    esp = (performance.now() - start) / 1000;
  });
  console.log(
    `  ${title.padEnd(22)} ${String(mol.atomCount).padStart(4)} atoms ${String(grid.count).padStart(6)} MK points` +
      `  GFN1 SP ${sp.toFixed(3)} s  XTB-RESP ${resp.toFixed(3)} s  ratio ${(resp / sp).toFixed(1)}×` +
      `  (xtb + molden ${(withMolden - esp).toFixed(3)} s, ESP ${esp.toFixed(3)} s)`,
  );
}

export async function benchXtbResp(runs: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-xtb-resp-'));
  console.log(`\n== XTB-RESP beside one GFN1-xTB single point (best of ${runs}, whole calls)`);
  try {
    for (const [title, smiles] of MOLECULES) {
      await benchOne(title, obabelMolecule(smiles, join(dir, `${title}.sdf`)), runs);
    }
  } catch (e) {
    console.log(`  skipped: ${e instanceof Error ? e.message : String(e)} (needs xtb and obabel)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
