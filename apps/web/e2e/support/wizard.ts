import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

/** Shared by the wizard's browser tests. */

/**
 * The wizard's specs run Chromium with only these flags (`test.use(WIZARD_BROWSER)`): NGL needs WebGL,
 * which Debian's headless Chromium has through SwiftShader. With the config's wider flag list (it adds
 * --disable-gpu among others) the step-3 flow stays on step 1 after Next, so the specs keep their own.
 */
export const WIZARD_BROWSER = {
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic'],
  },
};

export const WIZARD = '/personal-space/auto-ff/all-atom';

/**
 * Ethanol as Open Babel writes it: C1 methyl, C2 methylene, O, 3 methyl H, 2 methylene H, hydroxyl H
 * (9 on the counts line); C1–C2 is bond 1, c3-c3 0.1535 nm in GAFF 1.4.
 */
export const ETHANOL_MOL = `ethanol
  test

  9  8  0  0  0  0  0  0  0  0999 V2000
    1.0284   -0.0836    0.0537 C   0  0  0  0  0  0  0  0  0  0  0  0
    2.5427   -0.0778    0.0495 C   0  0  0  0  0  0  0  0  0  0  0  0
    3.0244    1.2560   -0.0220 O   0  0  0  0  0  0  0  0  0  0  0  0
    0.6436   -1.1052    0.1187 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.6364    0.3833   -0.8558 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.6429    0.4942    0.9002 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.9341   -0.6390   -0.8046 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.9297   -0.5312    0.9666 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.6848    1.6469   -0.8451 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  4  1  0  0  0  0
  1  5  1  0  0  0  0
  1  6  1  0  0  0  0
  2  3  1  0  0  0  0
  2  7  1  0  0  0  0
  2  8  1  0  0  0  0
  3  9  1  0  0  0  0
M  END
`;

/** Puts a structure file into step 1's upload input. */
export const uploadMolfile = (page: Page, name: string, text: string | Buffer) =>
  page.getByTestId('upload-input').setInputFiles({
    name,
    mimeType: 'chemical/x-mdl-molfile',
    buffer: typeof text === 'string' ? Buffer.from(text) : text,
  });

/** Screenshots stay in the test's output folder (apps/web/test-results/…) and go to the report. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A real pointer drag of a force field onto `toTestId` (dnd-kit's pointer sensor starts after 4 px). */
export async function dragForceField(
  page: Page,
  name: string,
  toTestId = 'force-fields-selected',
): Promise<void> {
  const source = page.locator(`[data-testid="force-field-available"][data-name="${name}"]`);
  const target = page.getByTestId(toTestId);
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (a === null || b === null) throw new Error('drag source or target is not visible');
  await page.mouse.move(a.x + 10, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

/**
 * Next from step `from` until the wizard shows step `to`. Right after a pointer drag, dnd-kit's drop
 * animation can take the first click (the button does not see it), as a user would find by clicking
 * again; the step is read before every click, so a slow transition is never clicked twice.
 */
export async function nextUntilStep(page: Page, from: string, to: string): Promise<void> {
  const wizard = page.getByTestId('wizard');
  await expect(async () => {
    if ((await wizard.getAttribute('data-step')) === from) await page.getByTestId('wizard-next').click();
    await expect(wizard).toHaveAttribute('data-step', to, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the all-atom wizard, uploads ethanol, generates its 3D view and moves to a typed step 2. */
export async function ethanolAtStep2(page: Page): Promise<void> {
  await page.goto(WIZARD);
  await uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-atom-count', '9', {
    timeout: 30_000,
  });
  await nextUntilStep(page, '1', '2');
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });
}

const sketchAtomCount = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('molecule-sketcher').getAttribute('data-atoms'));

/**
 * Draws benzene in the sketcher (Ketcher's first ring template, one click on the canvas) and waits until
 * the editor holds its 6 atoms. On a busy machine the canvas click can reach Ketcher before the template
 * tool is active and is then lost, as a user would see and click again; the atoms are counted before
 * every click, so a slow placement is never drawn twice.
 */
export async function drawBenzene(page: Page): Promise<void> {
  await expect(async () => {
    if ((await sketchAtomCount(page)) === 0) {
      await page.getByTestId('template-0').click();
      const canvas = await page.locator('[data-testid="ketcher-canvas"]:visible').first().boundingBox();
      if (canvas === null) throw new Error('the sketcher canvas is not visible');
      await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    }
    await expect.poll(() => sketchAtomCount(page), { timeout: 3_000 }).toBe(6);
  }).toPass({ timeout: 30_000 });
}

/**
 * Waits for step 1's atom count after Generate 3D; when it does not come, the failure names the messages
 * and dialogs on the page instead of only "element not found". The default wait stays under the server's
 * 120 s Open Babel time-out, so a 3D generation that never answers still fails with the server's message:
 * in full runs on a 2-core machine a sketch's answer once took over 30 s with the overlay still up — Open
 * Babel's OpenMP threads spinning on a busy machine, since fixed by running programs single-threaded
 * (engines' run-program.ts SINGLE_THREAD_ENV); the wait stays generous for a loaded CI machine.
 */
export async function expectStructureAtoms(page: Page, atoms: number, timeout = 90_000): Promise<void> {
  try {
    await expect(page.getByTestId('structure-atoms')).toHaveText(`${atoms} atoms`, { timeout });
  } catch (error) {
    const shown = await page
      .locator('.ant-message-notice, .ant-modal-confirm-content, [role="alert"]')
      .allInnerTexts();
    throw new Error(`no "${atoms} atoms" after ${timeout} ms; the page shows: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}

/**
 * Chooses `software` in step 3's dropdown. The options re-render when the server's answer on which
 * softwares can write this set arrives, and a click that lands on an option being replaced selects nothing
 * (a full CI run saw the dropdown left open on gromacs), so the choice is retried until the select shows it.
 */
export async function chooseSoftware(page: Page, software: string): Promise<void> {
  const select = page.getByTestId('software');
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0)
      await select.click();
    await page
      .locator(`.ant-select-item-option [data-testid="software-${software}"]`)
      .click({ timeout: 3_000 });
    await expect(select).toContainText(software, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
