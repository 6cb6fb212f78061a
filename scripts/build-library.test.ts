import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIAN_LIBRARY_SOURCE } from '../apps/server/src/services/builder/library/build-library.js';
import { openLibrary } from '../apps/server/src/services/builder/library/molecule-library.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** Runs `scripts/build-library.ts` the way scripts/start.sh and scripts/test.sh do; answers its stdout. */
async function buildScript(...args: string[]): Promise<string> {
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const { stdout } = await run(
    tsx,
    ['--tsconfig', 'tsconfig.tests.json', 'scripts/build-library.ts', ...args],
    {
      cwd: ROOT,
    },
  );
  return stdout;
}

/** Counted independently of the build: .cml files one level down, folders holding any. */
async function countSource(): Promise<{ folders: number; molecules: number }> {
  let folders = 0;
  let molecules = 0;
  for (const dirent of await readdir(DEBIAN_LIBRARY_SOURCE, { withFileTypes: true })) {
    if (!dirent.isDirectory()) continue;
    const n = (await readdir(join(DEBIAN_LIBRARY_SOURCE, dirent.name))).filter((f) =>
      f.endsWith('.cml'),
    ).length;
    if (n > 0) folders++;
    molecules += n;
  }
  return { folders, molecules };
}

let out: string;

beforeAll(async () => {
  out = join(await mkdtemp(join(tmpdir(), 'tf-library-debian-')), 'library');
});

afterAll(async () => {
  await rm(join(out, '..'), { recursive: true, force: true });
});

// The one test on the real Debian source; scripts/setup-system.sh installs it, so it fails when missing.
describe('scripts/build-library.ts on Debian chemical-structures (the real source)', () => {
  it('is installed', () => {
    expect(existsSync(DEBIAN_LIBRARY_SOURCE), `${DEBIAN_LIBRARY_SOURCE}: run scripts/setup-system.sh`).toBe(
      true,
    );
  });

  it('builds every molecule, 4 files each, then finds it up to date', async () => {
    // chemical-structures-data 2.2.dfsg.0: 568 .cml files in 33 folders (htdocs, images, jmol and styles hold none).
    const expected = await countSource();
    expect(expected).toEqual({ folders: 33, molecules: 568 });

    const first = await buildScript('--out', out);
    expect(first).toContain(`molecule library built: 568 molecules in 33 folders, ${4 * 568} files`);
    expect(first).not.toContain('failed:');
    const second = await buildScript('--out', out);
    expect(second).toContain('molecule library up to date: 568 molecules in 33 folders');

    const library = openLibrary(out);
    const folders = await library.list('');
    expect(folders).toHaveLength(33);
    expect(folders.every((e) => e.type === 'folder')).toBe(true);
    const alcohols = await library.list('alcohols');
    // 38 .cml in alcohols/ → 4 × 38 files.
    expect(alcohols).toHaveLength(4 * 38);
    expect(await library.read('alcohols', '2-aminoethanol.mol')).toMatch(/^2-Aminoethanol\n.*\n\n 11 10 /);
  }, 120_000);

  it('refuses an unknown option', async () => {
    await expect(buildScript('--bogus')).rejects.toThrow(/unknown option --bogus/);
  });
});
