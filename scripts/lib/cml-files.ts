import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .cml file under `dir`, recursively, in a stable (sorted) order. */
export function cmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return cmlFiles(path);
      return name.toLowerCase().endsWith('.cml') ? [path] : [];
    });
}
