import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { noticeListRoute } from '@topoforge/contract';
import { languageState } from './support/language';

/**
 * The public site on a phone (issue 22 item 1; 002 §1, §2.2): at 375 px the header's menus sit behind a menu
 * button whose drawer reaches every entry, and no page of the public site scrolls sideways (header, notice
 * banner, content, footer). Screenshots at 375 and 1280 px in both languages go to /tmp/shots-L/.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

const TEXTS = {
  en: { products: 'Products & services', university: 'University & training', help: 'Help & notices' },
  zh: { products: '产品服务', university: '大学与培训', help: '帮助与公告' },
} as const;

/** A notice whose title is longer than a phone's width, so the banner has to shorten it. */
const LONG_NOTICE = {
  id: 1,
  title: 'Scheduled maintenance of the computing partitions on Sunday from 02:00 to 06:00, jobs will wait',
  text: 'Jobs submitted during the maintenance wait in the queue.',
  link: '/news-realinfo/center',
  published: true,
  sortOrder: 0,
  updatedAt: '2026-11-27T00:00:00.000Z',
};

/** The banner's notices come from this answer, the rest of the site from the real server. */
async function answerNotices(page: Page): Promise<void> {
  await page.route(`**${noticeListRoute.path}*`, (route) =>
    route.fulfill({ json: { status: 200, data: [LONG_NOTICE] } }),
  );
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('/tmp/shots-L', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-L/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** The widest the document is, against the viewport: more means the page scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

for (const lang of ['en', 'zh'] as const) {
  const text = TEXTS[lang];

  test.describe(`public site on a phone (${lang})`, () => {
    test.use({ viewport: PHONE, storageState: languageState(lang) });

    test('the menu button opens a drawer whose links all lead somewhere; nothing scrolls sideways', async ({
      page,
    }) => {
      await answerNotices(page);
      await page.goto('/home');
      await expect(page.locator('header')).toHaveAttribute('data-layout', 'narrow');
      await expect(page.getByTestId('notice-current')).toHaveText(LONG_NOTICE.title);
      await expect(page.getByTestId('site-footer')).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, `phone-home-${lang}`);

      await page.getByTestId('menu-open').click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await drawer.getByText(text.products, { exact: true }).click();
      await expect(drawer.getByRole('link').filter({ hasText: /./ }).first()).toBeVisible();
      await drawer.getByText(text.university, { exact: true }).click();
      await drawer.getByText(text.help, { exact: true }).click();
      await expect(drawer.getByTestId('header-login')).toBeVisible();
      await expect(drawer.getByTestId('header-register')).toBeVisible();
      const box = await drawer.boundingBox();
      expect((box?.x ?? -1) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, `phone-drawer-${lang}`);

      // Every link of the drawer names a page of the site (or the API reference), none is empty.
      const targets = await drawer
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(targets.length).toBeGreaterThanOrEqual(10);
      for (const href of targets) expect(href).toMatch(/^\/[a-z]/);
      expect(targets).toEqual(expect.arrayContaining(['/hzw-university/software-training', '/consultation']));

      // Choosing a page goes there and closes the drawer.
      await drawer.locator('a[href="/hzw-university/software-training"]').click();
      await expect(page).toHaveURL(/\/hzw-university\/software-training$/);
      await expect(drawer).toBeHidden();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

      for (const path of ['/news-realinfo/center', '/consultation', '/login']) {
        await page.goto(path);
        await expect(page.getByTestId('site-footer')).toBeVisible();
        expect(await scrollWidth(page), path).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });

  test.describe(`public site on a desktop (${lang})`, () => {
    test.use({ viewport: DESKTOP, storageState: languageState(lang) });

    test('the wide header shows the top menu itself, without a menu button', async ({ page }) => {
      await answerNotices(page);
      await page.goto('/home');
      await expect(page.locator('header')).toHaveAttribute('data-layout', 'wide');
      await expect(page.getByTestId('menu-products')).toBeVisible();
      await expect(page.getByTestId('menu-open')).toHaveCount(0);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
      await shot(page, `desktop-home-${lang}`);
      // A tablet or small laptop gets the drawer too: the full row would not fit.
      await page.setViewportSize(TABLET);
      await expect(page.locator('header')).toHaveAttribute('data-layout', 'narrow');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(TABLET.width);
    });
  });
}
