import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_PACKAGE_DIR } from './config.js';

export const PRODUCT_NAME = 'TopoForge';

/** The server's release, from its package.json (read once: it ships next to dist/). */
export function readServerVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(SERVER_PACKAGE_DIR, 'package.json'), 'utf8'));
  const version = (manifest as { version?: unknown }).version;
  if (typeof version !== 'string' || version === '') {
    throw new Error('apps/server/package.json has no version');
  }
  return version;
}
