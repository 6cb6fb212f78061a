import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { languageState } from './support/language';

/** Debian lammps-data's potentials, which the server's catalogue reads (issue 20 item 1). */
const POTENTIALS = '/usr/share/lammps/potentials';
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

const LANGUAGES = [
  {
    lang: 'en',
    locale: 'en-US',
    empty: 'please select elements first',
    copper: 'Copper 29',
    neon: 'Neon 10',
    nickel: 'Nickel 28',
  },
  { lang: 'zh', locale: 'zh-CN', empty: '请先选择元素', copper: '铜 29', neon: '氖 10', nickel: '镍 28' },
] as const;

/**
 * A full-page screenshot in the test's output folder, attached to the report; transitions finished first
 * (the hover fill, the detail drawer sliding in), so the picture shows the states the test reached.
 */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The interface language is the one each test stores (languageState in the describe's test.use). */
async function open(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
}

/** A picker cell by its accessible label (the name in the interface language and the atomic number). */
const cell = (page: Page, label: string) =>
  page.getByTestId('periodic-table').getByRole('button', { name: label, exact: true });

for (const { lang, locale, empty, copper, nickel, neon } of LANGUAGES) {
  test.describe(() => {
    test.use({ locale, storageState: languageState(locale) });
    test(`EAM (${lang}): Cu and Ni give the matching EAM files; the detail downloads CuNi.eam.alloy byte for byte`, async ({
      page,
    }, testInfo) => {
      await open(page, '/personal-space/auto-ff/multi-body');
      const table = page.getByTestId('module-table');
      await expect(table.getByText(empty)).toBeVisible();
      await expect(cell(page, copper)).toHaveAttribute('aria-disabled', 'false');
      // 002 §2.7: hovering fills the cell with its category colour (transition metals 2369E6), leaving
      // resets it to white; an element no EAM module holds (neon) is disabled and a click changes nothing.
      await cell(page, copper).hover();
      await expect(cell(page, copper)).toHaveCSS('background-color', 'rgb(35, 105, 230)');
      await page.mouse.move(1, 1);
      await expect(cell(page, copper)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(cell(page, neon)).toHaveAttribute('aria-disabled', 'true');
      await cell(page, neon).click({ force: true });
      await expect(cell(page, neon)).toHaveAttribute('aria-pressed', 'false');
      await cell(page, copper).click();
      await expect(cell(page, copper)).toHaveAttribute('aria-pressed', 'true');
      await expect(cell(page, nickel)).toHaveAttribute('aria-disabled', 'false');
      await cell(page, nickel).click();
      await expect(page.getByTestId('selected-Cu')).toBeVisible();
      await expect(page.getByTestId('selected-Ni')).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: 'CuNi.eam.alloy' });
      await expect(row).toHaveCount(1);
      // Every listed module holds both elements (001 §7: a module matches when it holds every chosen one);
      // polled, since the list for Cu alone (CuNi.eam.alloy among it) shows until the Cu-Ni answer arrives.
      const rows = table.locator('tbody tr.ant-table-row');
      const holdBoth = async () =>
        (await rows.allInnerTexts()).every((text) => /\bCu\b/.test(text) && /\bNi\b/.test(text));
      await expect.poll(holdBoth).toBe(true);
      await shot(page, testInfo, `eam-cu-ni-${lang}`);

      await row.click();
      const detail = page.getByTestId('module-detail');
      await expect(detail.getByTestId('module-files')).toBeVisible();
      await expect(detail.getByTestId('lammps-lines')).toContainText('pair_style eam/alloy');
      await expect(detail.getByTestId('lammps-lines')).toContainText('pair_coeff * * CuNi.eam.alloy Cu Ni');
      await shot(page, testInfo, `eam-detail-${lang}`);
      const downloading = page.waitForEvent('download');
      await detail.getByTestId('download-CuNi.eam.alloy').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('CuNi.eam.alloy');
      const bytes = readFileSync((await download.path()) ?? '');
      expect(sha256(bytes)).toBe(sha256(readFileSync(`${POTENTIALS}/CuNi.eam.alloy`)));

      await detail.getByTestId('close-detail').click();
      await expect(detail.getByTestId('module-files')).toBeHidden();
      await page.getByTestId('clear-elements').click();
      await expect(page.getByTestId('selected-Cu')).toBeHidden();
      await expect(cell(page, copper)).toHaveAttribute('aria-pressed', 'false');
      await expect(table.getByText(empty)).toBeVisible();
    });
  });
}

for (const { lang, locale, empty } of LANGUAGES) {
  test.describe(() => {
    test.use({ locale, storageState: languageState(locale) });
    test(`ReaxFF (${lang}): C, H and O list the ReaxFF force fields, ffield.reax.cho among them; clear empties the choice`, async ({
      page,
    }, testInfo) => {
      await open(page, '/personal-space/auto-ff/reactive-force');
      const names = lang === 'zh' ? ['碳 6', '氢 1', '氧 8'] : ['Carbon 6', 'Hydrogen 1', 'Oxygen 8'];
      for (const name of names) await cell(page, name).click();
      const table = page.getByTestId('module-table');
      await expect(table.getByRole('row').filter({ hasText: 'ffield.reax.cho' })).toHaveCount(1);
      await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('ReaxFF');
      await shot(page, testInfo, `reaxff-c-h-o-${lang}`);
      // The view icon opens the detail too; its LAMMPS lines are ReaxFF's with charge equilibration.
      const view = lang === 'zh' ? '查看模块 ffield.reax.cho' : 'View module ffield.reax.cho';
      await table.getByRole('button', { name: view }).click();
      const lines = page.getByTestId('module-detail').getByTestId('lammps-lines');
      await expect(lines).toContainText('pair_style reaxff NULL');
      await expect(lines).toContainText('pair_coeff * * ffield.reax.cho C H O');
      await expect(lines).toContainText('fix qeq all qeq/reaxff');
      await page.getByTestId('module-detail').getByTestId('close-detail').click();
      await expect(lines).toBeHidden();
      await page.getByTestId('clear-elements').click();
      await expect(page.getByTestId('selected-elements').locator('.ant-tag')).toHaveCount(0);
      await expect(table.getByText(empty)).toBeVisible();
    });
  });
}

test('the home page links to both module browsers', async ({ page }) => {
  await page.goto('/home');
  await page.getByTestId('browser-link-multi-body').click();
  await expect(page).toHaveURL(/\/personal-space\/auto-ff\/multi-body$/);
  await expect(page.getByRole('heading', { name: 'Many-body potential (EAM)' })).toBeVisible();
  await page.goto('/home');
  await page.getByTestId('browser-link-reactive-force').click();
  await expect(page.getByRole('heading', { name: 'Reactive force field (ReaxFF)' })).toBeVisible();
});

test('a module whose header has an error shows it with its evidence (NiAlH_jea.eam.alloy)', async ({
  page,
}, testInfo) => {
  await open(page, '/personal-space/auto-ff/multi-body');
  await cell(page, 'Hydrogen 1').click();
  const table = page.getByTestId('module-table');
  await table.getByRole('row').filter({ hasText: 'NiAlH_jea.eam.alloy' }).click();
  const errata = page.getByTestId('module-detail').getByTestId('module-errata');
  await expect(errata).toContainText('the first author, James E Angelo, is missing');
  await shot(page, testInfo, 'eam-errata-en');
});
