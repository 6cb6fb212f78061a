import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectPrograms } from './external-programs.js';

let dir: string;

/** A stand-in executable that prints `text`, so the test does not depend on what is installed. */
async function fakeProgram(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `#!/bin/sh\ncat <<'END'\n${text}\nEND\n`);
  await chmod(path, 0o755);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'topoforge-fake-programs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('detectPrograms', () => {
  it('reads each version line the way the real programs print it', async () => {
    // Banner lines copied from the Debian 12 builds: obabel -V, xtb --version, mopac -V.
    const commands = {
      obabel: await fakeProgram('obabel', 'Open Babel 3.1.1 -- Jan  4 2023 -- 09:58:24'),
      xtb: await fakeProgram(
        'xtb',
        "   * xtb version 6.5.1 (unknown) compiled by 'builduser@buildhost' on 2022-12-09",
      ),
      mopac: await fakeProgram('mopac', 'MOPAC version 22.0.6 commit unknown'),
    };
    const warnings: string[] = [];
    const report = await detectPrograms(commands, (m) => warnings.push(m));
    expect(report).toEqual({
      obabel: { found: true, version: '3.1.1' },
      xtb: { found: true, version: '6.5.1' },
      mopac: { found: true, version: '22.0.6' },
    });
    expect(warnings).toEqual([]);
  });

  it('reports absent programs as not found and unreadable versions as unknown, with a warning', async () => {
    const commands = {
      obabel: join(dir, 'absent-obabel'),
      xtb: await fakeProgram('odd-xtb', 'something else entirely'),
      mopac: 'topoforge-no-such-program',
    };
    const warnings: string[] = [];
    const report = await detectPrograms(commands, (m) => warnings.push(m));
    expect(report).toEqual({
      obabel: { found: false, version: null },
      xtb: { found: true, version: null },
      mopac: { found: false, version: null },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('odd-xtb');
  });
});
