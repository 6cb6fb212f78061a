import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChemError, findChargeMethod, findFormat } from '@topoforge/chem';
import { rawCharges } from './charge-runner.js';
import { cm1aCharges, SINGLE_POINT_RECIPES } from './cm1a.js';
import { runMopac } from './mopac.js';
import type { Am1Report } from './charge-runner.js';
import { cm1aLbccCharges } from './cm1a-lbcc.js';

// The corrections checked here are rows of Dodda, Vilseck, Tirado-Rives & Jorgensen, J. Phys.
// Chem. B 2017, 121, 3864 (charges/lbcc/lbcc-data.ts): CT–OH 0.10 (alcohols), CZT–NZ 0.03
// (aliphatic nitriles); the first-named type gains +Δ. MOPAC runs are skipped without mopac.
const hasMopac = spawnSync('mopac', ['-V'], { encoding: 'utf8' }).stdout?.includes('MOPAC') ?? false;
const hasOplsaa = existsSync('/usr/share/gromacs/top/oplsaa.ff/forcefield.itp');
const read = (name: string) =>
  findFormat('sdf')!.read!(readFileSync(new URL(`./fixtures/mopac/${name}`, import.meta.url), 'utf8'), {})
    .molecules[0]!;
const differences = (a: Float64Array, b: Float64Array): number[] => Array.from(a, (v, i) => v - b[i]!);

describe('cm1aLbccCharges', () => {
  it('refuses an ion before typing or running anything', async () => {
    let typed = false;
    const bondTypes = () => {
      typed = true;
      return [];
    };
    const run = cm1aLbccCharges(read('acetate.sdf'), { netCharge: -1, bondTypes });
    await expect(run).rejects.toThrow(ChemError);
    await expect(cm1aLbccCharges(read('acetate.sdf'), { netCharge: -1, bondTypes })).rejects.toThrow(
      /published for neutral molecules only/,
    );
    expect(typed).toBe(false);
  });

  it('the runner refuses a charged molecule with a ChemError (HTTP 400 on the server)', async () => {
    const lbcc = findChargeMethod('1.14xCM1A-LBCC')!;
    await expect(rawCharges(lbcc, read('acetate.sdf'), { netCharge: -1 })).rejects.toThrow(ChemError);
  });
});

describe.skipIf(!hasMopac)('1.14*CM1A-LBCC with MOPAC (skipped: mopac is not installed)', () => {
  it('methanol: 1.14×CM1A plus row CT–OH (+0.10 on C, −0.10 on O)', async () => {
    const mol = read('methanol.sdf');
    const types = ['CT', 'OH', 'HC', 'HC', 'HC', 'HO'];
    const r = await cm1aLbccCharges(mol, { netCharge: 0, bondTypes: types });
    const plain = await cm1aCharges(mol, { netCharge: 0, scale: 1.14 });
    expect(Array.from(r.uncorrected)).toEqual(Array.from(plain.charges));
    differences(r.charges, r.uncorrected).forEach((d, i) =>
      expect(d, `atom ${i + 1}`).toBeCloseTo([0.1, -0.1, 0, 0, 0, 0][i]!, 12),
    );
  });

  it('CM1A runs AM1 on the fallback ladder: the standard attempt gives exactly the plain MOPAC run', async () => {
    const mol = read('methanol.sdf');
    const r = await cm1aCharges(mol, { netCharge: 0, scale: 1 });
    expect(r.attempt).toBe('standard');
    expect(r.attempts.map((a) => a.attempt)).toEqual(['standard']);
    expect(Array.from(r.am1.charges)).toEqual(Array.from((await runMopac(mol, { netCharge: 0 })).charges));
    const lbcc = await cm1aLbccCharges(mol, {
      netCharge: 0,
      bondTypes: ['CT', 'OH', 'HC', 'HC', 'HC', 'HO'],
    });
    expect(lbcc.attempt).toBe('standard');
  });

  it('a single point keeps to the rungs that do not optimise, and the runner reports the attempt', async () => {
    expect(SINGLE_POINT_RECIPES.map((r) => r.id)).toEqual(['standard', 'scf-convergers', 'density-guess']);
    const reports: Am1Report[] = [];
    for (const id of ['cm1a', '1.14xCM1A']) {
      await rawCharges(findChargeMethod(id)!, read('methanol.sdf'), {
        netCharge: 0,
        onAm1: (report) => reports.push(report),
      });
    }
    expect(reports.map((r) => r.attempt)).toEqual(['standard', 'standard']);
  });

  it.skipIf(!hasOplsaa)('the runner types acetonitrile with OPLS-AA and applies CZT–NZ', async () => {
    const mol = read('acetonitrile.sdf');
    const lbcc = findChargeMethod('1.14cm1a-lbcc')!;
    expect(lbcc.id).toBe('1.14xCM1A-LBCC');
    const corrected = await rawCharges(lbcc, mol, { netCharge: 0 });
    const plain = await rawCharges(findChargeMethod('1.14xCM1A')!, mol, { netCharge: 0 });
    const d = differences(corrected, plain);
    const n = mol.elements.indexOf(7);
    // The nitrile C is the carbon bonded to N; it gains 0.03, N loses 0.03, nothing else moves.
    const bonded = (i: number, j: number) =>
      [...Array(mol.bonds.count).keys()].some(
        (k) =>
          (mol.bonds.a[k] === i && mol.bonds.b[k] === j) || (mol.bonds.a[k] === j && mol.bonds.b[k] === i),
      );
    const c = [...mol.elements.keys()].find((i) => mol.elements[i] === 6 && bonded(i, n))!;
    d.forEach((v, i) => expect(v, `atom ${i + 1}`).toBeCloseTo(i === c ? 0.03 : i === n ? -0.03 : 0, 12));
  });
});
