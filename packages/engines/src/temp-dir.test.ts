import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isProgramError } from './program-error.js';
import { withTempDir } from './temp-dir.js';

describe('withTempDir', () => {
  it('runs the work in a fresh directory and removes it afterwards', async () => {
    let seen = '';
    await withTempDir('test', async (dir) => {
      seen = dir;
      expect(existsSync(dir)).toBe(true);
    });
    expect(seen).toContain('topoforge-test-');
    expect(existsSync(seen)).toBe(false);
  });

  it('answers a temp directory that has gone as a program that could not start, naming it', async () => {
    const saved = process.env['TMPDIR'];
    process.env['TMPDIR'] = '/nonexistent/topoforge-tmp';
    try {
      const error: unknown = await withTempDir('xtb', async () => 'ran').catch((e: unknown) => e);
      expect(isProgramError(error)).toBe(true);
      expect(error).toMatchObject({ kind: 'spawn-failed', program: 'xtb' });
      expect((error as Error).message).toContain('/nonexistent/topoforge-tmp (TMPDIR): ENOENT');
    } finally {
      if (saved === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = saved;
    }
  });
});
