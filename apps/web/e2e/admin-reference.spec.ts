import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { storeLogin } from './support/platform-users';

/**
 * The administrators' reference-lists page (issue 22 item 3) against the built server: an administrator
 * adds a college e-mail domain and sees it listed (and the public check now accepts it); a user who is
 * not an administrator is refused. Accounts come from the operator's CLI in the server's DATA_DIR.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = join(tmpdir(), `topoforge-e2e-${port}`);
const SECRET = 'Reference_2026x';

/** A name no earlier run used (the database outlives a run). */
const fresh = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function createAccount(username: string, admin: boolean): void {
  const args = ['user', 'add', username, '--password-stdin', ...(admin ? ['--admin'] : [])];
  execFileSync(process.execPath, [join(repoRoot, 'apps/cli/bin/topoforge.js'), ...args], {
    input: `${SECRET}\n`,
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
}

const signIn = (page: Page, username: string) => storeLogin(page, username, SECRET);

test.describe('reference lists (administrators)', () => {
  test('an administrator adds an e-mail domain and sees it listed', async ({ page }) => {
    const admin = fresh('refadmin');
    createAccount(admin, true);
    await signIn(page, admin);
    await page.goto('/personal-space/admin/reference-lists');
    await expect(page.getByTestId('admin-reference')).toBeVisible();
    await page.getByRole('tab', { name: 'E-mail domains' }).click();

    const domain = `${fresh('lab')}.example.org`;
    const check = `/cgi/general-service/emailInfo/isCollegesUnitsEmail?emailSuffix=${domain}`;
    expect(((await (await page.request.get(check)).json()) as { data: boolean }).data).toBe(false);
    await page.getByTestId('reference-domain-input').fill(`@${domain.toUpperCase()}`);
    await page.getByTestId('reference-domains-add').click();
    const row = page.getByTestId('reference-domains').locator('tr.ant-table-row', { hasText: domain });
    await expect(row).toBeVisible();
    await expect(row).toContainText(admin);
    expect(((await (await page.request.get(check)).json()) as { data: boolean }).data).toBe(true);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/admin-reference-en.png', fullPage: true });

    // A domain of one label is refused by the form before any call.
    await page.getByTestId('reference-domain-input').fill('cn');
    await page.getByTestId('reference-domains-add').click();
    await expect(page.getByText('Enter a domain name of at least two labels')).toBeVisible();
  });

  test('a user who is not an administrator is refused', async ({ page }) => {
    const plain = fresh('refplain');
    createAccount(plain, false);
    await signIn(page, plain);
    await page.goto('/personal-space/admin/reference-lists');
    await expect(page.getByTestId('reference-forbidden')).toContainText(
      'Only administrators can edit the reference lists.',
    );
    // The server refuses the call too, whatever the page shows.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const answer = await page.request.get('/cgi/admin-service/reference/email-domain/list', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
  });
});
