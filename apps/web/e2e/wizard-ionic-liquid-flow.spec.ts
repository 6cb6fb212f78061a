import { expect, test } from '@playwright/test';
import { CHARGE_OPTIONS_ROUTE, CHARGE_ROUTE, parameterRoute } from '@topoforge/contract';
import { C4MIM_BF4_MOL } from './support/variant-molecules';
import { downloadGromacs, generate3d, gromacsAtoms, noWater, typeTable } from './support/variant-flow';
import { shot, uploadMolfile, WIZARD_BROWSER } from './support/wizard';

/**
 * The ionic-liquid flow end to end against the real built server (issue 8): [C4mim][BF4], CL&P (the il
 * list's default), CL&P types, parameters with CL&P's own charges (no charge method), a GROMACS zip.
 *
 * Expected: CL&P gives each ion an integer total charge (Canongia Lopes, Deschamps & Pádua, J. Phys.
 * Chem. B 2004, 108, 2038): the cation +1 e, BF4⁻ −1 e, so the pair sums to 0; imidazolium ring types
 * NA, CR, CW and the anion's B and FB are the paper's names.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(150_000);

test('[C4mim][BF4] → CL&P types → its own charges → GROMACS zip', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));

  await page.goto('/personal-space/auto-ff/ion-liquid');
  await uploadMolfile(page, 'c4mim-bf4.mol', C4MIM_BF4_MOL);
  await generate3d(page, 30);
  await expect(page.getByTestId('force-field-selected')).toHaveText(['CL&P×']);
  await noWater(page);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });

  // Step 2: all atoms explicit (CL&P is all-atom), typed by CL&P.
  const rows = await typeTable(page);
  expect(rows).toHaveLength(30);
  expect(rows.every((r) => r[2] === 'CL&P')).toBe(true);
  const types = rows.map((r) => r[3]);
  expect(types[4]).toBe('NA'); // N5, ring N bearing the butyl
  expect(types[7]).toBe('NA'); // N8, ring N bearing the methyl
  expect(types[9]).toBe('CR'); // C10, between the two N
  expect([types[5], types[6]]).toEqual(['CW', 'CW']);
  expect(types[11]).toBe('B');
  expect([types[10], types[12], types[13], types[14]]).toEqual(['FB', 'FB', 'FB', 'FB']);
  await expect(page.getByTestId('merged-type')).toHaveCount(0);
  await expect(page.getByTestId('force-field-charges')).toContainText(
    'Charges come from the force field (CL&P)',
  );
  await expect(page.getByTestId('charge-type')).toHaveCount(0);
  await shot(page, testInfo, 'il-step2');

  const parameterCall = page.waitForRequest((r) => new URL(r.url()).pathname === parameterRoute.path);
  await page.getByTestId('wizard-next').click();
  expect((await parameterCall).postDataJSON()).toMatchObject({ backup: '-', charge_type: 'force-field' });
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
  const chargeBase = CHARGE_ROUTE.path.replace(':type', '');
  expect(paths.filter((p) => p.startsWith(chargeBase) && p !== CHARGE_OPTIONS_ROUTE.path)).toEqual([]);
  await expect(page.getByTestId('table-atoms').locator('tbody tr[data-row]')).toHaveCount(30);
  await shot(page, testInfo, 'il-step3');

  const atoms = gromacsAtoms(await downloadGromacs(page, 'BMIM'));
  expect(atoms).toHaveLength(30);
  const sum = (list: readonly { charge: number }[]) => list.reduce((s, a) => s + a.charge, 0);
  const anion = atoms.filter((a) => a.type === 'B' || a.type === 'FB');
  expect(anion).toHaveLength(5);
  expect(sum(anion)).toBeCloseTo(-1, 3);
  expect(sum(atoms)).toBeCloseTo(0, 3);
  expect(errors).toEqual([]);
});
