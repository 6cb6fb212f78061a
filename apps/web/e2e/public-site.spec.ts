import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

/**
 * The public site (issue 22 item 1; spec 002 §1, §2.1, §2.2): / → /home, header and footer, the rotating
 * notice banner (2000 ms, 500 ms slide, pause on hover, mini and expanded forms), news an administrator
 * publishes and a visitor reads, the university pages' empty state, the language remembered.
 */

const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = join(tmpdir(), `topoforge-e2e-${port}`);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const PASSWORD = 'Topo_forge1';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An administrator made by the operator's CLI (`topoforge user add … --admin`). */
function addAdmin(username: string): void {
  execFileSync(
    process.execPath,
    [join(repoRoot, 'apps/cli/bin/topoforge.js'), 'user', 'add', username, '--admin', '--password-stdin'],
    {
      input: `${PASSWORD}\n`,
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/cgi/auth-service/login', {
    data: { username, password: PASSWORD, type: 0 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/site-${name}.png`, fullPage: true, animations: 'disabled' });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('/ goes to /home with the header, top menu and footer; the university pages show their empty state', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('product-name')).toHaveText('TopoForge');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-register')).toBeVisible();
  await expect(page.getByTestId('footer-hours')).toHaveText(
    'Consultation hours: Monday to Friday 09:00–21:00, holidays excluded.',
  );
  await expect(page.getByTestId('footer-consultation')).toHaveAttribute('href', '/consultation');
  // The product menu opens on hover and lists the builders this installation has.
  await page.getByTestId('menu-products').hover();
  await expect(
    page.getByRole('menuitem', { name: 'Force-field builders' }).or(page.getByText('Force-field builders')),
  ).toBeVisible();
  await page.mouse.move(1400, 800);
  await page.getByTestId('menu-university').click();
  await expect(page).toHaveURL(/\/hzw-university\/home-page$/);
  await page.goto('/hzw-university/course-details');
  await expect(page.getByTestId('page-empty')).toContainText(
    'An administrator has not filled this page yet.',
  );
});

test('the notice banner rotates every 2 s, stands still while hovered, and expands', async ({
  page,
  request,
}) => {
  const admin = unique('notice-admin');
  addAdmin(admin);
  const headers = { authorization: `Bearer ${await tokenOf(request, admin)}` };
  const ids: number[] = [];
  try {
    for (const [i, title] of ['Maintenance on Sunday', 'New MOF force fields', 'Training in May'].entries()) {
      const response = await request.post('/cgi/admin-service/notice/admin/save', {
        headers,
        data: {
          title,
          text: `${title}: details`,
          link: '/news-realinfo/center',
          published: true,
          sortOrder: -1000 + i,
        },
      });
      expect(response.status()).toBe(200);
      ids.push(((await response.json()) as { data: { id: number } }).data.id);
    }
    await page.goto('/home');
    const banner = page.getByTestId('notice-banner');
    await expect(banner).toHaveAttribute('data-index', '0');
    await expect(page.getByTestId('notice-current')).toHaveText('Maintenance on Sunday');
    await expect(banner).toHaveAttribute('data-index', '1', { timeout: 3500 });
    await banner.hover();
    await expect(banner).toHaveAttribute('data-paused', 'true');
    const held = await banner.getAttribute('data-index');
    await page.waitForTimeout(4500); // two rotation periods and more
    await expect(banner).toHaveAttribute('data-index', held ?? '');
    await page.getByTestId('notice-toggle').click();
    await expect(banner).toHaveAttribute('data-form', 'expanded');
    await expect(page.getByTestId('notice-expanded')).toContainText('details');
    await shot(page, 'banner-expanded-en');
    await page.mouse.move(700, 850);
    await expect(banner).toHaveAttribute('data-paused', 'false');
    await expect(banner).not.toHaveAttribute('data-index', held ?? '', { timeout: 3500 });
  } finally {
    for (const id of ids)
      await request.post('/cgi/admin-service/notice/admin/delete', { headers, data: { id } });
  }
});

test('an administrator publishes a news item and a visitor reads it', async ({ page }) => {
  const admin = unique('news-admin');
  addAdmin(admin);
  const title = unique('Release notes');
  await page.goto('/login');
  await page.getByTestId('login-username').fill(admin);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  // An operator-made account has no phone: the login offers to bind one (002 §4); not now.
  await expect(page.getByTestId('bind-phone-modal')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/personal-space/admin/news');
  await expect(page.getByTestId('header-console')).toBeVisible();
  await page.getByTestId('admin-news-add').click();
  await page.getByTestId('admin-news-title').fill(title);
  await page.getByTestId('admin-news-body').fill('First paragraph.\n\n<b>not bold</b>');
  await page.getByTestId('admin-news-published').check();
  await shot(page, 'admin-news-en');
  await page.locator('#admin-news-save').click();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  // Log out by forgetting the stored login; the remembered language (English) stays.
  await page.evaluate(() => ['access_token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await page.goto('/news-realinfo/center');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/news-realinfo\/detail\?id=\d+$/);
  await expect(page.getByTestId('news-title')).toHaveText(title);
  // The body is text: typed markup shows as written.
  await expect(page.getByTestId('content-body')).toContainText('<b>not bold</b>');
  await shot(page, 'news-detail-en');
  await page.goto('/news-realinfo/center');
  await shot(page, 'news-center-en');
});

test('the language switch turns the site Chinese and the choice survives a reload', async ({ page }) => {
  await page.goto('/home');
  await shot(page, 'home-en');
  await page.getByText('中文', { exact: true }).click();
  await expect(page.getByTestId('footer-hours')).toHaveText('咨询时间：周一至周五 09:00–21:00（节假日除外）');
  await page.reload();
  await expect(page.getByTestId('menu-products')).toHaveText('产品服务');
  await shot(page, 'home-zh');
  await page.goto('/news-realinfo/center');
  await shot(page, 'news-center-zh');
  await page.goto('/hzw-university/software-training');
  await expect(page.getByTestId('page-empty')).toContainText('管理员尚未填写此页面');
  await shot(page, 'university-zh');
  await page.getByText('English', { exact: true }).click();
  await page.reload();
  await expect(page.getByTestId('menu-products')).toHaveText('Products & services');
});
