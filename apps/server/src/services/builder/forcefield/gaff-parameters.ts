import { readFile } from 'node:fs/promises';
import type { ForceFieldParameters } from '@topoforge/chem';
import { parseAmberDat } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';

const cache = new Map<string, Promise<ForceFieldParameters>>();

/**
 * GAFF's parameters from config.gaffDat, read and parsed once per server (per path); a failed read is
 * not cached, so a file installed later is picked up by the next request.
 */
export function gaffParameters(path: string): Promise<ForceFieldParameters> {
  let loaded = cache.get(path);
  if (!loaded) {
    loaded = readFile(path, 'utf8').then(
      (text) => parseAmberDat(text, { source: path }).parameters,
      () => {
        cache.delete(path);
        throw new HttpError(503, 'parameters-unavailable/gaff');
      },
    );
    cache.set(path, loaded);
  }
  return loaded;
}
