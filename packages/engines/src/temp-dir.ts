import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProgramError } from './program-error.js';
import { reportSpawn } from './run-program.js';

/**
 * Runs `work` in a fresh private directory under the system temp dir and always removes it afterwards.
 * The directory is reported to the current spawn hooks (withSpawnHooks), so a crash cannot leave it behind.
 */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await makeTempDir(prefix);
  reportSpawn({ tempDir: dir });
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A temp directory that cannot be made (TMPDIR gone or read-only after start-up) is a program that could
 * not be started — the answer is "unavailable", naming the directory — not a bug of ours.
 */
async function makeTempDir(prefix: string): Promise<string> {
  const base = tmpdir();
  try {
    return await mkdtemp(join(base, `topoforge-${prefix}-`));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    throw new ProgramError(
      'spawn-failed',
      prefix,
      `cannot create a working directory in ${base} (TMPDIR): ${code}`,
    );
  }
}
