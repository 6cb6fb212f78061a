import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { dataDir, PASSWORD } from './accounts';
import { E2E_ORIGIN, languageState } from './language';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** A name no earlier run used (the server's database outlives a run). */
export const freshName = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Makes an account with the operator's CLI (an administrator with `admin`) in the server's DATA_DIR. */
export function makeUser(username: string, admin = false): void {
  const args = ['user', 'add', username, '--password-stdin', ...(admin ? ['--admin'] : [])];
  execFileSync(process.execPath, [join(repoRoot, 'apps/cli/bin/topoforge.js'), ...args], {
    input: `${PASSWORD}\n`,
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
}

/**
 * A page of its own (own cookies and storage, English remembered) logged in as `username` through the
 * password call, its token and user stored where the app reads them before any page script runs.
 */
export async function pageAs(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN, storageState: languageState('en') });
  const page = await context.newPage();
  await storeLogin(page, username, PASSWORD);
  return page;
}

/**
 * Logs `username` in by the password call and stores the token and user where the app reads them, before
 * any page script runs (as the login page would); answers the access token.
 */
export async function storeLogin(page: Page, username: string, password: string): Promise<string> {
  const answer = await page.request.post('/cgi/auth-service/login', {
    data: { username, password, type: 0 },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { access_token: string; user: unknown } };
  const stored = [body.data.access_token, JSON.stringify(body.data.user)] as const;
  await page.addInitScript(([token, user]) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('user', user);
  }, stored);
  return body.data.access_token;
}
