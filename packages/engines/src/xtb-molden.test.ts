import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gaussianEsp, NO_SCREENING, XTB_ESP_SCREENING } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { isProgramError } from './program-error.js';
import { METHANOL } from './testing/xtb-molecules.js';
import { runXtb } from './xtb.js';
import { parseXtbMolden, xtbCoreCharge } from './xtb-molden.js';
import { potentialInSlices } from './xtb-resp.js';

/*
 * fixtures/xtb/chloromethane.molden and chloromethane-esp.dat are one real run of xtb 6.5.1
 * (`xtb coord --gfn 1 --sp --esp --molden`, fixtures/xtb/README.md) on chloromethane's 546 MK points:
 * the potential xtb integrates itself (--esp) is the independent reference for ours, computed from the
 * basis and orbitals the same run wrote. Cl carries xtb's d shell, so all of s, p and d are checked.
 */
const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, 'fixtures', 'xtb', name), 'utf8');
const CHLOROMETHANE = [6, 17, 1, 1, 1];

function xtbEsp(): { points: Float64Array; potential: Float64Array } {
  const rows = fixture('chloromethane-esp.dat')
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  return {
    points: Float64Array.from(rows.flatMap((r) => r.slice(0, 3))),
    potential: Float64Array.from(rows.map((r) => r[3]!)),
  };
}

const maxDifference = (a: Float64Array, b: Float64Array): number =>
  a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);

describe('the GFN1-xTB potential from molden.input', () => {
  it('is what xtb --esp printed at every point, to its 8 printed decimals', () => {
    const density = parseXtbMolden(fixture('chloromethane.molden'), CHLOROMETHANE, 0);
    const { points, potential } = xtbEsp();
    expect(points.length / 3).toBe(546);
    expect(maxDifference(gaussianEsp(density, points, XTB_ESP_SCREENING), potential)).toBeLessThan(1.5e-8);
    // xtb's --esp neglects small products; without the same screening the exact integral differs by
    // up to ~2e-4 hartree/e here — XTB-RESP keeps xtb's number.
    expect(maxDifference(gaussianEsp(density, points, NO_SCREENING), potential)).toBeGreaterThan(1e-5);
  });

  it('reads the file as xtb writes it: Cartesian d, 5 atoms, valence electrons 14', () => {
    const density = parseXtbMolden(fixture('chloromethane.molden'), CHLOROMETHANE, 0);
    expect(density.shells.map((s) => s.l)).toEqual([0, 1, 0, 1, 2, 0, 0, 0, 0, 0, 0]);
    expect(density.density.length).toBe(20 * 20);
    expect([...density.coreCharges]).toEqual([4, 7, 1, 1, 1]);
    expect(density.centers[3]).toBeCloseTo(2.73569 / 0.529177210903, 4);
  });

  it('refuses a file that is not the molecule sent, lost orbitals or uses spherical functions', () => {
    const text = fixture('chloromethane.molden');
    expect(() => parseXtbMolden(text, [6, 17, 1, 1], 0)).toThrow(/5 atoms where 4 were sent/);
    expect(() => parseXtbMolden(text, [6, 9, 1, 1, 1], 0)).toThrow(/atom 2 is not the atom sent/);
    expect(() => parseXtbMolden(text, CHLOROMETHANE, 1)).toThrow(/14 electrons, 13 were expected/);
    const cut = text.slice(0, text.lastIndexOf('Occup=     2.0'));
    expect(() => parseXtbMolden(cut, CHLOROMETHANE, 0)).toThrow(/12 electrons, 14 were expected/);
    expect(() => parseXtbMolden(text.replace('[GTO]', '[5D]\n[GTO]'), CHLOROMETHANE, 0)).toThrow(/spherical/);
  });

  it('core charges are xtb valence charges: Z less the noble-gas (and filled d/f) core', () => {
    expect([1, 2, 6, 9, 14, 17, 26, 30, 35, 53, 57, 64, 80].map(xtbCoreCharge)).toEqual([
      1, 2, 4, 7, 4, 7, 8, 2, 7, 7, 3, 3, 2,
    ]);
  });
});

describe('potentialInSlices (XTB-RESP runs it on the server main thread)', () => {
  // 200 copies of the 546 points: far more than one 20 ms slice on any machine.
  const density = parseXtbMolden(fixture('chloromethane.molden'), CHLOROMETHANE, 0);
  const { points } = xtbEsp();
  const many = new Float64Array(points.length * 200);
  for (let k = 0; k < 200; k++) many.set(points, k * points.length);

  it('gives the event loop turns, so an abort scheduled on it stops the integral (cancelled)', async () => {
    const controller = new AbortController();
    setImmediate(() => controller.abort());
    const outcome = await potentialInSlices(density, many, controller.signal).then(
      () => 'finished',
      (e: unknown) => (isProgramError(e) ? e.kind : String(e)),
    );
    expect(outcome).toBe('cancelled');
  });

  it('without an abort it is gaussianEsp with xtb screening, point for point', async () => {
    const sliced = await potentialInSlices(density, points, undefined);
    expect(sliced).toEqual(gaussianEsp(density, points, XTB_ESP_SCREENING));
  });
});

describe('runXtb reading molden.input back', () => {
  it('refuses a file past its cap instead of reading it into memory (output-limit)', async () => {
    // A stand-in for xtb that prints a banner and leaves a sparse 300 MiB molden.input.
    const dir = mkdtempSync(join(tmpdir(), 'xtb-molden-cap-'));
    try {
      const fake = join(dir, 'fake-xtb');
      writeFileSync(fake, '#!/bin/sh\ntruncate -s 300M molden.input\necho "* xtb version 6.5.1 (fake)"\n');
      chmodSync(fake, 0o755);
      const outcome = await runXtb(METHANOL, { netCharge: 0, molden: true, command: fake }).then(
        () => 'read',
        (e: unknown) => (isProgramError(e) ? `${e.kind}: ${e.message}` : String(e)),
      );
      expect(outcome).toMatch(/^output-limit: xtb: molden.input is 300 MiB, more than the 256 MiB/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
