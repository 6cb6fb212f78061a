import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ethanolAtStep2, shot, WIZARD_BROWSER } from './support/wizard';
import { languageState } from './support/language';

/**
 * Issue 16 item 3, in both interface languages: the wizard's state lives in session storage, so a reload
 * at step 3 comes back to step 3 with the same tables and the user's edit; Start over returns to step 1.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(150_000);

const TEXTS = {
  'en-US': { edited: 'edited', noFile: 'No file loaded', startOver: 'Start over' },
  'zh-CN': { edited: '已编辑', noFile: '未加载文件', startOver: '重新开始' },
} as const;

/** The BONDS tab, second of step 3's tabs (its name is translated). */
const bondsTab = (page: Page) => page.getByRole('tab').nth(1);

/** Ethanol, GAFF (preselected), MMFF94 charges: step 3 with its tables. */
async function reachStep3(page: Page): Promise<void> {
  await ethanolAtStep2(page);
  await page.getByTestId('charge-type').click();
  await page.getByTitle('MMFF94', { exact: true }).click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const text = TEXTS[locale];
  test.describe(`wizard state across a reload (${locale})`, () => {
    test.use({ locale, storageState: languageState(locale) });

    test('a reload at step 3 keeps the step, the tables and an edited bond; Start over clears them', async ({
      page,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await reachStep3(page);

      // Edit C1–C2 (bond 1) from GAFF's 0.1535 nm to 0.1557 nm: shown 0.156, marked edited.
      await bondsTab(page).click();
      const bond = page.getByTestId('table-bonds').locator('tbody tr[data-row="0"]');
      await bond.getByTestId('table-bonds-edit').click();
      await bond.locator('[data-testid="table-bonds-input"][data-cell="3"]').fill('0.1557');
      await bond.getByTestId('table-bonds-save').click();
      await expect(bond).toContainText('0.156');
      const atomsBefore = await page
        .getByTestId('table-atoms')
        .locator('tbody tr[data-row]')
        .allTextContents();

      await page.reload();
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3');
      const atoms = page.getByTestId('table-atoms').locator('tbody tr[data-row]');
      await expect(atoms).toHaveCount(9);
      expect(await atoms.allTextContents()).toEqual(atomsBefore);
      await bondsTab(page).click();
      const restored = page.getByTestId('table-bonds').locator('tbody tr[data-row="0"]');
      await expect(restored).toContainText('0.156');
      await expect(restored.getByTestId('derived')).toHaveText(text.edited);
      await shot(page, testInfo, `reload-step3-${locale}`);

      await page.getByTestId('wizard-start-over').click();
      await expect(page.getByTestId('wizard-start-over')).toHaveText(text.startOver);
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '1');
      await expect(page.getByTestId('file-name')).toHaveText(text.noFile);
      await page.reload();
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '1');
      await expect(page.getByTestId('file-name')).toHaveText(text.noFile);
      expect(errors).toEqual([]);
    });
  });
}
