import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addUserWithoutPhone, PASSWORD } from './support/accounts';
import { languageState } from './support/language';

/**
 * The after-login steps of 002 §4 in the browser: tab mode (step 7) — a page opens the login in a new tab,
 * the user logs in, the opener receives the success message and the tab closes; with the opener gone the
 * page says "原网页已被关闭,请从原网页重新发起登录请求" — and the WeChat binding status screen (step 3) with
 * its visible 4-second countdown. The server under test has no WeChat credentials (WeChat's servers cannot
 * be reached from a test), so the bind call of /login?bindCode=… answers the server's "not configured"
 * refusal: the failure screen shows that message, counts down and then the login goes on (to redirectTo).
 */
const unique = (): string => `tab${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** Logs in with a password on the login page; the account has no phone, so "not now" skips the binding. */
async function logIn(page: Page, username: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('bind-skip').click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
});

test('tab mode: the opener receives the success message and the login tab closes', async ({ page }) => {
  const username = unique();
  addUserWithoutPhone(username, PASSWORD);
  await page.goto('/home');
  await page.evaluate(() => {
    const w = window as unknown as { loginMessages: unknown[] };
    w.loginMessages = [];
    window.addEventListener('message', (event) => w.loginMessages.push(event.data));
  });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => void window.open('/login?type=tab', '_blank')),
  ]);
  await expect(tab.getByTestId('login-page')).toBeVisible();
  const closed = tab.waitForEvent('close');
  await logIn(tab, username);
  await closed;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { loginMessages: unknown[] }).loginMessages))
    .toEqual([{ source: 'topoforge', type: 'login', status: 'success' }]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', storageState: languageState('zh') });

  test('tab mode without an opener says the original page was closed (002 §8)', async ({ page }) => {
    const username = unique();
    addUserWithoutPhone(username, PASSWORD);
    await page.addInitScript(() => localStorage.setItem('hzw_language', 'zh'));
    await page.goto('/login?type=tab');
    await logIn(page, username);
    await expect(page.getByText('原网页已被关闭,请从原网页重新发起登录请求')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?type=tab$/);
  });
});

test('a bindCode login shows the binding status screen, counts down 4 s and goes on', async ({ page }) => {
  const username = unique();
  addUserWithoutPhone(username, PASSWORD);
  // Steps 2 and 3 in the spec's order: the rewards request, then the binding.
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/campaign/newUser/getRewards') || path.endsWith('/oauth/check_user/bind'))
      asked.push(path);
  });
  await page.goto('/login?bindCode=from-wechat&redirectTo=%2Fhome');
  await expect(page.getByTestId('wechat-bind-pending')).toBeVisible();
  // An unbound WeChat user logs in by account: no WeChat tab to go round in a circle.
  await expect(page.getByRole('tab', { name: 'WeChat QR code' })).toHaveCount(0);
  await logIn(page, username);
  await expect(page.getByTestId('bind-status-failed')).toBeVisible();
  expect(asked).toEqual([
    '/cgi/user-center-service/campaign/newUser/getRewards',
    '/cgi/auth-service/oauth/check_user/bind',
  ]);
  await expect(page.getByTestId('bind-status-title')).toHaveText('WeChat binding failed');
  await expect(page.getByTestId('bind-status-message')).toHaveText(
    'WeChat login is not configured on this server',
  );
  await expect(page.getByTestId('bind-status-countdown')).toHaveText('Returning in 4 s…');
  await expect(page.getByTestId('bind-status-countdown')).toHaveText('Returning in 3 s…');
  await page.screenshot({ path: '/tmp/shots/wechat-bind-failed.png' });
  await expect(page).toHaveURL(/\/home$/, { timeout: 6000 });
});

test('a WeChat return whose state this tab did not leave with is refused before the server is asked', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/oauth/callback/wechat')) asked.push(r.url());
  });
  await page.goto('/login?loginType=wechat&code=pushed-code&state=pushed-state&redirectTo=%2Fhome');
  await expect(
    page.getByText('This WeChat login was not started on this page; scan the QR code again.'),
  ).toBeVisible();
  // The tabs come back, without WeChat's parameters but with the page's own query.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome$/);
  await expect(page.getByTestId('password-form')).toBeVisible();
  expect(asked).toEqual([]);
});
