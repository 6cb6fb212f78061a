import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Accounts for the browser tests: the server under test keeps DATA_DIR in tmpdir()/topoforge-e2e-<port>
 * (playwright.config.ts) and its SMS provider `log` appends each SMS to DATA_DIR/sms-outbox.jsonl; the
 * operator's CLI (`topoforge user add`) makes accounts without a phone.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const dataDir = join(tmpdir(), `topoforge-e2e-${port}`);
const outbox = join(dataDir, 'sms-outbox.jsonl');

/** A fresh mainland phone number (the database outlives a run, so every run needs new ones). */
export const freshPhone = (): string => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A password under the spec's rule (002 §5). */
export const PASSWORD = 'Topo_forge1';

function smsTo(phone: string): string[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { phone: string; text: string })
    .filter((sms) => sms.phone === phone)
    .map((sms) => sms.text);
}

/**
 * Clicks the send button and answers the 6-digit code of the SMS it caused (the outbox grows by one
 * message to that phone).
 */
export async function sendAndReadCode(page: Page, button: string, phone: string): Promise<string> {
  const before = smsTo(phone).length;
  await page.getByTestId(button).click();
  await expect.poll(() => smsTo(phone).length).toBe(before + 1);
  const code = /\b(\d{6})\b/.exec(smsTo(phone).at(-1) ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the SMS to ${phone}`);
  return code;
}

/** An account made by the operator's CLI: a username and password, no phone, no e-mail. */
export function addUserWithoutPhone(username: string, password: string): void {
  execFileSync(
    process.execPath,
    [join(repoRoot, 'apps/cli/bin/topoforge.js'), 'user', 'add', username, '--password-stdin'],
    {
      input: `${password}\n`,
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
}

/** Full-page screenshot for a person to look at (/tmp/shots/acc-<name>.png). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/acc-${name}.png`, fullPage: true, animations: 'disabled' });
}
