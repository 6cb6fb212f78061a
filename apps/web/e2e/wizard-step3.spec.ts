import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { nextUntilStep, ETHANOL_MOL, shot, uploadMolfile, WIZARD, WIZARD_BROWSER } from './support/wizard';

/**
 * Step 3 of the all-atom wizard against the real built server: ethanol from a mol file, GAFF, the
 * types step 2 gets from the server, MMFF94 charges (Open Babel), then the parameter tables, one edited
 * bond, the resname checks and a GROMACS zip whose topology carries the edit.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(120_000);

const uploadEthanol = (page: Page) => uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);

/** Step 1 and step 2 as a user goes through them, ending on step 3 with MMFF94 charges. */
async function reachStep3(page: Page, load: () => Promise<void>): Promise<void> {
  await load();
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']);
  await nextUntilStep(page, '1', '2');
  // Next appears once every atom has a type from the server's atom-type call.
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('charge-type').click();
  await page.getByTitle('MMFF94', { exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
}

test('step 3: tables, one edited bond, resname checks and a GROMACS zip with the edit', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(WIZARD);
  await reachStep3(page, () => uploadEthanol(page));

  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.getByTestId('label-mode').getByText('Charge', { exact: true }).click();
  await expect(viewer).toHaveAttribute('data-label-mode', '3');
  await expect(viewer).toHaveAttribute('data-label-count', '9');

  // ATOMS: one row per atom, numbers with 3 decimals (C1 mass 12.01 in GAFF).
  const atoms = page.getByTestId('table-atoms');
  await expect(atoms.locator('tbody tr[data-row]')).toHaveCount(9);
  await expect(atoms.locator('tbody tr[data-row="0"]')).toContainText('12.010');
  await shot(page, testInfo, 'step3-atoms');

  // BONDS: all GAFF bonds are funct 1, one table; edit C1–C2 from 0.1535 to 0.1557 nm (shown 0.153 → 0.156).
  await page.getByRole('tab', { name: 'BONDS' }).click();
  await expect(page.getByTestId('group-bonds')).toHaveCount(1);
  const bonds = page.getByTestId('table-bonds');
  const bond = bonds.locator('tbody tr[data-row="0"]');
  await expect(bond).toContainText('0.153');
  await bond.getByTestId('table-bonds-edit').click();
  // Cancel leaves the row as it was.
  await bond.locator('[data-testid="table-bonds-input"][data-cell="3"]').fill('0.9');
  await bond.getByTestId('table-bonds-cancel').click();
  await expect(bond).toContainText('0.153');
  await bond.getByTestId('table-bonds-edit').click();
  await bond.locator('[data-testid="table-bonds-input"][data-cell="3"]').fill('0.1557');
  await bond.getByTestId('table-bonds-save').click();
  await expect(bond).toContainText('0.156');
  await expect(bond.getByTestId('derived')).toHaveText('edited');
  await shot(page, testInfo, 'step3-bond-edited');

  // Software: GROMACS first; Gear has no writer and is shown disabled with its reason.
  await expect(page.getByTestId('software')).toContainText('gromacs');
  await page.getByTestId('software').click();
  await expect(page.locator('.ant-select-item-option-disabled')).toContainText('Gear');
  await page.keyboard.press('Escape');

  // Resname rules, then the download.
  await page.getByTestId('download-topology').click();
  const resname = page.getByTestId('resname');
  await expect(resname).toHaveValue('UNK');
  await resname.fill('');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('please enter resname')).toBeVisible();
  await resname.fill('E-1');
  await expect(page.getByText('only letters or numbers')).toBeVisible();
  await expect(page.getByTestId('supercell-x')).toHaveCount(0); // not a crystal
  await shot(page, testInfo, 'step3-resname-error');
  await resname.fill('ETH');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('gromacs_ETH.zip');
  await expect(page.getByText('file downloaded')).toBeVisible();
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  const zip = unzipSync(new Uint8Array(bytes));
  const itp = zip['ETH.itp'];
  expect(itp).toBeDefined();
  const bondLines = strFromU8(itp ?? new Uint8Array())
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  // [ bonds ] row ai aj funct b0 kb: the edited length is written as sent.
  expect(bondLines).toContainEqual(['1', '2', '1', '0.1557', expect.any(String)]);
  await shot(page, testInfo, 'step3-downloaded');

  // Text that is not a number is sent as text; the server names the cell and the dialog says so.
  const second = bonds.locator('tbody tr[data-row="1"]');
  await second.getByTestId('table-bonds-edit').click();
  await second.locator('[data-testid="table-bonds-input"][data-cell="4"]').fill('stiff');
  await second.getByTestId('table-bonds-save').click();
  await expect(second).toContainText('stiff');
  await page.getByTestId('download-topology').click();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText(/^download error: .*bonds/)).toBeVisible();
  await shot(page, testInfo, 'step3-download-error');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.getByTestId('wizard-previous').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
  expect(errors).toEqual([]);
});

test('step 3 in Chinese: 30 rows at a time, the resname message', async ({ page }, testInfo) => {
  await page.goto(WIZARD);
  await page.getByText('中文', { exact: true }).click();
  // (Z)-hex-3-en-1-ol from the server's molecule library: 19 atoms and more than 30 dihedrals.
  await reachStep3(page, async () => {
    await page.locator('[data-testid="library-folder"][data-name="alcohols"]').dblclick();
    await page.locator('[data-testid="library-file"][data-name="Z-hex-3-en-1-ol"]').click(); // .mol first
    await expect(page.getByTestId('file-name')).toHaveText('Z-hex-3-en-1-ol.mol');
  });
  await expect(page.getByText('计算软件')).toBeVisible();
  await expect(page.getByTestId('table-atoms').locator('thead')).toContainText('范德华半径 (nm)');

  await page.getByRole('tab', { name: 'DIHEDRALS' }).click();
  const box = page.locator('[data-testid="table-dihedrals"][data-total]').first();
  const total = Number(await box.getAttribute('data-total'));
  expect(total).toBeGreaterThan(30);
  await expect(box).toHaveAttribute('data-shown', '30');
  await expect(box.locator('tbody tr[data-row]')).toHaveCount(30);
  await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(box).toHaveAttribute('data-shown', String(Math.min(60, total)));
  await expect(box.locator('tbody tr[data-row]')).toHaveCount(Math.min(60, total));
  await shot(page, testInfo, 'step3-zh-dihedrals');

  await page.getByTestId('download-topology').click();
  await page.getByTestId('resname').fill('');
  // antd spaces out a two-character Chinese button text.
  await page.getByRole('button', { name: '下 载', exact: true }).click();
  await expect(page.getByText('请输入resname')).toBeVisible();
  await page.getByTestId('resname').fill('a_b');
  await expect(page.getByText('只能输入字母或数字')).toBeVisible();
  await shot(page, testInfo, 'step3-zh-resname');
});
