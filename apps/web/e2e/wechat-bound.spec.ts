import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../server/dist/kernel/db/open-database.js';
import { issueBindCode } from '../../server/dist/kernel/wechat/bindings.js';
import { PASSWORD } from './support/accounts';
import { E2E_PORT } from './support/language';

/**
 * The "bound successfully" and "already bound" (WeChat status 2000) screens of 002 §2.4/§4 step 3 in the
 * browser. They need a server with WeChat configured, so this test runs a second built server of its own
 * with open-platform credentials that are never used: WeChat's servers cannot be reached from a test, so
 * the WeChat user's bind code is made with the server's own kernel function (issueBindCode) on that
 * server's database, as the WeChat callback would make it.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const port = E2E_PORT + 7;
const origin = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `topoforge-e2e-wechat-${E2E_PORT}`);
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WECHAT_APP_ID: 'wx-e2e-never-called',
      WECHAT_APP_SECRET: 'not-a-secret',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/cgi/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  const running = server;
  if (running === undefined || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
});

/** A bind code for a WeChat user, as the server's callback issues one for an unbound WeChat user. */
async function bindCodeFor(openid: string): Promise<string> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    return await issueBindCode(database.db, { openid, unionid: null, nickname: null, avatarUrl: null });
  } finally {
    await database.close();
  }
}

async function logInToBind(page: Page, username: string, bindCode: string): Promise<void> {
  await page.goto(`${origin}/login?${new URLSearchParams({ bindCode, redirectTo: '/home' }).toString()}`);
  await expect(page.getByTestId('wechat-bind-pending')).toBeVisible();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('bind-skip').click();
}

test('binding WeChat at login: "bound successfully", then status 2000 "already bound"; each returns', async ({
  page,
}) => {
  const username = `wxb${Date.now().toString(36)}`;
  execFileSync(
    process.execPath,
    [join(repoRoot, 'apps/cli/bin/topoforge.js'), 'user', 'add', username, '--password-stdin'],
    {
      input: `${PASSWORD}\n`,
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.addInitScript(() => localStorage.setItem('hzw_language', 'en'));

  await logInToBind(page, username, await bindCodeFor(`o-${username}`));
  await expect(page.getByTestId('bind-status-bound')).toBeVisible();
  await expect(page.getByTestId('bind-status-title')).toHaveText('WeChat bound successfully');
  await expect(page.getByTestId('bind-status-countdown')).toHaveText('Returning in 4 s…');
  await page.screenshot({ path: '/tmp/shots/wechat-bound.png' });
  await page.getByTestId('bind-status-done').click();
  await expect(page).toHaveURL(/\/home$/);

  // Another WeChat user's code on the bound account: the server's status 2000.
  await logInToBind(page, username, await bindCodeFor(`o-other-${username}`));
  await expect(page.getByTestId('bind-status-already')).toBeVisible();
  await expect(page.getByTestId('bind-status-title')).toHaveText('This account is already bound to WeChat');
  await expect(page.getByTestId('bind-status-countdown')).toHaveText('Returning in 3 s…');
  await expect(page).toHaveURL(/\/home$/, { timeout: 6000 });
});
