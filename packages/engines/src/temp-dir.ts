import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportSpawn } from './run-program.js';

/**
 * Runs `work` in a fresh private directory under the system temp dir and always removes it afterwards.
 * The directory is reported to the current spawn hooks (withSpawnHooks), so a crash cannot leave it behind.
 */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `topoforge-${prefix}-`));
  reportSpawn({ tempDir: dir });
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
