import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ETHANOL_MOL, shot, uploadMolfile, WIZARD, WIZARD_BROWSER } from './support/wizard';

/**
 * Step 2 of the all-atom wizard (atom types, charges, parameters) against the real built server: the
 * atom-type, charge and parameter calls are the server's own (GAFF typer, MMFF94 charges, GAFF params).
 */

test.use(WIZARD_BROWSER);
test.setTimeout(120_000);

// GAFF's types for ethanol (gaff.dat descriptions): sp3 carbons c3, hydroxyl O oh, methyl H hc (no
// electron-withdrawing neighbour), methylene H h1 (one: the O), hydroxyl H ho.
const GAFF_TYPES = ['c3', 'c3', 'oh', 'hc', 'hc', 'hc', 'h1', 'h1', 'ho'];

/** Step 1 as wizard-step1.spec.ts does it: upload, 3D, ball and stick, GAFF, Next. */
async function toStep2(page: Page): Promise<void> {
  await page.goto(WIZARD);
  await uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await page.getByTestId('show-model').click(); // spheres are easier to hit than lines
  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']); // preselected (issue 16 item 1)
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
}

const tableRows = (page: Page): Locator => page.locator('[data-testid="atom-type-table"] tr.ant-table-row');

/** Clicks around the viewer's centre, nearest points first, until an atom is hit (the dialog opens). */
async function clickAnAtom(page: Page, viewer: Locator): Promise<string> {
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.waitForTimeout(500); // NGL draws on the next animation frames
  const box = await viewer.boundingBox();
  if (box === null) throw new Error('viewer not visible');
  const points: [number, number][] = [];
  for (let dx = -40; dx <= 40; dx += 5) for (let dy = -40; dy <= 40; dy += 5) points.push([dx, dy]);
  points.sort((a, b) => Math.hypot(...a) - Math.hypot(...b));
  for (const [dx, dy] of points) {
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    await page.waitForTimeout(100); // React writes the picked atom on its next render
    const picked = (await viewer.getAttribute('data-last-picked')) ?? '';
    if (picked !== '') return picked;
  }
  throw new Error('no atom was hit near the centre of the view');
}

test('ethanol: GAFF types, the type dialog, MMFF94 charges and the parameters move to step 3', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const atomTypeCall = page.waitForResponse((r) => r.url().endsWith('/api/forcefield/atomtype'));
  await toStep2(page);
  const atomTypeBody = (await atomTypeCall).request().postDataJSON() as { forcefield: string };
  expect(atomTypeBody.forcefield).toBe('SPCE+GAFF'); // water model first, then the forces

  await expect(tableRows(page)).toHaveCount(9);
  await expect(tableRows(page).locator('td:nth-child(2)')).toHaveText([
    'C',
    'C',
    'O',
    'H',
    'H',
    'H',
    'H',
    'H',
    'H',
  ]);
  await expect(tableRows(page).locator('td:nth-child(3)')).toHaveText(Array(9).fill('GAFF'));
  await expect(tableRows(page).locator('td:nth-child(4)')).toHaveText(GAFF_TYPES);
  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).toHaveAttribute('data-atom-count', '9');
  await shot(page, testInfo, 'step2-table');

  // A click on an atom selects it and opens its dialog; OK keeps the type.
  const picked = Number(await clickAnAtom(page, viewer));
  const dialog = page.getByTestId('atom-type-dialog');
  const id = picked + 1;
  await expect(dialog).toContainText(`Configure the atom type of atom ${id}`);
  const option = dialog.locator('[data-testid="atom-type-option"]').first();
  await expect(option).toHaveAttribute('data-type', GAFF_TYPES[picked] ?? '');
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await expect(page.getByTestId('step2-selected')).toHaveText(`Selected atoms: ${id}`);
  await shot(page, testInfo, 'step2-dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tableRows(page).nth(picked).locator('td:nth-child(4)')).toHaveText(GAFF_TYPES[picked] ?? '');

  // Cancel closes without change (opened from the table row this time).
  await tableRows(page).nth(2).click();
  await expect(dialog).toContainText('Configure the atom type of atom 3 (O)');
  await expect(dialog).toContainText('oxygen of a hydroxyl group');
  // The option's picture of its type (generated into apps/web/public/atomtypes, served under /web/) loads.
  const picture = dialog.getByTestId('atom-type-picture').first();
  await expect(picture).toHaveAttribute('src', '/web/atomtypes/GAFF/oh.svg');
  await expect(picture).toHaveAttribute('alt', 'oxygen of a hydroxyl group');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The picture: the O, its C and H, and their neighbours (C1, two methylene H) — 6 atoms, 5 bonds.
  await expect(dialog.getByTestId('atom-environment').locator('circle')).toHaveCount(6);
  await expect(dialog.getByTestId('atom-environment').locator('line')).toHaveCount(5);
  await page.waitForTimeout(400); // the dialog's opening animation
  await shot(page, testInfo, 'step2-dialog-oxygen');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The fitting dialog's checks (000 §5): a Hessian file is required, the scaling must be a number ≥ 0.
  await page.getByTestId('fitting-open').click();
  const fitting = page.getByTestId('fitting-dialog');
  await fitting.getByTestId('vibrational-scaling').fill('-1');
  await fitting.getByRole('button', { name: 'OK' }).click();
  await expect(fitting.getByText('please upload Hessian file')).toBeVisible();
  await expect(fitting.getByText('please enter a correct number')).toBeVisible();
  await shot(page, testInfo, 'step2-fitting');
  await fitting.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('fitting-summary')).toHaveText('No fitting');

  await page.getByTestId('use-bond-length').click();
  await page.getByLabel('Charge type').click();
  await page.getByTitle('MMFF94', { exact: true }).click();
  await expect(page.getByTestId('charge-scale')).toHaveValue('1');

  const chargeCall = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/charge/mmff94'));
  const paramCall = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/forcefield/param'));
  await page.getByTestId('wizard-next').click();
  const charge = await chargeCall;
  expect(charge.status()).toBe(200);
  expect(charge.request().postDataJSON()).toMatchObject({ charge: 0, scale: 1 });
  const charges = ((await charge.json()) as { data: number[] }).data;
  expect(charges).toHaveLength(9);
  // MMFF94 puts a negative charge on the hydroxyl O and a positive one on its H.
  expect(charges[2]).toBeLessThan(-0.3);
  expect(charges[8]).toBeGreaterThan(0.2);

  const param = await paramCall;
  expect(param.status()).toBe(200);
  const body = param.request().postDataJSON() as {
    data: string;
    atomtype: { name: string; type: string }[][];
    use_current_structure: number;
    use_mseminario: number;
    search_mode: string;
    charge_type: string;
    watermodel: string;
  };
  expect(body.atomtype.map((options) => options[0]?.type)).toEqual(GAFF_TYPES);
  expect(body).toMatchObject({
    use_current_structure: 1,
    use_mseminario: 0,
    search_mode: 'fuzzy',
    charge_type: 'MMFF94',
    watermodel: 'SPCE',
  });
  // The charges went into the mol2's charge column (9th field of the O's atom line).
  const oxygenLine = body.data.split('\n').find((l) => /^\s*3\s+O/.test(l)) ?? '';
  expect(Number(oxygenLine.trim().split(/\s+/)[8])).toBeCloseTo(charges[2] ?? 0, 5);
  const set = (await param.json()) as { data: { atoms: unknown[][]; bonds: unknown[] } };
  expect(set.data.atoms).toHaveLength(9);
  expect(set.data.bonds).toHaveLength(8);

  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3');
  await shot(page, testInfo, 'step3-entered');
  expect(errors).toEqual([]);
});

test('step 2 in Chinese, accurate mode and no charge type ("--")', async ({ page }, testInfo) => {
  await page.goto(WIZARD);
  await page.getByText('中文', { exact: true }).click();
  await uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']); // preselected (issue 16 item 1)
  await page.getByTestId('wizard-next').click();
  await expect(tableRows(page)).toHaveCount(9);
  await expect(page.getByTestId('atom-type-table')).toContainText('力场类型');
  await expect(page.getByTestId('step2')).toContainText('使用当前结构的键长');
  await tableRows(page).nth(8).click();
  await expect(page.getByTestId('atom-type-dialog')).toContainText('配置原子 9（H）的原子类型');
  await expect(page.getByTestId('atom-type-dialog')).toContainText('羟基氢');
  await page.getByTestId('atom-type-dialog').getByRole('button', { name: '确 定' }).click();

  await page.getByText('精确', { exact: true }).click();
  await page.getByLabel('电荷类型').click();
  await page.getByTitle('--', { exact: true }).click();
  await shot(page, testInfo, 'zh-step2');

  const charged: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/charge/')) charged.push(r.url());
  });
  const paramCall = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/forcefield/param'));
  await page.getByTestId('wizard-next').click();
  const param = await paramCall;
  expect(param.status()).toBe(200);
  const body = param.request().postDataJSON() as { atomtype: unknown[][]; search_mode: string };
  expect(body.search_mode).toBe('accurate');
  expect(body.atomtype.every((options) => options.length === 1)).toBe(true); // no alternatives
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3');
  expect(charged).toEqual([]); // '--' calls no charge method
});
