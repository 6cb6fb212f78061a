#!/usr/bin/env node
// The compiled CLI lives in dist/ (`npx tsc -b apps/cli`); this shim is what npm links as `topoforge`.
import('../dist/main.js').catch((e) => {
  console.error(
    `topoforge: cannot start (${e?.message?.split('\n')[0] ?? e}); build it with 'npx tsc -b apps/cli'.`,
  );
  process.exitCode = 3;
});
