import { expect, test } from '@playwright/test';
import { freshPhone, PASSWORD, sendAndReadCode } from './support/accounts';
import type { TestSmtp } from './support/test-smtp';
import { startTestSmtp } from './support/test-smtp';

/**
 * Issue 22 item 7: register by university e-mail with the code read from a real SMTP server (the server
 * under test mails through SMTP_URL to the one this test runs) → log in with the e-mail → the account has
 * no phone, so the 740 px dialog binds one by SMS → log in again → log out from the header.
 */
let smtp: TestSmtp;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await smtp.close();
});

test.use({ locale: 'en-US' });

test('register by e-mail code → login → bind a phone → log out', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A fresh address each run: the test database outlives a run.
  const email = `e2e.${Date.now()}@pku.edu.cn`;
  await page.goto('/register');
  await page.getByTestId('register-account').fill(email);
  await page.getByTestId('register-send-code').click();
  const code = await smtp.codeTo(email);
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-real-name').fill('Mail User');
  const organisation = page.locator('.ant-form-item', { hasText: 'Organisation' });
  await organisation.locator('input').fill('北京大学');
  await page.locator('.ant-select-item-option', { hasText: /^北京大学$/ }).click();
  await page.getByTestId('register-department').fill('College of Chemistry');
  await page.locator('.ant-form-item', { hasText: 'Job title' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: 'Student' }).click();
  await page.getByTestId('register-research').fill('Coarse-grained models of polymers');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Registered; please log in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // An e-mail account has no phone: the password login opens the bind dialog (002 §4).
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  const dialog = page.locator('.bind-phone-modal .ant-modal');
  await expect(dialog).toBeVisible();
  const phone = freshPhone();
  await page.getByTestId('bind-phone').fill(phone);
  const smsCode = await sendAndReadCode(page, 'bind-send-code', phone);
  await page.getByTestId('bind-code').fill(smsCode);
  await page.getByTestId('bind-submit').click();
  await expect(dialog).toBeHidden();

  // Logged in again with the e-mail, the header offers the console and the log-out button.
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/personal-space/);
  await expect(page.locator('.bind-phone-modal .ant-modal')).toHaveCount(0);
  await page.getByTestId('header-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
