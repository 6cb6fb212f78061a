import { expect, test } from '@playwright/test';

/**
 * Issue 22 item 1: a visitor with no stored choice gets the Chinese interface, whatever the browser's own
 * language (here en-US, the config's); English is the alternative, remembered under hzw_language.
 */

// A first visit: nothing stored (the config otherwise starts every test with English remembered).
test.use({ locale: 'en-US', storageState: { cookies: [], origins: [] } });

test('a first visit is in Chinese; English chosen in the header stays after reloads', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('服务器状态')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hzw_language'))).toBeNull();

  await page.getByText('English', { exact: true }).first().click();
  await expect(page.getByText('Server status')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('hzw_language'))).toBe('en');

  await page.reload();
  await expect(page.getByText('Server status')).toBeVisible();
  await page.goto('/news-realinfo/center');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('服务器状态')).toHaveCount(0);
});
