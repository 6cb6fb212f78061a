import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFormat } from '@topoforge/chem';
import { am1bccCharges } from './am1bcc.js';
import { MopacError, runMopac } from './mopac.js';
import { AM1_RECIPES, runAm1WithFallbacks } from './mopac-fallbacks.js';
import { mopacKeywords } from './mopac-input.js';

// Integration tests with Debian's `mopac` (22.0.6), skipped with this reason where it is not installed.
const hasMopac = spawnSync('mopac', ['-V'], { encoding: 'utf8' }).stdout?.includes('MOPAC') ?? false;
const read = (name: string) =>
  findFormat('sdf')!.read!(readFileSync(new URL(`./fixtures/mopac/${name}`, import.meta.url), 'utf8'), {})
    .molecules[0]!;

/**
 * A first rung that really fails in MOPAC: today's run with the SCF capped at 3 iterations, which MOPAC
 * ends with "UNABLE TO ACHIEVE SELF-CONSISTENCE" (Debian's MOPAC converges every FreeSolv molecule and
 * profluralin as they are, so the failure is provoked, not simulated: the program runs and fails).
 */
const failingStandard = { id: 'standard', options: { extraKeywords: ['ITRY=3'] } } as const;

const maxDiff = (a: Float64Array, b: Float64Array): number =>
  a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);

describe('the AM1 fallback ladder', () => {
  it("tries today's run first: its keyword line is exactly the standard one", () => {
    expect(AM1_RECIPES[0]!.id).toBe('standard');
    expect(mopacKeywords({ netCharge: 0, ...AM1_RECIPES[0]!.options })).toBe(
      'AM1 CHARGE=0 PRECISE GNORM=0.05 NOSYM NOMM GEO-OK MULLIK BONDS AUX(PRECISION=9)',
    );
    expect(AM1_RECIPES.map((r) => r.id)).toEqual([
      'standard',
      'scf-convergers',
      'bfgs',
      'density-guess',
      'input-geometry',
    ]);
  });
});

describe.skipIf(!hasMopac)('the AM1 fallback ladder with MOPAC (skipped: mopac is not installed)', () => {
  it('moves on when the SCF of the first attempt does not converge, logs it and names the rung used', async () => {
    const mol = read('methanol.sdf');
    const ladder = [failingStandard, ...AM1_RECIPES.slice(1)];
    const result = await runAm1WithFallbacks(mol, { netCharge: 0 }, ladder);
    expect(result.attempt).toBe('scf-convergers');
    expect(result.attempts.map((a) => a.attempt)).toEqual(['standard', 'scf-convergers']);
    expect(result.attempts[0]!.failure).toMatch(/SCF did not converge/);
    expect(result.attempts[1]!.failure).toBeUndefined();
    // Reference: MOPAC's own standard optimisation of the same input; the convergers change the path to
    // the SCF solution, not the solution.
    const standard = await runMopac(mol, { netCharge: 0 });
    expect(maxDiff(result.am1.charges, standard.charges)).toBeLessThan(2e-3);
  });

  it('every rung runs in this MOPAC and gives the AM1 charges of the standard run', async () => {
    const mol = read('methanol.sdf');
    const standard = await runMopac(mol, { netCharge: 0 });
    for (const recipe of AM1_RECIPES.slice(1)) {
      const { am1, attempt } = await runAm1WithFallbacks(mol, { netCharge: 0 }, [recipe]);
      expect(attempt).toBe(recipe.id);
      // The single point keeps the input geometry (an Open Babel one), so its charges differ more.
      const tolerance = recipe.id === 'input-geometry' ? 0.05 : 2e-3;
      expect(maxDiff(am1.charges, standard.charges), recipe.id).toBeLessThan(tolerance);
    }
  });

  it('names every failed attempt when none gives a result', async () => {
    const twice = [
      failingStandard,
      { id: 'input-geometry', options: { extraKeywords: ['ITRY=3'], optimize: false } },
    ] as const;
    const error = await runAm1WithFallbacks(read('methanol.sdf'), { netCharge: 0 }, twice).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MopacError);
    expect((error as MopacError).failure).toBe('scf-failure');
    expect((error as MopacError).message).toMatch(
      /2 attempts: standard \(.*SCF.*\); input-geometry \(.*SCF.*\)/,
    );
  });

  it('does not retry what no recipe can change: an odd electron count', async () => {
    const error = await runAm1WithFallbacks(read('methanol.sdf'), { netCharge: 1 }).catch((e: unknown) => e);
    expect((error as MopacError).failure).toBe('odd-electrons');
  });

  it('AM1-BCC reports the standard attempt for a molecule that converges as it is', async () => {
    const result = await am1bccCharges(read('methanol.sdf'), { netCharge: 0 });
    expect(result.attempt).toBe('standard');
    expect(result.attempts).toHaveLength(1);
  });
});
