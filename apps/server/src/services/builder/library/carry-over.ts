import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errnoOf } from './library-fs.js';

const sha256Of = async (path: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

/** Every folder that holds a built file, by path relative to the library root. */
function builtFolders(manifest: Readonly<Record<string, string>>): Set<string> {
  const folders = new Set<string>();
  for (const file of Object.keys(manifest)) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1))
      folders.add(file.slice(0, at));
  }
  return folders;
}

/**
 * Copies from the old library `from` into the new one `to` everything the previous build did not
 * write: files administrators added, files they replaced (content no longer the one in `manifest`),
 * and the folders they made. A built folder whose source is gone is not kept unless something added
 * lies in it; dot files (the stamp, temp files) and symlinks stay behind. An administrator's file wins
 * over a newly built one of the same name. Returns how many files and folders were carried over.
 */
export async function carryOver(
  from: string,
  to: string,
  manifest: Readonly<Record<string, string>>,
): Promise<number> {
  const built = builtFolders(manifest);
  let kept = 0;
  const walk = async (relative: string): Promise<void> => {
    let dirents;
    try {
      dirents = await readdir(join(from, relative), { withFileTypes: true });
    } catch (error) {
      if (errnoOf(error) === 'ENOENT') return;
      throw error;
    }
    for (const dirent of dirents) {
      if (dirent.name.startsWith('.')) continue;
      const path = relative === '' ? dirent.name : `${relative}/${dirent.name}`;
      if (dirent.isDirectory()) {
        if (!built.has(path) && (await mkdir(join(to, path), { recursive: true })) !== undefined) kept++;
        await walk(path);
      } else if (dirent.isFile()) {
        const hash = manifest[path];
        if (hash !== undefined && hash === (await sha256Of(join(from, path)))) continue;
        await mkdir(dirname(join(to, path)), { recursive: true });
        await copyFile(join(from, path), join(to, path));
        kept++;
      }
    }
  };
  await walk('');
  return kept;
}
