import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GromacsForceField } from '@topoforge/chem';
import { parseGromacsForceField } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';

const cache = new Map<string, Promise<GromacsForceField>>();

/**
 * A force-field folder of gromacs-data (oplsaa.ff, gromos54a7.ff) read and parsed once per server;
 * a failed read is not cached, so a package installed later is picked up by the next request.
 */
export function gromacsForceField(top: string, folder: string, label: string): Promise<GromacsForceField> {
  const dir = join(top, folder);
  let loaded = cache.get(dir);
  if (!loaded) {
    loaded = Promise.resolve()
      .then(() => parseGromacsForceField('forcefield.itp', (name) => readOrUndefined(join(dir, name)), dir))
      .catch(() => {
        cache.delete(dir);
        throw new HttpError(503, 'parameters-unavailable/gromacs', { label, dir });
      });
    cache.set(dir, loaded);
  }
  return loaded;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
