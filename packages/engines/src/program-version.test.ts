import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { programFailure } from './testing/program-failure.js';
import { readProgramVersion } from './program-version.js';

const echoing = (text: string) => ({
  command: 'sh',
  args: ['-c', `echo "${text}"`],
  pattern: /Tool version (\S+)/,
});

describe('readProgramVersion', () => {
  it('returns the first capture group of the pattern', async () => {
    await expect(readProgramVersion(echoing('banner\n  * Tool version 1.2.3 (build)'))).resolves.toBe(
      '1.2.3',
    );
  });

  it('reads the version from stderr as well', async () => {
    const probe = {
      command: 'sh',
      args: ['-c', 'echo "Tool version 4.5" >&2'],
      pattern: /Tool version (\S+)/,
    };
    await expect(readProgramVersion(probe)).resolves.toBe('4.5');
  });

  it('gives a typed not-found error for a missing program', async () => {
    const probe = { command: 'topoforge-no-such-program', args: ['-V'], pattern: /(.+)/ };
    expect((await programFailure(readProgramVersion(probe))).kind).toBe('not-found');
  });

  it('times out on a program that hangs', async () => {
    const probe = { command: 'sleep', args: ['10'], pattern: /(.+)/ };
    expect((await programFailure(readProgramVersion(probe, { timeoutMs: 200 }))).kind).toBe('timeout');
  });

  it('says bad-output when no line matches', async () => {
    expect((await programFailure(readProgramVersion(echoing('no version here')))).kind).toBe('bad-output');
  });

  it('runs in a fresh directory and removes it afterwards', async () => {
    const probe = { command: 'sh', args: ['-c', 'touch litter; pwd'], pattern: /^(\/.+)$/m };
    const dir = await readProgramVersion(probe);
    expect(dir).toMatch(/topoforge-version-/);
    expect(existsSync(dir)).toBe(false);
  });
});
