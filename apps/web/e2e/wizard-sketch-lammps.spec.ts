import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  chooseSoftware,
  drawBenzene,
  expectStructureAtoms,
  shot,
  WIZARD,
  WIZARD_BROWSER,
} from './support/wizard';

/**
 * Issue 6 browser test (b): a molecule drawn in Ketcher's own UI (the benzene ring template clicked onto
 * the canvas) → 3D by the real server → GAFF types → MMFF94 charges → a LAMMPS zip, unzipped and read.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(180_000);

// C6H6: the 6 ring carbons drawn, plus the 6 hydrogens Open Babel's --gen3d adds.
const BENZENE_ATOMS = 12;

test('draw benzene in the sketcher → 3D → types and charges → LAMMPS zip with the right data file', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(WIZARD);
  await page.getByTestId('method-selector').getByText('Create a molecular structure').click();
  await expect(page.getByTestId('molecule-sketcher')).toHaveAttribute('data-state', 'ready', {
    timeout: 60_000,
  });

  await drawBenzene(page);
  await shot(page, testInfo, 'sketch-benzene');

  await page.getByTestId('generate-3d').click();
  await expectStructureAtoms(page, BENZENE_ATOMS);
  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(viewer).toHaveAttribute('data-atom-count', String(BENZENE_ATOMS));
  await shot(page, testInfo, 'step1-generated');

  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
  const rows = page.locator('[data-testid="atom-type-table"] tr.ant-table-row');
  await expect(rows).toHaveCount(BENZENE_ATOMS);
  // Next shows once the server's atom-type call has typed every atom (GAFF: aromatic ca and ha).
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });
  // The 4th column is the type; the ring carbons come first (as drawn), then the added hydrogens.
  const types = await rows.locator('td:nth-child(4)').allTextContents();
  expect(types.toSorted()).toEqual([...Array<string>(6).fill('ca'), ...Array<string>(6).fill('ha')]);
  await page.getByTestId('charge-type').click();
  await page.getByTitle('MMFF94', { exact: true }).click();
  await shot(page, testInfo, 'step2-typed');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
  await expect(page.getByTestId('table-atoms').locator('tbody tr[data-row]')).toHaveCount(BENZENE_ATOMS);

  await chooseSoftware(page, 'lammps');
  await shot(page, testInfo, 'step3-lammps');
  await page.getByTestId('download-topology').click();
  await page.getByTestId('resname').fill('BNZ');
  const download = page.waitForEvent('download');
  const tracked = page.waitForRequest((r) => r.url().endsWith('/cgi/user-center-service/eventTrack'));
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await tracked).postDataJSON()).toMatchObject({ platform: 'WEB', buttonName: 'download-topology' });
  const file = await download;
  expect(file.suggestedFilename()).toBe('lammps_BNZ.zip');
  await expect(page.getByText('file downloaded')).toBeVisible();
  await shot(page, testInfo, 'step3-downloaded');

  const zip = unzipSync(new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray())));
  // The writer's two files, plus the README and manifest every topology zip carries.
  expect(Object.keys(zip).sort()).toEqual(['BNZ.data', 'README.txt', 'in.BNZ', 'manifest.json']);
  const data = strFromU8(zip['BNZ.data'] ?? new Uint8Array());
  const input = strFromU8(zip['in.BNZ'] ?? new Uint8Array());
  expect(data).toMatch(new RegExp(`^\\s*${BENZENE_ATOMS} atoms\\s*$`, 'm'));
  // 6 ring C–C bonds and 6 C–H bonds.
  expect(data).toMatch(/^\s*12 bonds\s*$/m);
  // The Atoms section holds one line per atom: id mol type charge x y z.
  const atomsSection = data.split(/^Atoms.*$/m)[1]?.split(/^[A-Z][a-z]+.*$/m)[0] ?? '';
  expect(atomsSection.split('\n').filter((line) => line.trim() !== '')).toHaveLength(BENZENE_ATOMS);
  expect(input).toMatch(/^read_data\s+BNZ\.data\s*$/m);
  expect(errors).toEqual([]);
});
