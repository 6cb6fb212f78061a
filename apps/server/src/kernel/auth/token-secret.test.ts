import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTokenKey, TOKEN_SECRET_FILE } from './token-secret.js';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tf-secret-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the token key', () => {
  it('is TOKEN_SECRET when set, and then no file is written', async () => {
    const key = await loadTokenKey('s'.repeat(40), join(dir, 'data'));
    expect(Buffer.from(key).toString()).toBe('s'.repeat(40));
    await expect(stat(join(dir, 'data', TOKEN_SECRET_FILE))).rejects.toThrow();
  });

  it('is otherwise 48 random bytes kept in DATA_DIR/token-secret with mode 0600, the same on every start', async () => {
    const dataDir = join(dir, 'data');
    const [a, b] = await Promise.all([loadTokenKey(undefined, dataDir), loadTokenKey(undefined, dataDir)]);
    expect(a).toHaveLength(48);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    const file = join(dataDir, TOKEN_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url').equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(await loadTokenKey(undefined, dataDir)).equals(Buffer.from(a))).toBe(true);
  });

  it('refuses a file that holds no usable key', async () => {
    await writeFile(join(dir, TOKEN_SECRET_FILE), 'short\n');
    await expect(loadTokenKey(undefined, dir)).rejects.toThrow(/holds no key/);
  });
});
