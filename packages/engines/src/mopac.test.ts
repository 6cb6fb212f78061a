import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFormat } from '@topoforge/chem';
import { am1bccCharges } from './am1bcc.js';
import { cm1aCharges } from './cm1a.js';
import { MopacError, runMopac } from './mopac.js';

// Integration tests: they run the real `mopac` (0.1 s per molecule) and are skipped, with this
// reason, on machines without it (MOPAC is an optional external program of the server and CLI).
const hasMopac = spawnSync('mopac', ['-V'], { encoding: 'utf8' }).stdout?.includes('MOPAC') ?? false;
const read = (name: string) =>
  findFormat('sdf')!.read!(readFileSync(new URL(`./fixtures/mopac/${name}`, import.meta.url), 'utf8'), {})
    .molecules[0]!;
const sum = (v: Float64Array): number => v.reduce((s, x) => s + x, 0);

describe('cm1aCharges', () => {
  it('refuses 1.14×CM1A on an ion before running anything (LigParGen scales neutral molecules only)', async () => {
    await expect(cm1aCharges(read('acetate.sdf'), { netCharge: -1, scale: 1.14 })).rejects.toThrow(/neutral/);
  });
});

describe.skipIf(!hasMopac)('MOPAC runs (skipped: mopac is not installed)', () => {
  it('AM1 on methanol: charges sum to zero, O negative, hydroxyl H positive', async () => {
    const r = await runMopac(read('methanol.sdf'), { netCharge: 0 });
    expect(sum(r.charges)).toBeCloseTo(0, 5);
    expect(r.charges[1]).toBeLessThan(-0.2);
    expect(r.charges[5]).toBeGreaterThan(0.1);
  });

  it('AM1-BCC on methanol: sum 0 and the sign pattern of an alcohol', async () => {
    const { charges } = await am1bccCharges(read('methanol.sdf'), { netCharge: 0 });
    expect(sum(charges)).toBeCloseTo(0, 5);
    expect(charges[1]).toBeLessThan(-0.5); // O
    expect(charges[5]).toBeGreaterThan(0.3); // H–O
    expect(charges[2]).toBeCloseTo(charges[3]!, 10); // methyl H averaged
  });

  it('AM1-BCC on acetate sums to −1 with equal oxygens; 1.14×CM1A on acetonitrile sums to 0', async () => {
    const acetate = await am1bccCharges(read('acetate.sdf'), { netCharge: -1 });
    expect(sum(acetate.charges)).toBeCloseTo(-1, 5);
    expect(acetate.charges[2]).toBeCloseTo(acetate.charges[3]!, 10);
    const nitrile = await cm1aCharges(read('acetonitrile.sdf'), { netCharge: 0, scale: 1.14 });
    expect(sum(nitrile.charges)).toBeCloseTo(0, 5);
    expect(nitrile.charges[2]).toBeLessThan(-0.3); // N
  });

  it('refuses an odd electron count before running anything', async () => {
    await expect(runMopac(read('methanol.sdf'), { netCharge: 1 })).rejects.toThrow(MopacError);
  });
});
