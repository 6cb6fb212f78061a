import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@topoforge/chem': src('./packages/chem/src/index.ts'),
      '@topoforge/contract': src('./packages/contract/src/index.ts'),
      '@topoforge/engines': src('./packages/engines/src/index.ts'),
      '@topoforge/server/admin': src('./apps/server/src/admin.ts'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/web/e2e/**'],
    testTimeout: 60_000,
    // One throw-away PostgreSQL cluster per run for the API tests on both databases (test/support/).
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    pool: 'forks',
  },
});
