import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { languageState } from './support/language';
import { storeLogin } from './support/platform-users';

/**
 * The consultation form (002 §2.6, §4, §5, §8) and the administrators' list, against the built server.
 * Accounts come from the operator's CLI in the server's DATA_DIR (playwright.config.ts); a login is
 * the password call's token and user stored where the app reads them.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = join(tmpdir(), `topoforge-e2e-${port}`);
const PASSWORD = 'Consult_2026x';
const ADD = '/cgi/user-center-service/salesTrack/addSalesTrack';
const EDIT = '/cgi/user-center-service/salesTrack/editSalesTrack';

/** The database outlives a run and the server allows 10 requests an hour per address: start each test clean. */
function forgetRequestLimit(): void {
  const db = new Database(join(dataDir, 'topoforge.db'));
  try {
    db.prepare("DELETE FROM rate_limits WHERE bucket LIKE 'consultation:%'").run();
  } finally {
    db.close();
  }
}

function addUser(username: string, admin = false): void {
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'apps/cli/bin/topoforge.js'),
      'user',
      'add',
      username,
      '--password-stdin',
      ...(admin ? ['--admin'] : []),
    ],
    {
      input: `${PASSWORD}\n`,
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
}

const logIn = (page: Page, username: string) => storeLogin(page, username, PASSWORD);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/consult-${name}.png`, fullPage: true, animations: 'disabled' });
}

async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** Everything but the address, the consent and the remarks, in Chinese labels (the zh interface). */
async function fillPerson(page: Page, name: string, phone: string): Promise<void> {
  await page.getByTestId('consult-name').fill(name);
  await page.getByTestId('consult-phone').fill(phone);
  await page.getByTestId('consult-email').fill('zhang@example.edu.cn');
  await page.getByTestId('consult-organ').fill('示例大学');
  await page.getByTestId('consult-department').fill('化学系');
}

async function pickRegion(page: Page, path: readonly string[]): Promise<void> {
  await page.getByTestId('consult-region').click();
  // Column by column: a municipality's city has the province's name (北京市 / 北京市 / 海淀区).
  for (const [level, name] of path.entries()) {
    await page
      .locator('.ant-cascader-dropdown:visible .ant-cascader-menu')
      .nth(level)
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  }
}

/** Records every submission call the page makes (none may leave while a rule refuses the form). */
function submissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => (r.url().includes(ADD) || r.url().includes(EDIT)) && sent.push(r));
  return sent;
}

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

test.describe('zh', () => {
  test.use({ locale: 'zh-CN', storageState: languageState('zh') });
  test.beforeEach(forgetRequestLimit);

  test('an anonymous request with the region cascader opens the confirmation dialog', async ({ page }) => {
    await page.goto('/consultation');
    await fillPerson(page, '张三', '13812345678');
    await pickRegion(page, ['广东省', '深圳市', '南山区']);
    await choose(page, 'consult-profession', '高校');
    await choose(page, 'consult-job-title', '教授');
    await page.getByTestId('consult-focus').click();
    for (const need of ['软件', '计算服务']) {
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: need })
        .click();
      await expect(page.getByTestId('consult-focus')).toContainText(need);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('consult-remarks').fill('想试用分子动力学软件');
    await page.getByTestId('consult-consent').check();
    await shot(page, 'form-zh');
    const sent = page.waitForRequest((r) => r.url().includes(ADD));
    await page.getByTestId('consult-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({
      gender: '0',
      country: '中国',
      address: '广东省/深圳市/南山区',
      focusContent: '软件,计算服务',
      intention: 10000,
    });
    await expect(page.getByTestId('consult-done')).toContainText('免费算力');
    await expect(page.getByTestId('consultation-form')).toHaveCount(0);
    await shot(page, 'done-zh');
    await page.getByTestId('consult-done-register').click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an unticked consent box refuses with the spec message and sends nothing', async ({ page }) => {
    const sent = submissions(page);
    await page.goto('/consultation?intentionId=50000');
    await fillPerson(page, '张三', '13812345678');
    await page.getByTestId('consult-submit').click();
    await expect(page.getByText('请先同意服务条款和隐私政策')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('a bad phone shows 请输入正确的手机号 before any call; the footer form needs remarks', async ({
    page,
  }) => {
    const sent = submissions(page);
    await page.goto('/consultation');
    await fillPerson(page, '张三', '12345678901');
    await page.getByTestId('consult-consent').check();
    await page.getByTestId('consult-submit').click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请输入您所关注的其他服务需求', { exact: true })).toBeVisible();
    await expect(page.getByText('请选择地区')).toBeVisible();
    await expect(page.getByText('请选择行业')).toBeVisible();
    expect(sent).toHaveLength(0);
    await shot(page, 'rules-zh');
  });

  test('a refusal by the server shows its message as an error toast and keeps the form open', async ({
    page,
  }) => {
    // The server allows 10 requests an hour from one address (its limit, 429): use them up first.
    let refusal = '';
    for (let i = 0; i < 11 && refusal === ''; i += 1) {
      const answer = await leaveRequest(page.request, `限额${i}`);
      if (answer.status === 429) refusal = answer.error;
    }
    expect(refusal).not.toBe('');
    await page.goto('/consultation?intentionId=50000');
    await fillPerson(page, '张三', '13812345678');
    await pickRegion(page, ['北京市', '北京市', '海淀区']);
    await choose(page, 'consult-profession', '企业');
    await choose(page, 'consult-job-title', '工程师');
    await page.getByTestId('consult-consent').check();
    const answered = page.waitForResponse((r) => r.url().includes(ADD));
    await page.getByTestId('consult-submit').click();
    const answer = await answered;
    expect(answer.status()).toBe(429);
    const shown = ((await answer.json()) as { error: string }).error;
    await expect(page.locator('.ant-message-notice').filter({ hasText: shown })).toBeVisible();
    await shot(page, 'refused-zh');
    await expect(page.getByTestId('consultation-form')).toBeVisible();
    await expect(page.getByTestId('consult-done')).toHaveCount(0);
  });

  test('a logged-in user sees the earlier request and edits it', async ({ page }) => {
    const username = uniqueName('consult');
    addUser(username);
    const token = await logIn(page, username);
    const earlier = await page.request.post(ADD, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        customerName: '王五',
        gender: '1',
        phoneNo: '13612345678',
        email: 'wang@example.org',
        country: '中国',
        address: '浙江省/杭州市/西湖区',
        organ: '旧单位',
        department: '物理部',
        profession: '企业',
        jobTitle: '技术员',
        focusContent: '开放课题,测试分析',
      },
    });
    expect(earlier.status()).toBe(200);
    const id = ((await earlier.json()) as { data: { id: number } }).data.id;

    await page.goto('/consultation?intentionId=20000');
    await expect(page.getByTestId('consult-name')).toHaveValue('王五');
    await expect(page.getByTestId('consult-organ')).toHaveValue('旧单位');
    await expect(page.getByTestId('consult-region')).toContainText('西湖区');
    await expect(page.getByTestId('consult-focus')).toContainText('测试分析');
    await page.getByTestId('consult-organ').fill('新单位');
    await page.getByTestId('consult-consent').check();
    const sent = page.waitForRequest((r) => r.url().includes(EDIT));
    await page.getByTestId('consult-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({ id, organ: '新单位', gender: '1', intention: 20000 });
    await expect(page.getByTestId('consult-done')).toBeVisible();
    const stored = await page.request.get('/cgi/user-center-service/salesTrack/getSalesTrack', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { data: { organ: string; id: number } }).data).toMatchObject({
      id,
      organ: '新单位',
    });
  });

  test('an administrator lists and searches the requests', async ({ page }) => {
    const name = uniqueName('查询');
    expect((await leaveRequest(page.request, name)).status).toBe(200);
    const admin = uniqueName('admin');
    addUser(admin, true);
    await logIn(page, admin);
    await page.goto('/personal-space/admin/consultations');
    await expect(page.getByTestId('admin-consultations').locator('tr.ant-table-row').first()).toBeVisible();
    await page.getByTestId('admin-consultations-search').locator('input').fill(name);
    await page.getByTestId('admin-consultations-search').locator('input').press('Enter');
    const rows = page.getByTestId('admin-consultations').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText('未登录');
    await shot(page, 'admin-zh');
  });

  test('a user who is not an administrator is told the list is for administrators', async ({ page }) => {
    const username = uniqueName('plain');
    addUser(username);
    await logIn(page, username);
    await page.goto('/personal-space/admin/consultations');
    await expect(page.getByText('只有管理员可以查看咨询记录。')).toBeVisible();
  });
});

async function leaveRequest(
  request: APIRequestContext,
  customerName: string,
): Promise<{ status: number; error: string }> {
  const answer = await request.post(ADD, {
    data: {
      customerName,
      phoneNo: '13712345678',
      email: 'admin-list@example.com',
      country: '中国',
      address: '北京市/北京市/海淀区',
      organ: '列表单位',
      department: '物理系',
      profession: '企业',
      jobTitle: '其他',
    },
  });
  const body = (await answer.json()) as { error?: string };
  return { status: answer.status(), error: body.error ?? '' };
}

test.describe('en', () => {
  test.beforeEach(forgetRequestLimit);

  test('another country resets the address to text; the request is sent and confirmed', async ({ page }) => {
    await page.goto('/consultation');
    await pickRegion(page, ['北京市', '北京市', '海淀区']);
    await page.getByTestId('consult-country').click();
    await page.keyboard.type('Japan');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Japan$/ })
      .click();
    await expect(page.getByTestId('consult-region')).toHaveCount(0);
    await expect(page.getByTestId('consult-address')).toHaveValue('');
    await page.getByTestId('consult-name').fill('Hanako Sato');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByTestId('consult-phone').fill('13812345678');
    await page.getByTestId('consult-email').fill('hanako@example.jp');
    await page.getByTestId('consult-address').fill('Tokyo, Bunkyo');
    await page.getByTestId('consult-organ').fill('Example University');
    await page.getByTestId('consult-department').fill('Chemistry');
    await choose(page, 'consult-profession', 'University');
    await choose(page, 'consult-job-title', 'Lecturer');
    await page.getByTestId('consult-remarks').fill('Interested in cloud compute for MD runs');
    await page.getByTestId('consult-consent').check();
    await shot(page, 'form-en');
    const sent = page.waitForRequest((r) => r.url().includes(ADD));
    await page.getByTestId('consult-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({
      country: '日本',
      address: 'Tokyo, Bunkyo',
      gender: '1',
    });
    await expect(page.getByTestId('consult-done')).toContainText('Software trials');
    await shot(page, 'done-en');
    await page.getByTestId('consult-done-home').click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
