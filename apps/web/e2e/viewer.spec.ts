import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { BENZENE_MOLFILE, CO2_MOL2 } from '../src/widgets/viewer/dev/samples';

/**
 * The 3D viewer (NGL) and the 2D sketcher (Ketcher) in Chromium with WebGL through SwiftShader. What the
 * wizard reaches (step 1: drawing, the show-model switch, picking, sketch → 3D) is tested in the built
 * app; label modes and the sketcher handle, which only later steps use, on the development page
 * (src/widgets/viewer/dev/harness.html) served by a Vite dev server this file starts.
 */
test.setTimeout(120_000);

const WIZARD = '/personal-space/auto-ff/all-atom';

async function shot(target: Page | Locator, testInfo: TestInfo, name: string): Promise<Buffer> {
  const body = await target.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
  return body;
}

/** Pixels of a screenshot that are not background white, and those that are near black (label text). */
async function pixelCounts(page: Page, png: Buffer): Promise<{ drawn: number; dark: number }> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (r < 235 || g < 235 || b < 235) drawn++;
      if (r < 60 && g < 60 && b < 60) dark++;
    }
    return { drawn, dark };
  }, png.toString('base64'));
}

/**
 * Clicks along the horizontal middle line of the viewer, from the centre outwards, until NGL reports a
 * pick different from `except`; returns the picked index (or '' when nothing but `except` was hit).
 */
async function pickAlong(page: Page, viewer: Locator, direction: 1 | -1, except: string): Promise<string> {
  const box = await viewer.boundingBox();
  if (box === null) throw new Error('viewer not visible');
  for (let dx = 8; dx < box.width / 2; dx += 8) {
    await page.mouse.click(box.x + box.width / 2 + direction * dx, box.y + box.height / 2);
    const picked = (await viewer.getAttribute('data-last-picked')) ?? '';
    if (picked !== '' && picked !== except) return picked;
  }
  return '';
}

test.describe('in the wizard (built app)', () => {
  test('the viewer draws a mol2, switches lines ↔ ball and stick, and reports clicked atoms', async ({
    page,
  }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(WIZARD);
    await page.getByTestId('upload-input').setInputFiles({
      name: 'co2.mol2',
      mimeType: 'chemical/x-mol2',
      buffer: Buffer.from(CO2_MOL2),
    });
    await page.getByTestId('generate-3d').click();
    const viewer = page.getByTestId('molecule-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(viewer).toHaveAttribute('data-atom-count', '3');

    // 000 §9: step 1 is 900×670 on a 1920-pixel screen; Playwright's 1280-pixel window gives 2/3 of it.
    await expect(viewer.locator('canvas')).toHaveCount(1);
    const frame = await viewer.boundingBox();
    expect([frame?.width, frame?.height]).toEqual([600, 447]);

    // The model-hidden flag is on by default (000 §3): lines only.
    await expect(viewer).toHaveAttribute('data-model', 'line');
    const lines = await pixelCounts(page, await shot(viewer, testInfo, 'viewer-lines'));
    expect(lines.drawn).toBeGreaterThan(100);

    await page.getByTestId('show-model').click();
    await expect(viewer).toHaveAttribute('data-model', 'ball+stick');
    await page.waitForTimeout(500); // NGL renders on the next animation frames
    const balls = await pixelCounts(page, await shot(viewer, testInfo, 'viewer-ball-and-stick'));
    // Spheres cover far more pixels than the lines they replace.
    expect(balls.drawn).toBeGreaterThan(2 * lines.drawn);

    // The carbon (atom index 1) is at the centre of the fitted view, one oxygen on each side.
    const box = await viewer.boundingBox();
    if (box === null) throw new Error('viewer not visible');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(viewer).toHaveAttribute('data-last-picked', '1');
    // Which oxygen shows on which side depends on NGL's camera; each side must give one of them.
    const sides = [await pickAlong(page, viewer, 1, '1'), await pickAlong(page, viewer, -1, '1')];
    expect(sides.sort()).toEqual(['0', '2']);
    expect(errors).toEqual([]);
  });

  test('a molecule put into the sketcher becomes a 3D structure', async ({ page }, testInfo) => {
    await page.goto(WIZARD);
    await page.getByTestId('method-selector').getByText('Create a molecular structure').click();
    const sketcher = page.getByTestId('molecule-sketcher');
    await expect(sketcher).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });

    // Ketcher's own Open dialog, as a user pastes a structure.
    await page.getByRole('button', { name: 'Open... (Ctrl+O)' }).click();
    await page.getByTestId('paste-from-clipboard-button').click();
    await page.getByTestId('open-structure-textarea').fill(BENZENE_MOLFILE);
    await page.getByTestId('open-as-new-button').click();
    await expect(page.getByTestId('open-structure-textarea')).toHaveCount(0);
    await shot(page, testInfo, 'sketcher-benzene');

    // Generate 3D reads the drawing through the sketcher's getMolfile(); Open Babel adds the hydrogens.
    await page.getByTestId('generate-3d').click();
    await expect(page.getByTestId('structure-atoms')).toHaveText('12 atoms', { timeout: 30_000 });
    const viewer = page.getByTestId('molecule-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(viewer).toHaveAttribute('data-atom-count', '12');
    await shot(page, testInfo, 'sketch-generated');
  });

  test('the home page loads neither the viewer nor the sketcher chunk', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      // Module preloads count too: any JavaScript the page fetches.
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    await page.goto('/home');
    await expect(page.getByTestId('health-version')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const lazy = scripts.filter((path) => /\/(ngl|ketcher|molecule-viewer|molecule-sketcher)-/.test(path));
    expect(lazy).toEqual([]);
  });
});

test.describe('on the development page (Vite dev server)', () => {
  let server: ViteDevServer;
  let harness: string;

  test.beforeAll(async () => {
    server = await createServer({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      server: { host: '127.0.0.1', port: 0 },
      logLevel: 'warn',
    });
    await server.listen();
    const base = server.resolvedUrls?.local[0];
    if (base === undefined) throw new Error('the Vite dev server has no local address');
    harness = `${base}src/widgets/viewer/dev/harness.html`;
  });

  test.afterAll(async () => {
    await server.close();
  });

  test('label modes draw none, element, id and charge labels; clicks toggle the selection', async ({
    page,
  }, testInfo) => {
    await page.goto(harness);
    const viewer = page.getByTestId('molecule-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const none = await pixelCounts(page, await shot(viewer, testInfo, 'labels-none'));
    await expect(viewer).toHaveAttribute('data-label-count', '0');

    for (const [mode, name] of [
      [1, 'labels-atom'],
      [2, 'labels-id'],
      [3, 'labels-charge'],
    ] as const) {
      await page.getByRole('button', { name: `labels ${mode}` }).click();
      await expect(viewer).toHaveAttribute('data-label-mode', String(mode));
      await expect(viewer).toHaveAttribute('data-label-count', '3');
      await page.waitForTimeout(500);
      const labelled = await pixelCounts(page, await shot(viewer, testInfo, name));
      // Dark label text appears over the grey, red and white model.
      expect(labelled.dark).toBeGreaterThan(none.dark + 50);
    }

    await page.getByRole('button', { name: 'labels 0' }).click();
    await expect(viewer).toHaveAttribute('data-label-count', '0');

    const box = await viewer.boundingBox();
    if (box === null) throw new Error('viewer not visible');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('harness-selected')).toHaveText('1');
    await shot(viewer, testInfo, 'selected-carbon');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('harness-selected')).toHaveText('');
  });

  test('mouse-wheel zoom stops at 8 and at 0.125 times the fitted view', async ({ page }) => {
    await page.goto(harness);
    const viewer = page.getByTestId('molecule-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    const box = await viewer.boundingBox();
    if (box === null) throw new Error('viewer not visible');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 40; i++) await page.mouse.wheel(0, -400);
    await expect(viewer).toHaveAttribute('data-zoom', '8.000');
    for (let i = 0; i < 80; i++) await page.mouse.wheel(0, 400);
    await expect(viewer).toHaveAttribute('data-zoom', '0.125');
  });

  test('the sketcher handle sets a molecule and returns it as a V2000 molfile', async ({
    page,
  }, testInfo) => {
    await page.goto(harness);
    await expect(page.getByTestId('molecule-sketcher')).toHaveAttribute('data-state', 'ready', {
      timeout: 90_000,
    });
    await page.getByRole('button', { name: 'set benzene' }).click();
    await page.getByRole('button', { name: 'get molfile' }).click();
    const molfile = page.getByTestId('harness-molfile');
    await expect(molfile).toContainText('M  END', { timeout: 30_000 });
    const text = (await molfile.textContent()) ?? '';
    expect(text).toContain('V2000');
    const atomLines = text
      .split('\n')
      .filter((line) => /^\s+-?\d+\.\d+\s+-?\d+\.\d+\s+-?\d+\.\d+ \w/.test(line));
    expect(atomLines.map((line) => line.trim().split(/\s+/)[3])).toEqual(['C', 'C', 'C', 'C', 'C', 'C']);
    await expect(page.getByTestId('harness-sketcher-error')).toHaveText('');
    await shot(page, testInfo, 'harness-benzene');
  });
});
