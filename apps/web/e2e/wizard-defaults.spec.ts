import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ETHANOL_MOL, shot, uploadMolfile, WIZARD, WIZARD_BROWSER } from './support/wizard';
import { languageState } from './support/language';

/**
 * Issue 16 items 1 and 2, walked in both interface languages (each describe stores its language): GAFF is
 * preselected, so keeping the defaults and pressing Next reaches a typed step 2; Next moves only when the
 * atom-type call succeeded, and its failure stays in step 1 as an alert naming the atom.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(120_000);

/**
 * C6H5SF5 (Open Babel --gen3d): GAFF types it all, OPLS-AA/L has no type for an SF5 group (its F rules
 * are for F on carbon, its S rules for two- to four-bonded S), so OPLS-AA/L alone fails on the SF5 group
 * (the first of its atoms in the generated structure's order is named).
 */
const SF5_BENZENE = readFileSync(new URL('./fixtures/pentafluorosulfanylbenzene.mol2', import.meta.url));

const TEXTS = {
  'en-US': {
    add: (name: string) => `Add ${name}`,
    remove: (name: string) => `Remove ${name}`,
    failureTitle: 'The selected force fields could not type this structure, so the wizard stays in step 1',
    ok: 'OK',
    oplsDescription: 'opls_145: Benzene C - 12 site',
    continue: 'Continue',
    unknownType: "GAFF has no atom type 'zz'; enter a type of its parameter files",
    failure: /atom \d+ \((S|F)\) has no atom type in any selected force field \(OPLS-AA\/L\)/,
  },
  'zh-CN': {
    add: (name: string) => `添加 ${name}`,
    remove: (name: string) => `移除 ${name}`,
    failureTitle: '所选力场无法为该结构判定原子类型，因此仍停留在第 1 步',
    ok: /确\s?定/, // Ant Design spaces out a two-character button text
    continue: /继\s?续/,
    oplsDescription: 'opls_145（oplsaa.ff 中的说明）：Benzene C - 12 site',
    unknownType: 'GAFF 没有原子类型“zz”；请输入其参数文件中的类型',
    failure: /原子 \d+（(S|F)）在所选力场（OPLS-AA\/L）中均没有原子类型/,
  },
} as const;

const rows = (page: Page) => page.locator('[data-testid="atom-type-table"] tr.ant-table-row');

async function generate(page: Page, atoms: number): Promise<void> {
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-atom-count', String(atoms), {
    timeout: 30_000,
  });
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const text = TEXTS[locale];

  test.describe(`wizard defaults and step 1 → 2 (${locale})`, () => {
    test.use({ locale, storageState: languageState(locale) });

    test('keeping the defaults (GAFF preselected) and pressing Next reaches a typed step 2', async ({
      page,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(WIZARD);
      await uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);
      await generate(page, 9);
      await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']);
      await shot(page, testInfo, `defaults-step1-${locale}`);
      const call = page.waitForResponse((r) => r.url().endsWith('/api/forcefield/atomtype'));
      await page.getByTestId('wizard-next').click();
      // The atom-type call is made from step 1: the wizard moves after its answer.
      expect((await call).request().postDataJSON()).toMatchObject({ forcefield: 'SPCE+GAFF' });
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
      await expect(rows(page)).toHaveCount(9);
      await expect(rows(page).locator('td:nth-child(3)')).toHaveText(Array(9).fill('GAFF'));
      await expect(page.getByTestId('wizard-next')).toBeVisible();
      await shot(page, testInfo, `defaults-step2-${locale}`);

      // A type entered by name is checked against the force field's types (issue 16 item 6).
      await rows(page).first().click();
      const dialog = page.getByTestId('atom-type-dialog');
      await dialog.getByTestId('typed-type-name').fill('zz');
      await dialog.getByRole('button', { name: text.ok }).click();
      await expect(dialog.getByTestId('typed-type-error')).toHaveText(text.unknownType);
      await shot(page, testInfo, `typed-type-error-${locale}`);
      await dialog.getByTestId('typed-type-name').fill('c2');
      await dialog.getByRole('button', { name: text.ok }).click();
      await expect(dialog).toHaveCount(0);
      await expect(rows(page).first().locator('td:nth-child(4)')).toHaveText('c2');
      expect(errors).toEqual([]);
    });

    test('a failed atom-type call keeps step 1 with the message; a second force field that types the atom moves on', async ({
      page,
    }, testInfo) => {
      await page.goto(WIZARD);
      await uploadMolfile(page, 'sf5-benzene.mol2', SF5_BENZENE);
      await generate(page, 17);
      await page.getByRole('button', { name: text.remove('GAFF'), exact: true }).click();
      await page.getByRole('button', { name: text.add('OPLS-AA/L'), exact: true }).click();
      await expect(page.getByTestId('force-field-selected')).toHaveText(['OPLS-AA/L×']);
      await page.getByTestId('wizard-next').click();
      const failure = page.getByTestId('step1-next-failure');
      await expect(failure).toContainText(text.failureTitle);
      await expect(failure).toContainText(text.failure);
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '1');
      // In place, not a toast: still there after Ant Design's toasts (3 s) have gone.
      await page.waitForTimeout(4_000);
      await expect(failure).toBeVisible();
      await shot(page, testInfo, `typing-failure-step1-${locale}`);

      // GAFF beside OPLS-AA/L: the SF5 group keeps GAFF's options, the ring has both.
      await page.getByRole('button', { name: text.add('GAFF'), exact: true }).click();
      await expect(failure).toHaveCount(0); // the input changed
      await page.getByTestId('wizard-next').click();
      // The force-field check warns that the two force fields' combination rules differ (000 §4): go on.
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
      await expect(rows(page)).toHaveCount(17);
      // The S: GAFF's s6 only (OPLS-AA/L has none); ring carbons: OPLS-AA/L's opls_145 first (its order).
      const sulfur = rows(page).filter({ has: page.locator('td:nth-child(2)', { hasText: /^S$/ }) });
      await expect(sulfur.locator('td:nth-child(3)')).toHaveText('GAFF');
      await expect(sulfur.locator('td:nth-child(4)')).toHaveText('s6');
      const ring = rows(page).filter({ hasText: 'opls_145' });
      await expect(page.getByTestId('wizard-next')).toBeVisible();
      await shot(page, testInfo, `typing-mixed-step2-${locale}`);

      // Its type dialog: OPLS-AA/L's option has oplsaa.ff's description and a picture (issue 16 item 6).
      await ring.first().click();
      const dialog = page.getByTestId('atom-type-dialog');
      const opls = dialog.locator('label', { has: page.locator('input[data-name="OPLS-AA/L"]') });
      await expect(opls).toContainText(text.oplsDescription);
      const picture = opls.getByTestId('atom-type-picture');
      await expect(picture).toHaveAttribute('src', '/web/atomtypes/OPLS-AA_L/opls_145.svg');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await shot(page, testInfo, `opls-type-dialog-${locale}`);
    });
  });
}
