import { describe, expect, it } from 'vitest';
import { cm5Charges } from './cm5.js';
import { ProgramError } from './program-error.js';
import { onPath } from './testing/find-program.js';
import { METHANOL, molecule, WATER } from './testing/xtb-molecules.js';
import { XtbError } from './xtb-error.js';
import { xtbRespCharges } from './xtb-resp.js';

/*
 * Runs the real xtb (Debian package xtb 6.5.1); skipped, with the reason, when xtb is not on PATH.
 * Geometries: water O–H 0.9572 Å-ish as in fixtures/xtb/water.coord; methanol from Open Babel 3.1.1
 * (`obabel -:"CO" --gen3d`, as packages/chem/src/charges/resp/fixtures/methanol.sdf). The expected
 * values are properties any charge model must have (sum, signs, equal symmetric hydrogens) and, for
 * CM5, the numbers xtb 6.5.1 prints for this water (fixtures/xtb/water-gfn1.out: O −1.00498).
 */
const SKIP = !onPath('xtb');
const REASON = SKIP ? ' (skipped: xtb not found on PATH)' : '';

const sum = (q: Float64Array): number => q.reduce((s, v) => s + v, 0);

describe.skipIf(SKIP)(`xtb charges on real runs${REASON}`, () => {
  it('CM5 of water: the values xtb prints, summing to 0', async () => {
    const { charges, method } = await cm5Charges(WATER, { netCharge: 0, scale: 1 });
    expect(charges[0]).toBeCloseTo(-1.00498, 4);
    expect(charges[1]).toBe(charges[2]);
    expect(sum(charges)).toBeCloseTo(0, 12);
    expect(method).toMatchObject({ id: 'CM5', label: 'GFN1-xTB CM5', program: 'xtb 6.5.1' });
  });

  it('1.2 × CM5 of methanol is 1.2 times CM5 and sums to 0', async () => {
    const plain = await cm5Charges(METHANOL, { netCharge: 0, scale: 1 });
    const scaled = await cm5Charges(METHANOL, { netCharge: 0, scale: 1.2 });
    plain.charges.forEach((q, i) => expect(scaled.charges[i]).toBeCloseTo(1.2 * q, 5));
    expect(sum(scaled.charges)).toBeCloseTo(0, 12);
    expect(scaled.method.id).toBe('1.2xCM5');
  });

  it('runs an odd-electron ion as a doublet (H2O⁺, --uhf 1) and keeps its charge', async () => {
    const { charges } = await cm5Charges(WATER, { netCharge: 1, scale: 1 });
    expect(sum(charges)).toBeCloseTo(1, 12);
    expect(charges[1]!).toBeGreaterThan(0);
  });

  // The potential comes from xtb's molden.input (xtb-resp.test.ts checks it against xtb --esp).
  it('XTB-RESP of water and methanol: sums, signs and equal symmetric hydrogens', async () => {
    const water = await xtbRespCharges(WATER, { netCharge: 0 });
    const q = water.charges;
    expect(sum(q)).toBeCloseTo(0, 10);
    expect(q[0]!).toBeLessThan(-0.4);
    expect(q[1]).toBe(q[2]);
    const methanol = await xtbRespCharges(METHANOL, { netCharge: 0 });
    const m = methanol.charges;
    expect(sum(m)).toBeCloseTo(0, 10);
    expect(m[1]!).toBeLessThan(-0.3); // O
    expect(m[5]!).toBeGreaterThan(0.2); // hydroxyl H
    expect(m[2]).toBe(m[3]);
    expect(m[3]).toBe(m[4]);
    expect(methanol.method.id).toBe('XTB-RESP');
    expect(methanol.diagnostics).toEqual([]);
  });

  it('types xtb refusing a structure (two atoms on one point) and a missing program', async () => {
    const clash = molecule(
      [
        [8, 0, 0, 0],
        [1, 0, 0, 0],
      ],
      [[0, 1]],
    );
    const refused = await cm5Charges(clash, { netCharge: 0, scale: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(XtbError);
    expect((refused as XtbError).failure).toBe('fatal-error');
    const missing = await cm5Charges(WATER, {
      netCharge: 0,
      scale: 1,
      command: 'topoforge-no-such-xtb',
    }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ProgramError);
    expect((missing as ProgramError).kind).toBe('not-found');
  });
});
