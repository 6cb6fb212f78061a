import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { drawBenzene, expectStructureAtoms, WIZARD, WIZARD_BROWSER } from './support/wizard';

/**
 * Issue 14 item 7: the server's Content-Security-Policy (apps/server/src/kernel/http/security-headers.ts)
 * is in force and nothing the app does breaks it: the wizard, Ketcher (its Indigo worker and WebAssembly)
 * and the NGL viewer (WebGL, its blob: worker) run without one violation. Violations are caught three
 * ways: Chromium's console messages of the page and of every worker, and the page's
 * securitypolicyviolation events.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(180_000);

const isViolation = (message: ConsoleMessage): boolean => message.text().includes('Content Security Policy');

function watchViolations(page: Page): () => Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (isViolation(message)) seen.push(`page: ${message.text()}`);
  });
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (isViolation(message)) seen.push(`worker ${worker.url()}: ${message.text()}`);
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    return [...seen, ...events];
  };
}

test('the wizard, the sketcher and the 3D viewer run under the CSP without a violation', async ({ page }) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(
        `event: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const violations = watchViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));

  const response = await page.goto(WIZARD);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  // Ketcher: its Indigo worker compiles WebAssembly; one ring template drawn onto the canvas.
  await page.getByTestId('method-selector').getByText('Create a molecular structure').click();
  await expect(page.getByTestId('molecule-sketcher')).toHaveAttribute('data-state', 'ready', {
    timeout: 60_000,
  });
  await drawBenzene(page);

  // The server makes it 3D; NGL draws it with WebGL, in lines and then ball and stick.
  await page.getByTestId('generate-3d').click();
  await expectStructureAtoms(page, 12);
  const viewer = page.getByTestId('molecule-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.getByTestId('show-model').click();
  await expect(viewer).toHaveAttribute('data-model', 'ball+stick');

  // Step 2: the atom-type table (Ant Design's injected styles) after the server's typing call.
  await expect(page.getByTestId('force-field-selected')).toHaveText(['GAFF×']); // preselected (issue 16 item 1)
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
  await expect(page.locator('[data-testid="atom-type-table"] tr.ant-table-row')).toHaveCount(12);
  await expect(page.getByTestId('wizard-next')).toBeVisible({ timeout: 30_000 });

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
