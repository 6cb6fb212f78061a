import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_ORIGIN, E2E_PORT, languageState } from './e2e/support/language';

const port = E2E_PORT;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The server under test keeps its database and library out of the checkout (one folder per port). */
const dataDir = join(tmpdir(), `topoforge-e2e-${port}`);

/**
 * Browser tests of the built app against the real built server (run `npm run build` first; `npm test`
 * does). Debian's Chromium, headless, without network side-trips.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: true,
  // Generous for a busy 2-core CI machine: the wizard runs real programs (Open Babel, xtb) and loads the
  // 8 MB sketcher; passing tests take a few seconds each.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_ORIGIN,
    locale: 'en-US',
    // The app opens in Chinese for a first visit (issue 22); tests start with English remembered unless
    // they ask for Chinese with `test.use({ locale, storageState: languageState(locale) })`.
    storageState: languageState('en'),
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // WebGL for the 3D viewer: headless Chromium has no GPU, so ANGLE renders in software.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // Code mails go to the SMTP server the e-mail registration test runs itself (e2e/support/test-smtp.ts).
      SMTP_URL: `smtp://127.0.0.1:${port + 3}`,
      MAIL_FROM: 'TopoForge <noreply@topoforge.test>',
    },
    url: `http://127.0.0.1:${port}/cgi/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
