import { expect, test } from '@playwright/test';
import { CHARGE_OPTIONS_ROUTE, CHARGE_ROUTE, parameterRoute } from '@topoforge/contract';
import { BUTANOL_MOL } from './support/variant-molecules';
import { downloadGromacs, generate3d, gromacsAtoms, noWater, typeTable } from './support/variant-flow';
import { shot, uploadMolfile, WIZARD_BROWSER } from './support/wizard';

/**
 * The united-atom flow end to end against the real built server (issue 8): n-butanol, TraPPE-UA (the
 * ua list's default), types with the carbons' hydrogens merged, parameters with TraPPE-UA's own charges
 * (no charge method), a GROMACS zip with one atom per united-atom site.
 *
 * Expected numbers: TraPPE-UA alcohols, Chen, Potoff & Siepmann, J. Phys. Chem. B 2001, 105, 3093:
 * CH2 bonded to the hydroxyl O +0.265 e, O −0.700 e, H +0.435 e, alkyl CHx sites 0.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(150_000);

const MERGED = '(merged)';
// Atoms 1–5 are C1 C2 C3 C4 O5, 6–14 the carbons' hydrogens, 15 the hydroxyl H.
const UA_TYPES = ['CH3', 'CH2', 'CH2', 'CH2a', 'O', ...Array<string>(9).fill(MERGED), 'H'];

test('n-butanol → TraPPE-UA with merged hydrogens → its own charges → GROMACS zip', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));

  await page.goto('/personal-space/auto-ff/united-atom');
  await uploadMolfile(page, 'n-butanol.mol', BUTANOL_MOL);
  await generate3d(page, 15);
  // The ua list is ['TraPPE-UA', 'GROMOS-54A7']: its first entry is chosen for the user.
  await expect(page.getByTestId('force-field-selected')).toHaveText(['TraPPE-UA×']);
  await expect(page.getByTestId('force-field-available')).toHaveText(['GROMOS-54A7+']);
  await noWater(page);
  // Two united-atom force fields cannot share one topology: the check refuses, the user stays.
  await page.getByRole('button', { name: 'Add GROMOS-54A7', exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Tip');
  await expect(page.locator('.ant-modal-confirm-content')).toContainText(
    'cannot be combined with GROMOS-54A7',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '1');
  await page.getByRole('button', { name: 'Remove GROMOS-54A7', exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });

  // Step 2: one row per atom; the carbons' hydrogens are merged, each naming its carbon.
  const rows = await typeTable(page);
  expect(rows.map((r) => r[3])).toEqual(UA_TYPES);
  expect(rows.every((r) => r[2] === 'TraPPE-UA')).toBe(true);
  const merged = page.getByTestId('merged-type');
  await expect(merged).toHaveCount(9);
  const hosts = await merged.evaluateAll((spans) => spans.map((s) => s.getAttribute('data-host')));
  expect(hosts).toEqual(['1', '1', '1', '2', '2', '3', '3', '4', '4']);
  await merged.first().hover();
  await expect(page.getByRole('tooltip')).toHaveText('merged into atom 1 (united atom)');
  // A merged hydrogen has no type to choose: no dialog, a note where it went.
  await page.locator('[data-testid="atom-type-table"] tr.ant-table-row').nth(6).click();
  await expect(page.getByText('merged into atom 1 (united atom)').last()).toBeVisible();
  await expect(page.getByTestId('atom-type-dialog')).toHaveCount(0);
  // The charges are TraPPE-UA's own: no charge method is offered.
  await expect(page.getByTestId('force-field-charges')).toContainText(
    'Charges come from the force field (TraPPE-UA)',
  );
  await expect(page.getByTestId('charge-type')).toHaveCount(0);
  await shot(page, testInfo, 'ua-step2');

  const parameterCall = page.waitForRequest((r) => new URL(r.url()).pathname === parameterRoute.path);
  await page.getByTestId('wizard-next').click();
  const body = (await parameterCall).postDataJSON() as {
    backup: string;
    charge_type: string;
    atomtype: unknown[];
  };
  expect(body).toMatchObject({ backup: '-', charge_type: 'force-field' });
  expect(body.atomtype).toHaveLength(15);
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
  const chargeBase = CHARGE_ROUTE.path.replace(':type', '');
  expect(paths.filter((p) => p.startsWith(chargeBase) && p !== CHARGE_OPTIONS_ROUTE.path)).toEqual([]);

  // Step 3: one atom per united-atom site.
  await expect(page.getByTestId('table-atoms').locator('tbody tr[data-row]')).toHaveCount(6);
  await shot(page, testInfo, 'ua-step3');

  const zip = await downloadGromacs(page, 'BUT');
  const atoms = gromacsAtoms(zip);
  expect(atoms.map((a) => a.type)).toEqual(['CH3', 'CH2', 'CH2', 'CH2a', 'O', 'H']);
  const charges = atoms.map((a) => a.charge);
  [0, 0, 0, 0.265, -0.7, 0.435].forEach((q, i) => expect(charges[i]).toBeCloseTo(q, 3));
  expect(errors).toEqual([]);
});
