import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, request, test } from '@playwright/test';
import { argonZip } from '../../server/test/support/argon-zip';
import type { SlurmCluster } from '../../server/test/support/slurm-cluster';
import { slurmMissing, startSlurmCluster } from '../../server/test/support/slurm-cluster';
import { E2E_PORT } from './support/language';

/**
 * Issue 23's browser test of the job centre: a user uploads a GROMACS topology zip, submits it and watches
 * the job finish on a real Slurm cluster (the server tests' throw-away one-node cluster), then opens its
 * output files. This spec runs its own server (port E2E_PORT + 5) with SLURM_CONF, because the shared
 * test server has no cluster; as root, like the server's job tests.
 */
const PORT = E2E_PORT + 5;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SECRET = 'Job_centre2026';
const SHOTS = '/tmp/shots-J2';

let cluster: SlurmCluster | undefined;
let server: ChildProcess | undefined;
let dataDir = '';

function cli(dir: string, args: string[]): void {
  execFileSync(process.execPath, [join(repoRoot, 'apps/cli/bin/topoforge.js'), ...args], {
    input: `${SECRET}\n`,
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dir },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
}

async function login(api: APIRequestContext, username: string) {
  const answer = await api.post('/cgi/auth-service/login', { data: { username, password: SECRET, type: 0 } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { access_token: string; user: { id: number } } }).data;
}

async function startServer(conf: string): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'topoforge-e2e-jobs-'));
  await chmod(dataDir, 0o755); // job accounts pass through it to their own spaces
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SLURM_CONF: conf,
      HPC_POLL_MS: '300',
    },
    stdio: 'inherit',
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/cgi/health`).catch(() => undefined))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
}

test.describe('job centre on Slurm', () => {
  test.skip(slurmMissing() !== null, slurmMissing() ?? '');
  test.use({
    baseURL: ORIGIN,
    storageState: {
      cookies: [],
      origins: [{ origin: ORIGIN, localStorage: [{ name: 'hzw_language', value: 'en' }] }],
    },
  });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startSlurmCluster();
    await startServer(cluster.conf);
  });
  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await cluster?.stop();
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  test('a GROMACS zip uploaded, submitted, watched to Completed, its outputs listed', async ({ page }) => {
    test.setTimeout(240_000);
    const api = await request.newContext({ baseURL: ORIGIN });
    const stamp = Date.now().toString(36);
    cli(dataDir, ['user', 'add', `jobadmin${stamp}`, '--password-stdin', '--admin']);
    cli(dataDir, ['user', 'add', `jobuser${stamp}`, '--password-stdin']);
    const admin = await login(api, `jobadmin${stamp}`);
    const user = await login(api, `jobuser${stamp}`);
    const recharge = await api.post('/cgi/hpc-agent-service/admin/credit/recharge', {
      headers: { authorization: `Bearer ${admin.access_token}` },
      data: { userId: user.user.id, coreHours: 10, note: 'browser test' },
    });
    expect(recharge.status()).toBe(200);
    await signIn(page, user.access_token, user.user);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/personal-space/compute-enter/submit-job');
    await expect(page.getByTestId('credit-balance')).toContainText('10 core-hours available');
    await page.locator('input[type=file]').setInputFiles({
      name: 'argon.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(argonZip()),
    });
    await expect(page.getByTestId('submit-input')).toHaveValue('/argon.zip');
    await page.getByLabel('Job name').fill('argon run');
    await page.getByLabel('Project').fill('browser test');
    await choose(page, 'submit-applicationId', /GROMACS/);
    await choose(page, 'submit-partition', /debug/);
    await page.getByLabel('Time limit (minutes)').fill('5');
    await expect(page.getByTestId('hold-estimate')).toContainText('0.08'); // 1 core × 5 min × 1
    await page.screenshot({ path: `${SHOTS}/submit-job-en.png`, fullPage: true });
    await page.getByTestId('submit-job-button').click();
    await expect(page.getByText('The task has been successfully submitted')).toBeVisible();
    await expect(page).toHaveURL(/\/personal-space\/compute-enter\/my-homework$/);

    const row = page.locator('tr', { hasText: 'argon run' });
    await expect(row).toBeVisible();
    // The list refreshes itself while the job is pending or running; no reload here.
    const status = row.locator('[data-testid^="job-status-"]');
    await expect(status).toHaveText(/Completed|Failed|Cancelled/, { timeout: 180_000 });
    await expect(status).toHaveText('Completed');
    await expect(row).toContainText('browser test');
    await page.screenshot({ path: `${SHOTS}/my-homework-en.png`, fullPage: true });
    await row.getByRole('button', { name: 'Detail' }).click();
    const files = page.getByTestId('job-files');
    await expect(files).toContainText('run.log');
    await expect(files).toContainText(/slurm-\d+\.out/);
    await expect(page.getByTestId('job-detail')).toContainText('COMPLETED');
    await page.screenshot({ path: `${SHOTS}/job-detail-en.png`, fullPage: true });
    await api.dispose();
  });
});

async function signIn(page: Page, token: string, user: unknown): Promise<void> {
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('access_token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

async function choose(page: Page, testId: string, option: RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}
