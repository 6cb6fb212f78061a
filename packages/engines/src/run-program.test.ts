import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { programFailure } from './testing/program-failure.js';
import { runProgram } from './run-program.js';

const options = { cwd: tmpdir(), timeoutMs: 5_000, maxOutputBytes: 64 * 1024 };

describe('runProgram', () => {
  it('passes arguments as an array, untouched by any shell', async () => {
    const { stdout } = await runProgram('printf', ['%s|', 'a b', '$HOME', ';echo'], options);
    expect(stdout).toBe('a b|$HOME|;echo|');
  });

  it('reports a missing program as kind not-found', async () => {
    const error = await programFailure(runProgram('topoforge-no-such-program', [], options));
    expect(error.kind).toBe('not-found');
    expect(error.program).toBe('topoforge-no-such-program');
  });

  it('kills a hanging program after the time-out', async () => {
    const started = Date.now();
    const error = await programFailure(runProgram('sleep', ['10'], { ...options, timeoutMs: 200 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('kills the whole process group, not just the direct child', async () => {
    // If only `sh` died, the background sleep would hold stdout open and `close` would wait 10 s.
    const started = Date.now();
    const error = await programFailure(
      runProgram('sh', ['-c', 'sleep 10 & wait'], { ...options, timeoutMs: 200 }),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('kills the program and its children at once when the signal aborts (kind cancelled)', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = programFailure(
      runProgram('sh', ['-c', 'sleep 30 & wait'], {
        ...options,
        timeoutMs: 60_000,
        signal: controller.signal,
      }),
    );
    setTimeout(() => controller.abort(), 100);
    const error = await pending;
    expect(error.kind).toBe('cancelled');
    // 100 ms until the abort; the kill itself takes a few ms (the sleep child would hold stdout for 30 s).
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('does not start a program when the signal has already aborted', async () => {
    const error = await programFailure(runProgram('true', [], { ...options, signal: AbortSignal.abort() }));
    expect(error.kind).toBe('cancelled');
    expect(error.message).toMatch(/before it started/);
  });

  it('stops a program that prints more than the cap', async () => {
    const error = await programFailure(runProgram('yes', [], { ...options, maxOutputBytes: 10_000 }));
    expect(error.kind).toBe('output-limit');
  });

  it('turns a non-zero exit into kind exit-code, keeping the end of the output', async () => {
    const error = await programFailure(runProgram('sh', ['-c', 'echo broken input >&2; exit 3'], options));
    expect(error.kind).toBe('exit-code');
    expect(error.message).toContain('exited with code 3');
    expect(error.outputTail).toContain('broken input');
  });

  it('runs in the directory it is given', async () => {
    const { stdout } = await runProgram('pwd', [], { ...options, cwd: '/' });
    expect(stdout.trim()).toBe('/');
  });

  it('writes the given input to stdin, and closes stdin when none is given', async () => {
    expect((await runProgram('cat', [], { ...options, input: 'one\ntwo\n' })).stdout).toBe('one\ntwo\n');
    expect((await runProgram('cat', [], options)).stdout).toBe('');
  });

  it('runs every program single-threaded (OpenMP, BLAS) unless the caller sets the thread count', async () => {
    const threads = ['OMP_NUM_THREADS', 'OPENBLAS_NUM_THREADS', 'MKL_NUM_THREADS'];
    const seen = async (env?: NodeJS.ProcessEnv) =>
      (await runProgram('printenv', threads, { ...options, ...(env ? { env } : {}) })).stdout.split('\n');
    const inherited = { ...process.env };
    for (const name of threads) delete inherited[name];
    expect((await seen(inherited)).slice(0, 3)).toEqual(['1', '1', '1']);
    expect((await seen({ ...inherited, OMP_NUM_THREADS: '4' })).slice(0, 3)).toEqual(['4', '1', '1']);
  });
});
