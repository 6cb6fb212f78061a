import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { UffParameters } from '@topoforge/chem';
import { parseUffPrm } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';

const cache = new Map<string, Promise<UffParameters>>();

/**
 * UFF's parameters: Open Babel's UFF.prm, which Debian's openbabel package installs beside gaff.dat
 * (config.gaffDat's folder), read and parsed once per server; a failed read is not cached.
 */
export function uffParameters(gaffDat: string): Promise<UffParameters> {
  const path = join(dirname(gaffDat), 'UFF.prm');
  let loaded = cache.get(path);
  if (!loaded) {
    loaded = readFile(path, 'utf8').then(
      (text) => parseUffPrm(text, path),
      () => {
        cache.delete(path);
        throw new HttpError(503, 'parameters-unavailable/uff', { path });
      },
    );
    cache.set(path, loaded);
  }
  return loaded;
}
