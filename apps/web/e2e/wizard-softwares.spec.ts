import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { dragForceField, nextUntilStep, shot, uploadMolfile, WIZARD, WIZARD_BROWSER } from './support/wizard';

/**
 * Step 3's software list follows the parameter set (issue 15.6): acetaldehyde typed by GAFF has a
 * periodic improper on its carbonyl carbon, which GOMC's harmonic-only IMPROPERS cannot hold, so the
 * GOMC option is disabled with the writer's reason as its tooltip (the server words it in the interface
 * language); GROMACS stays available and is preselected.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(150_000);

/** Acetaldehyde as Open Babel 3.1.1 writes it (`obabel -:CC=O --gen3d -omol`). */
const ACETALDEHYDE_MOL = `acetaldehyde
 OpenBabel11262611113D

  7  6  0  0  0  0  0  0  0  0999 V2000
    0.9902   -0.0522   -0.0913 C   0  0  0  0  0  0  0  0  0  0  0  0
    2.4869   -0.0854   -0.0968 C   0  0  0  0  0  0  0  0  0  0  0  0
    3.1338   -1.1137   -0.2681 O   0  0  0  0  0  0  0  0  0  0  0  0
    0.6547    0.9740    0.0798 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.6140   -0.6876    0.7136 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.6140   -0.3923   -1.0587 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.9912    0.8822    0.0645 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  4  1  0  0  0  0
  1  5  1  0  0  0  0
  1  6  1  0  0  0  0
  2  3  2  0  0  0  0
  2  7  1  0  0  0  0
M  END
`;

async function reachStep3(page: Page): Promise<void> {
  await uploadMolfile(page, 'acetaldehyde.mol', ACETALDEHYDE_MOL);
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  // GAFF may already be preselected (issue 16.1); drag it in only when it is not.
  if ((await page.getByTestId('force-field-selected').count()) === 0) await dragForceField(page, 'GAFF');
  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']);
  await nextUntilStep(page, '1', '2');
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('charge-type').click();
  await page.getByTitle('MMFF94', { exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
}

/** Opens the software dropdown and checks GOMC is disabled with `reason` as its tooltip. */
async function expectGomcRefused(page: Page, reason: RegExp): Promise<void> {
  await page.getByTestId('software').click();
  const gomc = page.getByTestId('software-gomc');
  await expect(gomc).toHaveAttribute('data-unavailable', 'true', { timeout: 30_000 });
  await expect(gomc).toHaveAttribute('data-reason', reason);
  await expect(page.locator('.ant-select-item-option-disabled').filter({ has: gomc })).toHaveCount(1);
  // A hover that lands while the dropdown still slides in opens no tooltip (the pointer is then beside
  // the option); move away and hover again, as a user would.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await gomc.hover();
    await expect(page.getByRole('tooltip')).toContainText(reason, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  // GROMACS writes the set: its option (the selected value shows the label a second time) is enabled.
  const gromacs = page
    .locator('.ant-select-item-option')
    .filter({ has: page.getByTestId('software-gromacs') });
  await expect(gromacs).toHaveCount(1);
  await expect(gromacs).not.toHaveClass(/ant-select-item-option-disabled/);
}

test('GOMC is disabled with its reason for a GAFF carbonyl improper (English)', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(WIZARD);
  await reachStep3(page);
  await expect(page.getByTestId('software')).toContainText('gromacs');
  await expectGomcRefused(page, /^GOMC cannot write the improper/);
  await shot(page, testInfo, 'softwares-gomc-disabled-en');
  // Choosing the disabled option changes nothing.
  await page.getByTestId('software-gomc').click({ force: true });
  await expect(page.getByTestId('software')).toContainText('gromacs');
  expect(errors).toEqual([]);
});

test('GOMC is disabled with its reason in Chinese', async ({ page }, testInfo) => {
  await page.goto(WIZARD);
  await page.getByText('中文', { exact: true }).click();
  await reachStep3(page);
  await expectGomcRefused(page, /^所选软件无法写出该项：GOMC cannot write the improper/);
  await expect(page.getByTestId('software-gomc')).toContainText('不可用');
  await shot(page, testInfo, 'softwares-gomc-disabled-zh');
});
