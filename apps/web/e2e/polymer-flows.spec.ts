import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { chooseSoftware, nextUntilStep, shot, WIZARD_BROWSER } from './support/wizard';
import { languageState } from './support/language';

/**
 * The polymer page end to end against the real built server (issue 18 item 5; 001 §2.1, §5):
 *
 * - a DP-20 polystyrene homopolymer (library styrene, *CC(*)c1ccccc1: C8H8 per unit, 16 atoms, plus the
 *   two hydrogens that cap the chain ends: 20 × 16 + 2 = 322 atoms) → GAFF → QEq charges → a GROMACS zip
 *   whose itp lists 322 atoms and whose manifest records the 20 units of the atom-type call's sequence;
 * - a random copolymer of styrene and methyl acrylate (C4H6O2, 12 atoms per unit) by a probability matrix
 *   → GAFF → no charges ('--') → a LAMMPS zip with as many atoms as the built chain and a sequence of
 *   those two monomers only;
 * - a probability row that does not sum to 1 refused on the page with the spec's text (both languages).
 */

test.use(WIZARD_BROWSER);
test.setTimeout(300_000);

const PAGE = '/personal-space/auto-ff/polymers';

const TEXTS = {
  'en-US': {
    title: 'Polymer modelling',
    step: 'Create molecular structure',
    styrenics: 'Styrenics',
    styrene: 'Styrene',
    acrylics: 'Acrylates, methacrylates and acrylamides',
    methylAcrylate: 'Methyl acrylate',
    selected: 'Monomer selected',
    rowSum: 'When building by probability, every row of the monomer data must sum to 1',
    random: 'Random copolymer',
  },
  'zh-CN': {
    title: '聚合物建模',
    step: '创建分子结构',
    styrenics: '苯乙烯类',
    styrene: '苯乙烯',
    acrylics: '丙烯酸酯、甲基丙烯酸酯与丙烯酰胺',
    methylAcrylate: '丙烯酸甲酯',
    selected: '已选择单体',
    rowSum: '概率构建下，单体数据每行相加之和需要为1',
    random: '无规共聚物',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Picks an option of an antd Select by its shown text. */
async function pick(page: Page, selectTestId: string, option: string, scope = page.locator('body')) {
  await scope.getByTestId(selectTestId).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/**
 * Picks an option of a searchable Select in a dialog by typing its text (the dropdown of a dialog still
 * opening can be placed outside the viewport for a pointer click); the first match is the option.
 */
async function search(page: Page, selectTestId: string, option: string, scope = page.locator('body')) {
  const select = scope.getByTestId(selectTestId);
  await select.click();
  const input = select.locator('input');
  await input.pressSequentially(option);
  // The typed text's option is the active one; the previous Select's dropdown may still be fading out with
  // its own (selected, active) option, so the option is found by its title rather than as the only one.
  await expect(
    page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-active')
      .and(page.getByTitle(option, { exact: true })),
  ).toBeVisible();
  await input.press('Enter');
  await expect(scope.getByTestId(selectTestId)).toContainText(option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Chooses a library monomer through the dialog opened by `button` (group, then monomer, then OK). */
async function chooseMonomer(page: Page, button: string, group: string, monomer: string, text: Texts) {
  await page.getByTestId(button).click();
  // The dialog's root wraps the modal (its own box is empty): its fields say whether it is open.
  const dialog = page.getByTestId('monomer-dialog');
  await expect(dialog.getByTestId('monomer-group')).toBeVisible();
  await search(page, 'monomer-group', group, dialog);
  await search(page, 'monomer-name', monomer, dialog);
  // The picture of the monomer, or while its file is missing its p-SMILES.
  await expect(
    dialog.getByTestId('monomer-picture').or(dialog.getByTestId('monomer-picture-missing')),
  ).toBeVisible();
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText(text.selected);
  await expect(dialog.getByTestId('monomer-group')).toBeHidden();
}

async function setNumber(page: Page, testId: string, value: number) {
  const input = page.getByTestId(testId);
  await input.fill(String(value));
  await input.blur();
}

/** Turns the seed switch on (seed 1), so the chain is the same on every run. */
async function useSeed(page: Page) {
  await page.getByTestId('seed-switch').click();
  await expect(page.getByTestId('seed')).toHaveValue('1');
}

/** Generates, waits for the chain in the viewer and returns its atom count. */
async function generate(page: Page): Promise<number> {
  await page.getByTestId('generate-3d').click();
  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).not.toHaveAttribute('data-atom-count', '0', { timeout: 120_000 });
  return Number(await viewer.getAttribute('data-atom-count'));
}

/** Step 1 → 2 with GAFF (the list's default), step 2 with the charge type, → step 3. */
async function typeAndCharge(page: Page, chargeType: string) {
  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']);
  await nextUntilStep(page, '1', '2');
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 60_000 });
  await pick(page, 'charge-type', chargeType);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 180_000 });
}

/** Downloads the topology zip of `software` with the page's resname (NUK, 001 §1) and unzips it. */
async function downloadZip(page: Page, software: string): Promise<Record<string, Uint8Array>> {
  await chooseSoftware(page, software);
  await page.getByTestId('download-topology').click();
  const dialog = page.getByTestId('topology-dialog');
  await expect(dialog.getByTestId('resname')).toHaveValue('NUK');
  const download = page.waitForEvent('download');
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${software}_NUK.zip`);
  return unzipSync(new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray())));
}

/** The atom lines of a GROMACS itp's [ atoms ] section. */
function itpAtoms(itp: string): string[][] {
  const section = itp.split(/^\[\s*atoms\s*\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  return section
    .split('\n')
    .map((line) => line.replace(/;.*/, '').trim())
    .filter((line) => line !== '')
    .map((line) => line.split(/\s+/));
}

/** The polymer record of the zip's manifest.json. */
function manifestSequence(zip: Record<string, Uint8Array>): string[] {
  const manifest = JSON.parse(strFromU8(zip['manifest.json'] ?? new Uint8Array())) as {
    polymer?: { sequence?: string[] } | null;
  };
  return manifest.polymer?.sequence ?? [];
}

test('DP-20 polystyrene → GAFF → QEq → GROMACS zip (en-US)', async ({ page }, testInfo) => {
  const text = TEXTS['en-US'];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PAGE);
  await expect(page.locator('.ant-steps')).toContainText(text.step);
  await expect(page.getByTestId('wizard')).toContainText(text.title);
  await chooseMonomer(page, 'choose-monomer', text.styrenics, text.styrene, text);
  await expect(page.getByTestId('choose-monomer-name')).toHaveText(text.styrene);
  await setNumber(page, 'degree', 20);
  await useSeed(page);
  expect(await generate(page)).toBe(322);
  await shot(page, testInfo, 'polymer-homopolymer-en-US');
  await typeAndCharge(page, 'QEq');
  const zip = await downloadZip(page, 'gromacs');
  const itp = strFromU8(zip['NUK.itp'] ?? new Uint8Array());
  const atoms = itpAtoms(itp);
  expect(atoms).toHaveLength(322);
  // QEq conserves the chain's charge: neutral.
  const total = atoms.reduce((s, a) => s + Number(a[6]), 0);
  expect(Math.abs(total)).toBeLessThan(1e-3);
  expect(strFromU8(zip['NUK.top'] ?? new Uint8Array())).toMatch(/^\s*NUK\s+1\s*$/m);
  expect(manifestSequence(zip)).toEqual(Array.from({ length: 20 }, () => 'styrene'));
  expect(errors).toEqual([]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', storageState: languageState('zh') });

  test('random copolymer by a probability matrix → GAFF → LAMMPS zip (zh-CN)', async ({ page }, testInfo) => {
    const text = TEXTS['zh-CN'];
    await page.goto(PAGE);
    await expect(page.locator('.ant-steps')).toContainText(text.step);
    await page.getByTestId('polymer-tab-random').click();
    await page.getByTestId('random-add').click();
    await page.getByTestId('random-add').click();
    await chooseMonomer(page, 'random-monomer-1', text.styrenics, text.styrene, text);
    await chooseMonomer(page, 'random-monomer-2', text.acrylics, text.methylAcrylate, text);
    await expect(page.getByTestId('matrix-1-1')).toHaveValue('0.500');
    await setNumber(page, 'matrix-1-1', 0.3);
    await setNumber(page, 'matrix-1-2', 0.7);
    await setNumber(page, 'degree', 10);
    await useSeed(page);
    const atoms = await generate(page);
    await shot(page, testInfo, 'polymer-random-zh-CN');
    await typeAndCharge(page, '--');
    const zip = await downloadZip(page, 'lammps');
    const data = strFromU8(zip['NUK.data'] ?? new Uint8Array());
    expect(data).toMatch(new RegExp(`^\\s*${atoms} atoms\\s*$`, 'm'));
    const sequence = manifestSequence(zip);
    expect(sequence).toHaveLength(10);
    expect(new Set(sequence)).toEqual(new Set(['styrene', 'methyl-acrylate']));
    // 10 units of 16 (styrene) or 12 (methyl acrylate) atoms and the two end hydrogens.
    const styrenes = sequence.filter((id) => id === 'styrene').length;
    expect(atoms).toBe(styrenes * 16 + (10 - styrenes) * 12 + 2);
  });
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`page checks (${locale})`, () => {
    test.use({ locale, storageState: languageState(locale) });

    test(`a probability row not summing to 1 is refused on the page (${locale})`, async ({
      page,
    }, testInfo) => {
      const text = TEXTS[locale];
      await page.goto(PAGE);
      await expect(page.getByTestId('wizard')).toContainText(text.title);
      await shot(page, testInfo, `polymer-homopolymer-tab-${locale}`);
      await page.getByTestId('polymer-tab-random').click();
      await expect(page.getByTestId('polymer-tabs')).toContainText(text.random);
      await page.getByTestId('random-add').click();
      await page.getByTestId('random-add').click();
      await chooseMonomer(page, 'random-monomer-1', text.styrenics, text.styrene, text);
      await chooseMonomer(page, 'random-monomer-2', text.styrenics, text.styrene, text);
      await setNumber(page, 'matrix-1-1', 0.9);
      const builds: string[] = [];
      page.on('request', (r) => r.url().includes('/polymer/random') && builds.push(r.url()));
      await page.getByTestId('generate-3d').click();
      await expect(page.locator('.ant-message')).toContainText(text.rowSum);
      expect(builds).toEqual([]); // refused before any call
      await shot(page, testInfo, `polymer-random-row-sum-${locale}`);
      // The competitive type: its diagonal is disabled and each monomer has a concentration of 0.5.
      await page
        .getByTestId('build-type')
        .getByText(locale === 'zh-CN' ? '竞聚率构建' : 'By reactivity ratios')
        .click();
      await expect(page.getByTestId('random-add')).toBeVisible();
      await page.getByTestId('random-add').click();
      await page.getByTestId('random-add').click();
      await expect(page.getByTestId('matrix-1-1')).toBeDisabled();
      await expect(page.getByTestId('concentration-2')).toHaveValue('0.500');
      await page.getByTestId('polymer-tab-block').click();
      await page.getByTestId('block-add').click();
      await shot(page, testInfo, `polymer-block-tab-${locale}`);
      await page.getByTestId('polymer-tab-twoD').click();
      await page.getByTestId('two-d-source').getByText('MRV').click();
      await shot(page, testInfo, `polymer-2d-tab-${locale}`);
    });
  });
}

/** Chem's MRV fixture: polystyrene drawn with an SRU bracket, n = 10 (issue 18 item 2). */
const POLYSTYRENE_MRV = readFileSync(
  new URL('../../../packages/chem/src/polymer/fixtures/polystyrene-n10.mrv', import.meta.url),
  'utf8',
);

test.describe('2D modelling (zh-CN)', () => {
  test.use({ locale: 'zh-CN', storageState: languageState('zh') });

  test('an MRV drawing builds its chain; a bad one is shown in a dialog titled 提示', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByTestId('polymer-tab-twoD').click();
    await page.getByTestId('two-d-source').getByText('MRV文本').click();
    // Nothing drawn: the spec's text, before any call.
    await page.getByTestId('generate-3d').click();
    await expect(page.locator('.ant-message')).toContainText('请输入mrv格式字符串');
    await page.getByTestId('mrv-text').fill('<cml><MDocument><MChemicalStruct/></MDocument></cml>');
    await page.getByTestId('generate-3d').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('提示');
    await expect(dialog.locator('.ant-modal-confirm-content')).not.toBeEmpty();
    await dialog.locator('.ant-btn-primary').click();
    await expect(page.getByTestId('molecule-viewer')).toHaveCount(0);
    // Polystyrene, n = 10: 10 × C8H8 and the two end hydrogens.
    await page.getByTestId('mrv-text').fill(POLYSTYRENE_MRV);
    expect(await generate(page)).toBe(10 * 16 + 2);
    await expect(page.getByTestId('wizard-next')).toBeVisible();
  });
});

test('block copolymer table: rows renumbered after a delete, a CH3 head group, the chain built (en-US)', async ({
  page,
}) => {
  const text = TEXTS['en-US'];
  await page.goto(PAGE);
  await page.getByTestId('polymer-tab-block').click();
  for (let i = 0; i < 3; i++) await page.getByTestId('block-add').click();
  await page.getByTestId('block-delete-2').click();
  await expect(page.getByTestId('block-table').locator('tbody tr td:first-child')).toHaveText(['1', '2']);
  // Generating with an empty row names the rule (001 §5).
  await page.getByTestId('generate-3d').click();
  await expect(page.locator('.ant-message')).toContainText(
    'The monomer list is incomplete, please fill it in',
  );
  await chooseMonomer(page, 'block-monomer-1', text.styrenics, text.styrene, text);
  await chooseMonomer(page, 'block-monomer-2', text.acrylics, text.methylAcrylate, text);
  await setNumber(page, 'block-count-1', 2);
  await page.getByTestId('choose-head').click();
  const dialog = page.getByTestId('end-group-dialog');
  await search(page, 'end-group-name', 'CH3', dialog);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.locator('.ant-message')).toContainText('End group selected');
  await expect(page.getByTestId('head-name')).toHaveText('CH3');
  await setNumber(page, 'degree', 2);
  await useSeed(page);
  // (styrene ×2, methyl acrylate ×1) ×2: 2 × (2 × 16 + 12) atoms, the tail's H and the head's CH3.
  expect(await generate(page)).toBe(2 * (2 * 16 + 12) + 1 + 4);
});
