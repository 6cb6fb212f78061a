import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { downloadGromacs } from './support/variant-flow';
import { chooseSoftware, nextUntilStep, shot, uploadMolfile, WIZARD_BROWSER } from './support/wizard';
import { languageState } from './support/language';

/**
 * The coarse-grained page end to end against the real built server (issue 21 item 4):
 *
 * - toluene (fixtures/toluene.mol, Open Babel 3.1 `obabel -:Cc1ccccc1 -omol --gen3d -h`) → the automatic
 *   Martini 3 mapping puts its 7 heavy atoms into 3 beads (Martini 3 maps toluene to three ring beads,
 *   Alessandri et al. 2022) → Martini 2.2 (complete without the official Martini 3 file) → a GROMACS zip
 *   whose [ atoms ] lists the 3 beads with their bead types, [ constraints ] holds the ring and nrexcl is 1
 *   (Martini: non-bonded exclusions between bonded beads only);
 * - a manual edit: the methyl carbon taken out of its bead, Next refused ("some atoms are not cut into a
 *   bead"), a new bead holding it (clicked in the view) → 4 beads in the topology.
 * Screenshots of steps 2 and 3 in English and Chinese go to /tmp/shots/coarse-*.png.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(240_000);

const PAGE = '/personal-space/auto-ff/coarse';
const TOLUENE = readFileSync(new URL('./fixtures/toluene.mol', import.meta.url));

/** Uploads toluene, generates its 3D view and maps it: step 2 with its beads. */
async function tolueneAtStep2(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  await uploadMolfile(page, 'toluene.mol', TOLUENE);
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-atom-count', '15', {
    timeout: 30_000,
  });
  await nextUntilStep(page, '1', '2');
  const step2 = page.getByTestId('step2');
  await expect(step2).toHaveAttribute('data-bead-count', '3', { timeout: 30_000 });
  await expect(step2).toHaveAttribute('data-uncut', '0');
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-shape-spheres', '3');
  return step2;
}

async function chooseMartini2(page: Page): Promise<void> {
  const select = page.getByTestId('cg-force-field');
  await expect(select).toContainText('Martini3'); // the list's first entry is the default
  await select.click();
  await page.locator('.ant-select-item-option[title="Martini2.2"]').click();
  await expect(select).toContainText('Martini2.2');
}

/** Step 2 → 3 and the step-3 view with its bead spheres and cylinders. */
async function toStep3(page: Page, beads: number): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '3', { timeout: 60_000 });
  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(viewer).toHaveAttribute('data-shape-spheres', String(beads));
  await expect(viewer).toHaveAttribute('data-shape-opacity', '0.6');
}

/** The lines of one [ section ] of the zip's .itp and .top files, comments and blank lines left out. */
function sectionLines(zip: Record<string, Uint8Array>, section: string): string[] {
  const lines: string[] = [];
  for (const [name, bytes] of Object.entries(zip)) {
    if (!/\.(itp|top)$/.test(name)) continue;
    let current = '';
    for (const raw of strFromU8(bytes).split('\n')) {
      const line = raw.replace(/;.*/, '').trim();
      const header = /^\[\s*(\w+)\s*\]$/.exec(line);
      if (header !== null) current = header[1] ?? '';
      else if (current === section && line !== '') lines.push(line);
    }
  }
  return lines;
}

test('toluene → Martini 2.2 beads → a GROMACS zip with bead types, ring constraints and nrexcl 1', async ({
  page,
}, testInfo) => {
  await tolueneAtStep2(page);
  // The tree names each bead with its Martini 3 type (two ring beads TC5, Alessandri et al. 2022).
  await expect(page.getByTestId('bead-B2')).toHaveAttribute('data-type', 'TC5');
  await chooseMartini2(page);
  await page.screenshot({ path: '/tmp/shots/coarse-step2-en.png', fullPage: true });
  await shot(page, testInfo, 'coarse-step2-en');
  await toStep3(page, 3);
  await expect(page.getByTestId('table-constraints')).toBeVisible();
  await expect(page.getByTestId('cg-external-nonbonded')).toHaveCount(0); // Martini 2.2 is complete
  // No pairs table: 001 §2.3 step 3 has the polymer tabs except pairs.
  await expect(page.getByTestId('table-pairs')).toHaveCount(0);
  await page.getByTestId('cg-bead-numbers').click();
  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).toHaveAttribute('data-shape-labels', '3');
  await page.screenshot({ path: '/tmp/shots/coarse-step3-en.png', fullPage: true });
  await page.getByTestId('cg-show-atoms').click();
  await expect(viewer).toHaveAttribute('data-shape-opacity', '1');
  await expect(viewer).toHaveAttribute('data-atoms-shown', 'false');
  await shot(page, testInfo, 'coarse-step3-en-beads-only');

  const zip = await downloadGromacs(page, 'TOL');
  const atoms = sectionLines(zip, 'atoms');
  expect(atoms).toHaveLength(3);
  // Martini 2.2 bead types: every toluene bead is an SC4 (Marrink et al. 2007 benzene-like ring beads).
  expect(atoms.map((line) => line.split(/\s+/)[1])).toEqual(['SC4', 'SC4', 'SC4']);
  expect(sectionLines(zip, 'constraints').length).toBeGreaterThanOrEqual(2);
  const moleculetype = sectionLines(zip, 'moleculetype');
  expect(moleculetype[0]?.split(/\s+/)[1]).toBe('1');

  // LAMMPS is the other program that writes a CG set (the ring constraints as stiff bonds): 3 beads.
  await chooseSoftware(page, 'lammps');
  await page.getByTestId('download-topology').click();
  await page.getByTestId('resname').fill('TOL');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lammps_TOL.zip');
  const lammps = unzipSync(new Uint8Array(Buffer.concat(await (await file.createReadStream()).toArray())));
  expect(strFromU8(lammps['TOL.data'] ?? new Uint8Array())).toMatch(/^\s*3 atoms\s*$/m);
});

/** Clicks along the view's horizontal middle until the viewer reports atom `index0` picked. */
async function clickAtom(page: Page, index0: number): Promise<void> {
  const viewer = page.getByTestId('molecule-viewer');
  const box = await viewer.boundingBox();
  if (box === null) throw new Error('viewer not visible');
  const seen: string[] = [];
  for (let dx = 0; dx < box.width / 2; dx += 4) {
    for (const side of [1, -1]) {
      await page.mouse.click(box.x + box.width / 2 + side * dx, box.y + box.height / 2);
      await page.waitForTimeout(100); // React writes the picked atom on its next render
      const picked = (await viewer.getAttribute('data-last-picked')) ?? '';
      seen.push(picked);
      if (picked === String(index0)) return;
    }
  }
  throw new Error(`atom ${index0} was not hit along the middle of the view: ${seen.join(' ')}`);
}

test('a manual bead edit: an atom taken out refuses Next, a new bead holding it gives 4 beads', async ({
  page,
}) => {
  const step2 = await tolueneAtStep2(page);
  // Atom 1 (the methyl carbon) out of B1: Next refuses with the spec's error (001 §5, §8).
  await page.getByTestId('remove-B1-1').click();
  await expect(step2).toHaveAttribute('data-uncut', '1');
  await page.getByTestId('wizard-next').click();
  await expect(page.locator('.ant-message-notice-error')).toContainText('some atoms are not cut into a bead');
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
  // A new bead is current; clicking the methyl carbon in the view puts it there (clicks on atoms of
  // other beads on the way only warn "atom already in bead Bn").
  await page.getByTestId('add-bead').click();
  await expect(page.getByTestId('current-bead')).toContainText('B4');
  await clickAtom(page, 0);
  // On the way from the middle the ring carbon C2 (in B1) was clicked: a warning, nothing changed.
  await expect(page.locator('.ant-message-notice-warning').first()).toContainText('atom already in bead B');
  await expect(step2).toHaveAttribute('data-uncut', '0');
  await expect(page.getByTestId('bead-atom-B4-1')).toBeVisible();
  await chooseMartini2(page);
  await toStep3(page, 4);
  const zip = await downloadGromacs(page, 'TOL');
  expect(sectionLines(zip, 'atoms')).toHaveLength(4);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', storageState: languageState('zh') });
  test('steps 2 and 3 of toluene (screenshots)', async ({ page }) => {
    await tolueneAtStep2(page);
    await expect(page.getByText('添加珠子')).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/coarse-step2-zh.png', fullPage: true });
    await toStep3(page, 3);
    await page.getByTestId('cg-bead-numbers').click();
    await expect(page.getByText('约束', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/coarse-step3-zh.png', fullPage: true });
  });
});
