import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { EXTERNAL_PROGRAM_IDS, healthResponseSchema, okEnvelope } from '@topoforge/contract';

const programTag = (page: Page, id: string) => page.getByTestId(`program-${id}`);

test('the shell loads with its title and redirects / to /home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle('TopoForge');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('product-name')).toHaveText('TopoForge');
  await expect(page.getByRole('heading', { level: 1, name: 'TopoForge' })).toBeVisible();
  await expect(page.getByTestId('wizard-link')).toHaveText('Open the all-atom force-field wizard');
  await expect(page.getByTestId('health-version')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the page shows the version and the programs the real server reports', async ({ page, request }) => {
  const health = okEnvelope(healthResponseSchema).parse(await (await request.get('/cgi/health')).json()).data;
  await page.goto('/home');
  await expect(page.getByTestId('health-version')).toHaveText(health.version);
  for (const id of EXTERNAL_PROGRAM_IDS) {
    const status = health.programs[id];
    const expected = !status.found
      ? 'not found'
      : status.version === null
        ? 'found, version unknown'
        : `found, version ${status.version}`;
    await expect(programTag(page, id)).toHaveText(expected);
  }
});

test('the language switch changes the texts to Chinese and back, and survives a reload', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByText('Server status')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByText('服务器状态')).toBeVisible();
  await expect(page.getByTestId('wizard-link')).toHaveText('打开全原子力场向导');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByText('服务器状态')).toBeVisible();
  await expect(page.getByTestId('home-description')).toContainText('力场拓扑文件');

  await page.getByText('English', { exact: true }).click();
  await expect(page.getByText('Server status')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Server status')).toBeVisible();
  await expect(page.getByText('服务器状态')).toHaveCount(0);
});

test('the home page links to the all-atom wizard, and /personal-space/auto-ff redirects there', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByTestId('wizard-link').click();
  await expect(page).toHaveURL(/\/personal-space\/auto-ff\/all-atom$/);
  await expect(page.getByRole('heading', { name: 'All-atom force field' })).toBeVisible();
  await page.goto('/personal-space/auto-ff');
  await expect(page).toHaveURL(/\/personal-space\/auto-ff\/all-atom$/);
});

test('the home page links to the other wizards (united-atom, ionic liquid, carbon material, frameworks, crystals, polymers, coarse-graining)', async ({
  page,
}) => {
  for (const [id, title] of [
    ['united-atom', 'United-atom'],
    ['ion-liquid', 'Ionic liquid'],
    ['carbon-material', 'Carbon material'],
    ['mof-cof', 'Metal/covalent organic frameworks'],
    ['inorganic-crystals', 'Crystal materials'],
    ['polymers', 'Polymer modelling'],
    ['coarse', 'Coarse-graining'],
  ] as const) {
    await page.goto('/home');
    await expect(page.getByTestId(`wizard-link-${id}`)).toHaveText(`Open the wizard: ${title}`);
    await page.getByTestId(`wizard-link-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/personal-space/auto-ff/${id}$`));
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('/login shows the login form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('password-form')).toBeVisible();
});

test('an unknown page shows a not-found page inside the shell', async ({ page }) => {
  // Issue 16 item 6: the status is a real 404; the shell still renders the not-found page.
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
