import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { computerListRoute } from '@topoforge/contract';
import { strFromU8, unzipSync } from 'fflate';
import { nextUntilStep, shot, WIZARD_BROWSER } from './support/wizard';
import { languageState } from './support/language';

/**
 * The two crystal pages end to end against the real built server (issue 17 item 6), in both interface
 * languages (each describe stores its language with languageState):
 *
 * - mof-cof: IRMOF-1 from the framework library (Zn4O(BDC)3, 424 atoms in the cubic cell; Eddaoudi et al.,
 *   Science 2002, 295, 469) → UFF4MOF (the framework list's default) → Eqeq charges, scale 1 → step 3
 *   offers only lammps and moltemplate (variant D: the first atom's force field is on the computer list)
 *   → a LAMMPS zip with a 2×1×1 supercell: 848 atoms and a net charge of 0 (Eqeq conserves it).
 * - inorganic-crystals: an uploaded halite CIF (fixtures/halite-p1.cif, 4 NaCl in the cubic cell) →
 *   ClayFF (the inorganic list's default), whose charges are Na +1 and Cl −1 (Cygan, Liang & Kalinichev,
 *   J. Phys. Chem. B 2004, 108, 1255, Table 1) → a GROMACS zip with a 2×2×2 supercell: 32 Na and 32 Cl.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(240_000);

const HALITE = readFileSync(new URL('./fixtures/halite-p1.cif', import.meta.url));

/** The texts the steps check, per interface language (the catalogue's, as the user reads them). */
const TEXTS = {
  'en-US': { crystalStep: 'Select crystal file', minerals: 'Mineral library', frameworks: 'MOF/COF library' },
  'zh-CN': { crystalStep: '选择晶体文件', minerals: '矿物库', frameworks: 'MOF/COF 框架库' },
} as const;

/** Water model '-': a crystal without water (a water model would join the force-field check). */
async function noWater(page: Page): Promise<void> {
  await page.getByTestId('water-model').click();
  await page.locator('.ant-select-item-option[title="-"]').click();
  await expect(page.getByTestId('water-model')).toContainText('-');
}

/** Opens the topology dialog, sets resname and supercell, and returns the unzipped download. */
async function downloadZip(
  page: Page,
  software: string,
  resname: string,
  supercell: readonly [number, number, number],
): Promise<Record<string, Uint8Array>> {
  await expect(page.getByTestId('software')).toContainText(software);
  await page.getByTestId('download-topology').click();
  const dialog = page.getByTestId('topology-dialog');
  await dialog.getByTestId('resname').fill(resname);
  for (const [i, axis] of (['x', 'y', 'z'] as const).entries()) {
    await dialog.getByTestId(`supercell-${axis}`).fill(String(supercell[i]));
  }
  const download = page.waitForEvent('download');
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${software}_${resname}.zip`);
  return unzipSync(new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray())));
}

/** The molecules a GROMACS .top's [ molecules ] section lists, counted. */
function topMoleculeCount(top: string): number {
  const section = top.split(/^\[\s*molecules\s*\]\s*$/m)[1] ?? '';
  let total = 0;
  for (const line of section.split('\n')) {
    const [name, count] = line.replace(/;.*/, '').trim().split(/\s+/);
    if (name !== undefined && name !== '' && count !== undefined) total += Number(count);
  }
  return total;
}

/** The charge column of a LAMMPS data file's Atoms section (full style: id mol type q x y z). */
function lammpsCharges(data: string): number[] {
  const section = data.split(/^Atoms.*$/m)[1]?.split(/^[A-Z][a-z]+.*$/m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => Number(line.trim().split(/\s+/)[3]));
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const text = TEXTS[locale];

  test.describe(`crystal pages (${locale})`, () => {
    test.use({ locale, storageState: languageState(locale) });

    test('library IRMOF-1 → UFF4MOF → Eqeq → lammps only → LAMMPS zip', async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/personal-space/auto-ff/mof-cof');
      await expect(page.locator('.ant-steps')).toContainText(text.crystalStep);
      const library = page.getByTestId('library-browser');
      await expect(library).toContainText(text.frameworks);
      await page.locator('[data-testid="library-folder"][data-name="IRMOF"]').dblclick();
      await page.locator('[data-testid="library-file"][data-name="IRMOF-1"]').click();
      // Read and checked like an upload: then it is the file Generate uses.
      await expect(page.getByTestId('file-name')).toHaveText('IRMOF-1.cif');
      await expect(page.getByTestId('library-preview')).toHaveAttribute('data-atom-count', '424');
      await page.getByTestId('generate-3d').click();
      await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-atom-count', '424', {
        timeout: 60_000,
      });
      // Variant C's line display: the model is hidden until the switch shows it.
      await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-model', 'line');
      await expect(page.getByTestId('force-field-selected')).toHaveText(['UFF4MOF×']);
      await noWater(page);
      await shot(page, testInfo, `mof-step1-${locale}`);
      await nextUntilStep(page, '1', '2');

      // Step 2: UFF4MOF's Zn4O node type; Eqeq charges with scale 1 (000 §9 paths containing 'mof-cof').
      await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('atom-type-table')).toContainText('Zn3f2');
      await expect(page.getByTestId('charge-type')).toContainText('Eqeq');
      await expect(page.getByTestId('charge-scale')).toHaveValue('1');
      await shot(page, testInfo, `mof-step2-${locale}`);
      const computers = page.waitForResponse((r) => new URL(r.url()).pathname === computerListRoute.path);
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 120_000 });
      expect(await (await computers).json()).toMatchObject({ data: expect.arrayContaining(['UFF4MOF']) });

      // Step 3: the first atom (Zn) is UFF4MOF, listed: only lammps and moltemplate, lammps chosen.
      await page.getByTestId('software').click();
      await expect(page.locator('.ant-select-item-option')).toHaveText(['lammps', 'moltemplate']);
      await page.keyboard.press('Escape');
      await shot(page, testInfo, `mof-step3-${locale}`);
      const zip = await downloadZip(page, 'lammps', 'MOF', [2, 1, 1]);
      const data = strFromU8(zip['MOF.data'] ?? new Uint8Array());
      expect(data).toMatch(/^\s*848 atoms\s*$/m);
      const charges = lammpsCharges(data);
      expect(charges).toHaveLength(848);
      expect(Math.abs(charges.reduce((s, q) => s + q, 0))).toBeLessThan(1e-3);
      expect(errors).toEqual([]);
    });

    test('uploaded halite CIF → ClayFF → GROMACS zip with a supercell', async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/personal-space/auto-ff/inorganic-crystals');
      await expect(page.getByTestId('library-browser')).toContainText(text.minerals);
      await page.getByTestId('upload-input').setInputFiles({
        name: 'halite.cif',
        mimeType: 'chemical/x-cif',
        buffer: HALITE,
      });
      await expect(page.getByTestId('file-name')).toHaveText('halite.cif');
      await page.getByTestId('generate-3d').click();
      await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-atom-count', '8', {
        timeout: 60_000,
      });
      await expect(page.getByTestId('force-field-selected')).toHaveText(['CLAYFF×']);
      await noWater(page);
      await shot(page, testInfo, `mineral-step1-${locale}`);
      await nextUntilStep(page, '1', '2');

      // Step 2: ClayFF types Na and Cl and brings their charges, so no charge method is offered.
      await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('force-field-charges')).toContainText('CLAYFF');
      await expect(page.getByTestId('charge-type')).toHaveCount(0);
      await page.getByTestId('wizard-next').click();
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 120_000 });

      // Step 3: a crystal offers no Gaussian, ORCA or Gear (000 §9); gromacs is the first written.
      await page.getByTestId('software').click();
      await expect(page.locator('.ant-select-item-option')).not.toContainText(['Gaussian', 'ORCA', 'Gear']);
      await page.keyboard.press('Escape');
      await shot(page, testInfo, `mineral-step3-${locale}`);
      const zip = await downloadZip(page, 'gromacs', 'NACL', [2, 2, 2]);
      const top = strFromU8(zip['NACL.top'] ?? new Uint8Array());
      const itp = strFromU8(zip['NACL.itp'] ?? new Uint8Array());
      const gro = strFromU8(zip['NACL.gro'] ?? new Uint8Array());
      // 4 NaCl × 8 cells, each ion a molecule of its own (ClayFF's ions are not bonded); the box 2a.
      expect(topMoleculeCount(top)).toBe(64);
      expect(gro.split('\n')[1]?.trim()).toBe('64');
      expect(gro.trim().split('\n').at(-1)?.trim().split(/\s+/).map(Number)).toEqual([
        1.12804, 1.12804, 1.12804,
      ]);
      expect(itp).toMatch(/^\s*1\s+Na\s.*\s1\s+22\.9/m);
      expect(itp).toMatch(/^\s*1\s+Cl\s.*\s-1\s+35\.4/m);
      expect(errors).toEqual([]);
    });
  });
}
