import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { languageState } from './support/language';
import { storeLogin } from './support/platform-users';

/**
 * The personal-space shell (issue 23 item 1) against the built server: /personal-space → membercenter,
 * the §2.3 side menu navigating by route name, the not-installed page, route meta, the 401 rule without a
 * login, the SILVER rule, the builder inside the shell without a login. Accounts from the operator's CLI.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = join(tmpdir(), `topoforge-e2e-${port}`);
const SECRET = 'Space_shell2026';
const SHOTS = '/tmp/shots-J2';

const fresh = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function createAccount(username: string, level: string): void {
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'apps/cli/bin/topoforge.js'),
      'user',
      'add',
      username,
      '--password-stdin',
      '--level',
      level,
    ],
    {
      input: `${SECRET}\n`,
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
}

/** A new account at `level`, logged in by the password call, stored where the app reads it. */
async function signIn(page: Page, level: string): Promise<string> {
  const username = fresh('space');
  createAccount(username, level);
  await storeLogin(page, username, SECRET);
  return username;
}

const menu = (page: Page, key: string) => page.getByTestId(`space-menu-${key}`);

test.describe('personal-space shell', () => {
  test('without a login a page remembers its path and goes to /login; the builder stays open', async ({
    page,
  }) => {
    await page.goto('/personal-space/compute-enter/my-homework?x=1');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('topoforge.redirectPath'))).toBe(
      '/personal-space/compute-enter/my-homework?x=1',
    );
    await page.goto('/personal-space/auto-ff/all-atom');
    await expect(page).toHaveURL(/\/personal-space\/auto-ff\/all-atom$/);
    await expect(page.getByTestId('personal-space')).toBeVisible();
    await expect(page.locator('.ant-menu-item-selected')).toContainText('Force-field builder');
  });

  test('/personal-space opens the member centre; the menu navigates by route name', async ({ page }) => {
    const username = await signIn(page, '6');
    await page.goto('/personal-space');
    await expect(page).toHaveURL(/\/personal-space\/membercenter$/);
    await expect(page.getByTestId('member-centre')).toContainText(username);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/membercenter-en.png`, fullPage: true });

    await menu(page, 'compute-enter').click();
    await menu(page, 'supercompute-resources').click();
    await expect(page).toHaveURL(/\/personal-space\/compute-enter\/supercompute-resources$/);
    await expect(page.getByTestId('personal-space')).toHaveAttribute('data-top-menu-key', 'compute-center');
    await expect(page.getByTestId('space-breadcrumb')).toContainText('Computing centre');

    await menu(page, 'research-group').click();
    await expect(menu(page, 'homepage-group')).toBeVisible();

    await menu(page, 'hele_FAQ').click();
    await expect(page).toHaveURL(/\/personal-space\/hele_FAQ\/problem$/);
    await expect(page.getByTestId('personal-space')).toHaveAttribute('data-top-menu-key', 'help-center');

    await menu(page, 'online-tool').click();
    await menu(page, 'flint').click();
    await expect(page).toHaveURL(/\/personal-space\/online-tool\/flint$/);
    await expect(page.getByTestId('not-installed')).toContainText(
      'Solid-liquid interface simulation (flint) is not part of this installation.',
    );
    await page.screenshot({ path: `${SHOTS}/not-installed-en.png`, fullPage: true });
    // No footer inside the personal space (route meta, 002 §2.2).
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('a SILVER user does not see the compute allocation records', async ({ page }) => {
    await signIn(page, 'SILVER');
    await page.goto('/personal-space/membercenter');
    await menu(page, 'research-group').click();
    await expect(menu(page, 'member-management')).toBeVisible();
    await expect(menu(page, 'homepage-group')).toHaveCount(0);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN', storageState: languageState('zh-CN') });
    test('the phase-lab page says the tool is not part of this installation', async ({ page }) => {
      await signIn(page, '6');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/personal-space/phase-lab/binary-phase-diagram');
      await expect(page.getByTestId('not-installed')).toContainText('本安装不包含“二元相图”。');
      await expect(page.locator('.ant-menu-item-selected')).toContainText('相图实验室');
      await page.screenshot({ path: `${SHOTS}/not-installed-zh.png`, fullPage: true });
      await page.goto('/personal-space/membercenter');
      await expect(page.getByTestId('member-centre')).toContainText('欢迎');
      await page.screenshot({ path: `${SHOTS}/membercenter-zh.png`, fullPage: true });
      // The job list in Chinese: the §2.8 columns and the page sizes (no jobs for a new account).
      await page.goto('/personal-space/compute-enter/my-homework');
      await expect(page.getByTestId('job-list')).toContainText('作业ID');
      await expect(page.getByTestId('job-list')).toContainText('是否需要退还');
      await page.screenshot({ path: `${SHOTS}/my-homework-zh.png`, fullPage: true });
    });
  });
});
