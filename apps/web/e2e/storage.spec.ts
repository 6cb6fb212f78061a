import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addUserWithoutPhone, PASSWORD } from './support/accounts';
import { languageState } from './support/language';
import { storeLogin } from './support/platform-users';

/**
 * Cloud storage in the browser (issue 23 item 3) against the built server: a 20 MiB file goes up in three
 * 8 MiB shards with a progress bar, is listed with its §9 size, comes back byte-exact through the download
 * link, and is deleted after the confirmation; the Chinese page renders its texts.
 */
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const fresh = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(page: Page): Promise<void> {
  const username = fresh('store');
  addUserWithoutPhone(username, PASSWORD);
  await storeLogin(page, username, PASSWORD);
}

test.describe('cloud storage', () => {
  test('uploads a file by shards, lists it, downloads it byte-exact and deletes it', async ({ page }) => {
    await signIn(page);
    const bytes = randomBytes(20 * 1024 * 1024);
    const file = join(mkdtempSync(join(tmpdir(), 'storage-e2e-')), 'trajectory.xtc');
    writeFileSync(file, bytes);
    const parts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('uploadMultipartFileByPart'))
        parts.push(new URL(request.url()).searchParams.get('partNumber') ?? '');
    });

    await page.goto('/personal-space/cloud-space/single-personspace');
    await expect(page.getByRole('heading', { name: 'Personal space' })).toBeVisible();
    await expect(page.getByTestId('storage-usage')).toContainText('0B of 10.00G used');
    await page.getByTestId('storage-file-input').setInputFiles(file);
    await expect(page.getByTestId('storage-upload-progress')).toBeVisible();
    await expect(page.getByText('trajectory.xtc uploaded')).toBeVisible({ timeout: 60_000 });
    expect(parts.sort()).toEqual(['1', '2', '3']);
    const row = page.getByRole('row', { name: /trajectory\.xtc/ });
    // 20 MiB = 20 971 520 B → 20.00M (002 §9).
    await expect(row).toContainText('20.00M');
    await expect(page.getByTestId('storage-usage')).toContainText('20.00M of 10.00G used');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('trajectory.xtc');
    const saved = join(tmpdir(), fresh('storage-download-'));
    await download.saveAs(saved);
    expect(sha256(readFileSync(saved))).toBe(sha256(bytes));

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Delete trajectory.xtc? A folder is deleted with everything in it.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('trajectory.xtc deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: /trajectory\.xtc/ })).toHaveCount(0);
    await expect(page.getByText('This folder is empty')).toBeVisible();
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN', storageState: languageState('zh') });
    test('the personal space and the group space render their texts', async ({ page }) => {
      await signIn(page);
      await page.goto('/personal-space/cloud-space/single-personspace');
      await expect(page.getByRole('heading', { name: '个人空间' })).toBeVisible();
      await expect(page.getByRole('button', { name: '上传文件' })).toBeVisible();
      await expect(page.getByTestId('storage-usage')).toContainText('已用 0B / 10.00G');
      await page.goto('/personal-space/cloud-space/research-groupspace');
      await expect(page.getByRole('heading', { name: '课题组空间' })).toBeVisible();
      await expect(page.getByText('您还不是任何课题组的成员，暂无课题组空间。')).toBeVisible();
    });
  });
});
