import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shot, uploadMolfile, WIZARD, WIZARD_BROWSER } from './support/wizard';

/**
 * Step-1 inputs (issues 15.1, 15.8, 16.6) against the real built server: LigParGen PDB names, SD files,
 * the SMILES box, a file that already has 3D coordinates, an empty file, the download name and the
 * library's molecules, in English and Chinese.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(90_000);

/** 1-bromo-4-chlorobenzene as LigParGen writes PDBs: names from column 14, no element columns. */
const BRCL_PDB = [
  'REMARK LIGPARGEN-STYLE RECORDS, WRITTEN FOR TOPOFORGE',
  'ATOM      1  Br0 BRCL    1       2.480   0.016   0.006',
  'ATOM      2  C01 BRCL    1       0.589   0.015   0.005',
  'ATOM      3  C02 BRCL    1      -0.103   1.226   0.004',
  'ATOM      4  C03 BRCL    1      -1.500   1.225   0.002',
  'ATOM      5  C04 BRCL    1      -2.191   0.013   0.000',
  'ATOM      6  Cl5 BRCL    1      -3.912   0.012  -0.003',
  'ATOM      7  C06 BRCL    1      -1.498  -1.197   0.001',
  'ATOM      8  C07 BRCL    1      -0.101  -1.197   0.003',
  'ATOM      9  H08 BRCL    1       0.433   2.172   0.006',
  'ATOM     10  H09 BRCL    1      -2.040   2.167   0.002',
  'ATOM     11  H0A BRCL    1      -2.038  -2.141  -0.001',
  'ATOM     12  H0B BRCL    1       0.435  -2.142   0.104',
  'END',
].join('\n');

/** Water twice in one SD file (3D coordinates written by hand, TIP3P geometry). */
const WATER = (title: string): string =>
  [
    title,
    '  handmade',
    '',
    '  3  2  0  0  0  0  0  0  0  0999 V2000',
    '    0.0000    0.0000    0.1173 O   0  0  0  0  0  0  0  0  0  0  0  0',
    '    0.0000    0.7572   -0.4692 H   0  0  0  0  0  0  0  0  0  0  0  0',
    '    0.0000   -0.7572   -0.4692 H   0  0  0  0  0  0  0  0  0  0  0  0',
    '  1  2  1  0  0  0  0',
    '  1  3  1  0  0  0  0',
    'M  END',
    '$$$$',
  ].join('\n');

async function structureShown(page: Page, atoms: number, label: string): Promise<void> {
  await expect(page.getByTestId('structure-atoms')).toHaveText(label, { timeout: 30_000 });
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-atom-count', String(atoms), {
    timeout: 30_000,
  });
}

test('LigParGen names, a 3D file shown as it is, SD records and an empty file (English)', async ({
  page,
}, testInfo) => {
  await page.goto(WIZARD);
  await uploadMolfile(page, 'brcl.pdb', BRCL_PDB);
  await expect(page.getByText('brcl.pdb: 2 atom(s) have no element column')).toBeVisible();
  await expect(page.getByText('1 Br0 → Br, 6 Cl5 → Cl')).toBeVisible();
  await expect(page.getByTestId('generate-3d')).toHaveText('Show 3D structure (the file has 3D coordinates)');
  await shot(page, testInfo, 'inputs-ligpargen-en');
  const converted = page.waitForRequest((r) => r.url().endsWith('/obabel/convert'));
  await page.getByTestId('generate-3d').click();
  expect((await converted).postDataJSON()).toMatchObject({ inp: 'pdb', other: '' }); // no --gen3d
  await structureShown(page, 12, '12 atoms');
  await page.getByTestId('download-structure').click();
  await expect(page.getByTestId('download-file-name')).toHaveValue('brcl');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await uploadMolfile(page, 'two-waters.sdf', WATER('first water') + '\n' + WATER('second water'));
  await expect(
    page.getByText('two-waters.sdf holds 2 molecules; the first one (first water) is used'),
  ).toBeVisible();
  await page.getByTestId('generate-3d').click();
  await structureShown(page, 3, '3 atoms');

  await uploadMolfile(page, 'empty.pdb', '');
  await expect(page.getByText('empty.pdb: the file is empty')).toBeVisible();
});

test('the SMILES box: a typo named, then ethanol in 3D (English)', async ({ page }, testInfo) => {
  await page.goto(WIZARD);
  await page.getByText('Enter SMILES', { exact: true }).click();
  await page.getByTestId('generate-3d').click();
  await expect(page.getByText('enter a SMILES string first')).toBeVisible();
  await page.getByTestId('smiles-input').fill('C1CC');
  await page.getByTestId('generate-3d').click();
  await expect(
    page.getByText("SMILES 'C1CC', character 2: '1' opens a ring that is never closed."),
  ).toBeVisible();
  await page.getByTestId('smiles-input').fill('CCO');
  await page.getByTestId('smiles-input').press('Enter');
  await structureShown(page, 9, '9 atoms');
  await shot(page, testInfo, 'inputs-smiles-en');
  await page.getByTestId('download-structure').click();
  await expect(page.getByTestId('download-file-name')).toHaveValue('CCO');
});

test('the library: each molecule once, its formats, a search and a preview (English)', async ({
  page,
}, testInfo) => {
  await page.goto(WIZARD);
  await page.locator('[data-testid="library-folder"][data-name="alcohols"]').dblclick();
  await page.getByPlaceholder('Search this folder').fill('ethanol');
  const rows = page.getByTestId('library-file');
  // Every row holds 'ethanol' (ethanol, 2-methoxyethanol …), and ethanol is one row, not one per format.
  await expect(rows.first()).toBeVisible();
  for (const name of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''))) {
    expect(name.toLowerCase()).toContain('ethanol');
  }
  const ethanol = page.locator('[data-testid="library-file"][data-name="ethanol"]');
  await expect(ethanol).toHaveCount(1);
  await ethanol.click();
  await expect(page.getByTestId('library-selected')).toHaveText('Selected: ethanol.mol');
  await expect(page.getByTestId('library-preview')).toHaveAttribute('data-atom-count', '9');
  await expect(page.getByTestId('library-preview')).toContainText('C2H6O');
  await ethanol.getByTestId('library-format').click();
  await page.getByTitle('.pdb', { exact: true }).click();
  await expect(page.getByTestId('library-selected')).toHaveText('Selected: ethanol.pdb');
  await expect(page.getByTestId('file-name')).toHaveText('ethanol.pdb');
  await shot(page, testInfo, 'inputs-library-en');
  await page.getByPlaceholder('Search this folder').fill('no such molecule');
  await expect(page.getByTestId('library-empty')).toBeVisible();
});

test('the same step-1 inputs in Chinese', async ({ page }, testInfo) => {
  // An English browser switched to Chinese: the client sends the interface language as Accept-Language,
  // so the server's SMILES error below comes in Chinese too.
  await page.goto(WIZARD);
  await page.getByText('中文', { exact: true }).click();
  await uploadMolfile(page, 'brcl.pdb', BRCL_PDB);
  await expect(page.getByText('brcl.pdb：2 个原子没有元素列')).toBeVisible();
  await expect(page.getByTestId('generate-3d')).toHaveText('显示3D结构（文件已有三维坐标）');
  await uploadMolfile(page, 'empty.pdb', '');
  await expect(page.getByText('empty.pdb：文件为空')).toBeVisible();
  await expect(page.getByPlaceholder('搜索当前文件夹')).toBeVisible();
  await page.getByText('输入SMILES', { exact: true }).click();
  await page.getByTestId('smiles-input').fill('CC[Xx]');
  await page.getByTestId('generate-3d').click();
  await expect(page.getByText("SMILES 'CC[Xx]'，第 4 个字符：'Xx' 不是元素符号。")).toBeVisible();
  await expect(page.getByTestId('generate-3d')).toHaveText('生成3D结构');
  await shot(page, testInfo, 'inputs-zh');
});
