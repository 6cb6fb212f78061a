import { readFileSync } from 'node:fs';

/** The version in apps/cli/package.json (dist/ sits beside it, so '../package.json' from here). */
export function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
