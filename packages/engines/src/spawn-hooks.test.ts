import { describe, expect, it } from 'vitest';
import type { SpawnedProgram } from './run-program.js';
import { runProgram, withSpawnHooks } from './run-program.js';
import { withTempDir } from './temp-dir.js';

const options = { timeoutMs: 5_000, maxOutputBytes: 64 * 1024 };

describe('spawn hooks', () => {
  it('tell the caller of every temp dir and program started inside, with its process group', async () => {
    const programs: SpawnedProgram[] = [];
    const dirs: string[] = [];
    const seen = await withSpawnHooks(
      { onSpawn: (p) => programs.push(p), onTempDir: (d) => dirs.push(d) },
      // Two calls deep, as an adapter under the charge runner: the hooks are not passed by hand.
      () =>
        withTempDir('hooks', async (cwd) => {
          const { stdout } = await runProgram('sh', ['-c', 'cat /proc/$$/stat; pwd'], { ...options, cwd });
          return { stdout, cwd };
        }),
    );
    expect(dirs).toEqual([seen.cwd]);
    expect(programs).toHaveLength(1);
    expect(programs[0]?.command).toBe('sh');
    // /proc/<pid>/stat: pid (comm) state ppid pgrp …: the shell leads its own group, the recorded one.
    const [pid, , , , pgrp] =
      seen.stdout
        .split('\n')[0]
        ?.replace(/\(.*\)/, 'comm')
        .split(' ') ?? [];
    expect(Number(pid)).toBe(programs[0]?.pgid);
    expect(Number(pgrp)).toBe(programs[0]?.pgid);
    expect(seen.stdout.split('\n')[1]).toBe(seen.cwd);
  });

  it('tell nobody outside withSpawnHooks, and a throwing hook does not fail the program', async () => {
    const { stdout } = await withSpawnHooks(
      {
        onSpawn: () => {
          throw new Error('recorder broken');
        },
      },
      () => runProgram('echo', ['ran'], { ...options, cwd: '/' }),
    );
    expect(stdout).toBe('ran\n');
    await expect(runProgram('true', [], { ...options, cwd: '/' })).resolves.toBeDefined();
  });
});
