import type { TestSmtp } from '../../../server/test/support/test-smtp';
import { startTestSmtp as startSmtp } from '../../../server/test/support/test-smtp';

export type { TestSmtp } from '../../../server/test/support/test-smtp';

/**
 * The API tests' SMTP server (apps/server/test/support/test-smtp.ts), here on the port the server under
 * test sends to (playwright.config.ts sets its SMTP_URL to E2E_PORT + 3).
 */
export const SMTP_PORT = Number(process.env.E2E_PORT ?? 18080) + 3;

export async function startTestSmtp(): Promise<TestSmtp> {
  const smtp = await startSmtp({ port: SMTP_PORT });
  // A browser test's mail comes after a page's round trips on a busy machine: wait up to 15 s for it.
  return { ...smtp, codeTo: (address, waitMs = 15_000) => smtp.codeTo(address, waitMs) };
}
