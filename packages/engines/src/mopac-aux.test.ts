import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFormat } from '@topoforge/chem';
import { parseMopacAux, readAuxBlocks } from './mopac-aux.js';
import { checkOutput, MopacError } from './mopac.js';
import { mopacInput } from './mopac-input.js';
import { ProgramError } from './program-error.js';

// Fixtures are real MOPAC 22.0.6 output (fixtures/mopac/README.md); expected numbers are read off them.
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/mopac/${name}`, import.meta.url), 'utf8');
const sum = (v: Float64Array): number => v.reduce((s, x) => s + x, 0);

describe('parseMopacAux', () => {
  it('reads the final geometry, both kinds of charges and the bond-index matrix of methanol', () => {
    const r = parseMopacAux(fixture('methanol.aux'), 6);
    // ATOM_CHARGES[06] and MULLIKEN_ATOM_CHARGES[06] of methanol.aux.
    expect(r.charges[0]).toBeCloseTo(-0.07330311142427, 12);
    expect(r.charges[5]).toBeCloseTo(0.19544830851681, 12);
    expect(r.mullikenCharges?.[1]).toBeCloseTo(-0.37804, 5);
    expect(sum(r.charges)).toBeCloseTo(0, 6);
    expect(r.positions).toHaveLength(18);
    expect(r.heatOfFormationKcal).toBeCloseTo(-57.0537187073351, 9);
    // BOND_ORDERS: C–O 1.01 off the diagonal, the C valence 3.90 on it; the matrix is symmetric.
    expect(r.bondOrders[0 * 6 + 1]).toBeCloseTo(r.bondOrders[1 * 6 + 0]!, 12);
    expect(r.bondOrders[0 * 6 + 1]).toBeGreaterThan(0.95);
    expect(r.bondOrders[0]).toBeGreaterThan(3.8);
  });

  it('the charges of acetate sum to its net charge and its oxygens are the most negative atoms', () => {
    const r = parseMopacAux(fixture('acetate.aux'), 7);
    expect(sum(r.charges)).toBeCloseTo(-1, 6);
    expect(r.charges[2]).toBeLessThan(-0.5);
    expect(r.charges[3]).toBeLessThan(-0.5);
  });

  it('reads Fortran D exponents and skips text-valued keys', () => {
    const blocks = readAuxBlocks(
      ' TITLE="x"\n HEAT_OF_FORMATION:KCAL/MOL=-0.5D+02\n ATOM_CHARGES[02]=\n +0.1 -0.1\n',
    );
    expect(blocks.get('HEAT_OF_FORMATION')).toEqual([-50]);
    expect(blocks.get('ATOM_CHARGES')).toEqual([0.1, -0.1]);
    expect(blocks.has('TITLE')).toBe(false);
  });

  it('says bad-output when a block is missing or has the wrong length', () => {
    expect(() => parseMopacAux(fixture('methanol.aux'), 7)).toThrow(ProgramError);
    expect(() => parseMopacAux(' END OF MOPAC FILE\n', 6)).toThrow(/ATOM_CHARGES|ATOM_X_OPT/);
  });
});

describe('checkOutput', () => {
  it('turns a refused job into a job-error carrying MOPAC’s own message', () => {
    const error = (() => {
      try {
        checkOutput(fixture('geometry-error.out'), undefined);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(MopacError);
    expect((error as MopacError).failure).toBe('job-error');
    expect((error as MopacError).message).toContain('GEO-OK');
  });

  it('recognises an SCF failure and a run that wrote nothing', () => {
    // MOPAC's wording for a non-converging SCF (hand-written excerpt).
    expect(() => checkOutput(' UNABLE TO ACHIEVE SELF-CONSISTENCE\n', undefined)).toThrow(/did not converge/);
    expect(() => checkOutput('', undefined)).toThrow(/no results/);
    expect(() => checkOutput('', fixture('methanol.aux'))).not.toThrow();
  });
});

describe('mopacInput', () => {
  it('writes AM1 with the charge, the optimisation keywords and free Cartesian coordinates', () => {
    const mol = findFormat('sdf')!.read!(fixture('acetate.sdf'), {}).molecules[0]!;
    const lines = mopacInput(mol, { netCharge: -1 }).split('\n');
    expect(lines[0]).toContain('AM1 CHARGE=-1 PRECISE GNORM=0.05 NOSYM');
    expect(lines[0]).toContain('MULLIK BONDS AUX(PRECISION=9)');
    expect(lines[3]).toMatch(/^C {2}-?\d+\.\d{6} 1 -?\d+\.\d{6} 1 -?\d+\.\d{6} 1$/);
    expect(lines.filter((l) => / 1 .* 1 .* 1$/.test(l))).toHaveLength(7);
    expect(mopacInput(mol, { netCharge: -1, optimize: false })).toContain('1SCF');
  });
});
