import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Bytes of the regular files below `directory` (their apparent size, what the user sees listed). Links
 * are not followed, so a link a job leaves cannot count another space's files. Files that vanish while
 * the walk runs (a job cleaning up) are skipped.
 */
export async function measureUsage(directory: string): Promise<number> {
  let total = 0;
  const pending = [directory];
  while (pending.length > 0) {
    const folder = pending.pop() as string;
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(folder, name);
      const info = await lstat(path).catch(() => null);
      if (!info) continue;
      if (info.isDirectory()) pending.push(path);
      else if (info.isFile()) total += info.size;
    }
  }
  return total;
}
