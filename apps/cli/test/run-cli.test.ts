import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/run-cli.js';

// A command that fails the way a bug would: with a plain TypeError carrying a multi-line message.
vi.mock('../src/commands/formats.js', () => ({
  FORMATS_USAGE: 'topoforge formats',
  formatsCommand: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'x')\n    at somewhere (file.js:1:1)");
  },
}));

describe('runCli', () => {
  it('reports an unexpected error in one line asking for a report, exit code 3, no stack', () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runCli(['formats'], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(code).toBe(3);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(
      /^topoforge: internal error \(TypeError: Cannot read properties .*\); please report/,
    );
    expect(err[0]).not.toContain('\n');
  });
});
