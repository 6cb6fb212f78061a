import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { ANGSTROM_PER_BOHR, BondOrder, gaussianEsp, mkGrid, XTB_ESP_SCREENING } from '@topoforge/chem';
import { afterAll, describe, expect, it } from 'vitest';
import { onPath } from './testing/find-program.js';
import { METHANOL, molecule } from './testing/xtb-molecules.js';
import { runXtb } from './xtb.js';
import { parseXtbMolden } from './xtb-molden.js';
import { xtbRespCharges } from './xtb-resp.js';

/*
 * Runs the real xtb 6.5.1 (Debian 12); skipped, with the reason, when xtb is not on PATH.
 * Reference charges: recorded from the implementation before this one (commit 2df9458), which had
 * xtb itself evaluate the potential at every MK point (`xtb --esp` on an esp_coord file), run with
 * xtb 6.5.1 on these same geometries. Methanol is testing/xtb-molecules.ts's Open Babel geometry,
 * chloromethane fixtures/xtb/chloromethane.xyz, acetate packages/chem/src/charges/resp/fixtures.
 */
const SKIP = !onPath('xtb');
const REASON = SKIP ? ' (skipped: xtb not found on PATH)' : '';

const CHLOROMETHANE = molecule(
  [
    [6, 0.96872, -0.06518, -0.06552],
    [17, 2.73569, -0.06519, -0.06552],
    [1, 0.6117, 0.66005, -0.80002],
    [1, 0.61168, 0.2083, 0.92978],
    [1, 0.61168, -1.06387, -0.32634],
  ],
  [
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
  ],
);

const ACETATE = molecule(
  [
    [6, 0.9512, 0.0103, 0.0078],
    [6, 2.4698, 0.021, -0.0144],
    [8, 3.0274, -0.4714, 1.0053],
    [8, 2.9807, 0.5233, -1.0546],
    [1, 0.5694, -0.4356, 0.9312],
    [1, 0.5721, -0.5697, -0.8389],
    [1, 0.5721, 1.0341, -0.0645],
  ],
  [
    [0, 1],
    [0, 4],
    [0, 5],
    [0, 6],
    [1, 2, BondOrder.Double],
    [1, 3],
  ],
);

const RECORDED: readonly (readonly [string, Molecule, number, readonly number[]])[] = [
  ['methanol', METHANOL, 0, [0.14454, -0.766339, 0.040135, 0.040135, 0.040135, 0.501395]],
  // A doublet (--uhf 1): xtb writes one set of orbitals, occupations fractional (1.99957, 1.00043).
  ['methanol cation', METHANOL, 1, [0.219185, -0.432956, 0.216233, 0.216233, 0.216233, 0.565073]],
  ['chloromethane', CHLOROMETHANE, 0, [-0.135256, -0.163852, 0.099702, 0.099702, 0.099702]],
  ['acetate', ACETATE, -1, [-0.562183, 1.153479, -0.943821, -0.943821, 0.098782, 0.098782, 0.098782]],
];

/** An executable that runs xtb with its arguments, then appends them to `log`. */
function loggedXtb(name: string): { command: string; log: string } {
  const command = join(scratch, name);
  const log = join(scratch, `${name}.log`);
  writeFileSync(command, `#!/bin/sh\nxtb "$@"\nstatus=$?\necho "$@" >> '${log}'\nexit $status\n`);
  chmodSync(command, 0o755);
  return { command, log };
}

const scratch = mkdtempSync(join(tmpdir(), 'xtb-resp-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.skipIf(SKIP)(`XTB-RESP on real xtb runs${REASON}`, () => {
  it('runs one xtb single point writing molden.input, and no --esp pass over the grid', async () => {
    const xtb = loggedXtb('xtb-args');
    await xtbRespCharges(METHANOL, { netCharge: 0, command: xtb.command });
    const calls = readFileSync(xtb.log, 'utf8').trim().split('\n');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.split(' ')).toContain('--molden');
    expect(calls[0]!.split(' ')).not.toContain('--esp');
  });

  it.each(RECORDED)(
    '%s: the charges of the xtb --esp implementation, to 1e-5 e',
    async (_, mol, net, ref) => {
      const { charges, method } = await xtbRespCharges(mol, { netCharge: net });
      ref.forEach((q, i) => expect(Math.abs(charges[i]! - q)).toBeLessThan(1e-5));
      expect(method.notes[0]).toMatch(/MK points/);
    },
  );

  it('the potential is the one xtb --esp integrates itself, live, on methanol (odd grid)', async () => {
    const grid = mkGrid(METHANOL);
    const run = await runXtb(METHANOL, { netCharge: 0, espPoints: grid.points, molden: true });
    const density = parseXtbMolden(run.molden!, METHANOL.elements, 0);
    const ours = gaussianEsp(
      density,
      grid.points.map((v) => v / ANGSTROM_PER_BOHR),
      XTB_ESP_SCREENING,
    );
    expect(grid.count % 2).toBe(1);
    const worst = ours.reduce((m, v, i) => Math.max(m, Math.abs(v - run.esp![i]!)), 0);
    expect(worst).toBeLessThan(1.5e-8);
  });
});
