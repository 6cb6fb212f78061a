import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const TOKEN_SECRET_FILE = 'token-secret';
const SECRET_BYTES = 48;

/**
 * The HMAC key of the access tokens: TOKEN_SECRET when set, otherwise a random 48-byte key kept in
 * DATA_DIR/token-secret (mode 0600), made on first start so tokens survive restarts. Several replicas
 * must share TOKEN_SECRET (or the file).
 */
export async function loadTokenKey(tokenSecret: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (tokenSecret !== undefined) return new TextEncoder().encode(tokenSecret);
  const file = join(dataDir, TOKEN_SECRET_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  // Written aside, then linked into place: link() fails when the file exists, so two servers starting on
  // one DATA_DIR end up with the same key and nobody reads a half-written file.
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(aside, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(aside, file);
  } catch (e) {
    if (!(e instanceof Error && 'code' in e && e.code === 'EEXIST')) throw e;
  } finally {
    await unlink(aside);
  }
  const key = await readKeyFile(file);
  if (!key) throw new Error(`${file} holds no key: delete it or set TOKEN_SECRET`);
  return key;
}

async function readKeyFile(file: string): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    throw e;
  }
  const key = Buffer.from(text.trim(), 'base64url');
  return key.length >= 32 ? new Uint8Array(key) : null;
}
