import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { ProgramError } from './program-error.js';

/** A program an adapter started: its process group id (the child leads its own group) and its command. */
export interface SpawnedProgram {
  readonly pgid: number;
  readonly command: string;
}

/**
 * Who wants to know what the adapters start (a job runner records it, so that after a crash it can kill a
 * leftover program and remove its temp directory). Called synchronously; a throwing hook is ignored.
 */
export interface SpawnHooks {
  /** Every program started, right after the spawn. */
  readonly onSpawn?: (program: SpawnedProgram) => void;
  /** Every temp directory withTempDir creates, right after it exists. */
  readonly onTempDir?: (dir: string) => void;
}

const hooks = new AsyncLocalStorage<SpawnHooks>();

/**
 * Runs `work` with `spawnHooks` told of every program and temp directory the adapters start inside it,
 * however deep the call (xtb under XTB-RESP under the charge runner): no adapter has to pass them on.
 */
export function withSpawnHooks<T>(spawnHooks: SpawnHooks, work: () => T): T {
  return hooks.run(spawnHooks, work);
}

/** Tells the current hooks (withSpawnHooks) of a program or a temp directory. */
export function reportSpawn(event: { program: SpawnedProgram } | { tempDir: string }): void {
  const current = hooks.getStore();
  try {
    if ('program' in event) current?.onSpawn?.(event.program);
    else current?.onTempDir?.(event.tempDir);
  } catch {
    // A recorder's failure must not fail the program it records.
  }
}

export interface RunOptions {
  /** Working directory; adapters pass a fresh temp dir so programs cannot litter or read stray files. */
  readonly cwd: string;
  readonly timeoutMs: number;
  /** Cap on stdout + stderr together, in bytes. */
  readonly maxOutputBytes: number;
  readonly env?: NodeJS.ProcessEnv;
  /** Text written to the program's stdin, which is then closed (at once when there is none: EOF). */
  readonly input?: string;
  /** Aborting it kills the program's process group and rejects with kind 'cancelled'. */
  readonly signal?: AbortSignal;
}

export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
}

const TAIL_CHARS = 2000;

/**
 * Runs `command` with an argument array (never a shell), stdin closed unless `input` is given. Resolves when it exits 0;
 * otherwise rejects with a ProgramError. The child gets its own process group so that a time-out or an
 * abort of `signal` also kills anything it started.
 */
export function runProgram(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ProgramError('cancelled', command, 'cancelled before it started'));
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: singleThreaded(options.env ?? process.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      windowsHide: true,
    });
    if (child.pid !== undefined) reportSpawn({ program: { pgid: child.pid, command } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let bytes = 0;
    let failure: ProgramError | undefined;

    const text = (chunks: Buffer[]): string => Buffer.concat(chunks).toString('utf8');
    const tail = (): string => (text(out) + text(err)).slice(-TAIL_CHARS);
    const stop = (kind: 'timeout' | 'output-limit' | 'cancelled', message: string): void => {
      if (failure) return;
      failure = new ProgramError(kind, command, message, tail());
      killGroup(child.pid);
    };
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > options.maxOutputBytes) {
        stop('output-limit', `printed more than ${options.maxOutputBytes} bytes`);
        return;
      }
      into.push(chunk);
    };

    const timer = setTimeout(
      () => stop('timeout', `no result after ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    const onAbort = (): void => stop('cancelled', 'cancelled');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    // A program that exits without reading its input must not fail the run with EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
    child.stdout.on('data', collect(out));
    child.stderr.on('data', collect(err));
    child.on('error', (e: NodeJS.ErrnoException) => {
      settle();
      reject(spawnError(command, e));
    });
    child.on('close', (code, signal) => {
      settle();
      if (failure) reject(failure);
      else if (code === 0) resolve({ stdout: text(out), stderr: text(err) });
      else {
        const output = tail();
        reject(
          new ProgramError('exit-code', command, exitMessage(code, signal, output), output, { code, signal }),
        );
      }
    });
  });
}

/**
 * Thread-count variables every program gets unless its caller set them: one thread each. The server runs
 * as many programs at once as it has cores (config.jobPoolSize), so a program's own OpenMP or BLAS threads
 * only oversubscribe the machine; worse, OpenMP threads spin at each barrier waiting for a sibling that has
 * no core, which made Open Babel's --gen3d (MMFF94 energies in OpenMP loops) take up to 47 s instead of 0.06 s
 * for benzene on a busy 2-core machine (measured: 200 runs, OMP_NUM_THREADS=1 max 0.27 s).
 */
export const SINGLE_THREAD_ENV: Readonly<Record<string, string>> = {
  OMP_NUM_THREADS: '1',
  OPENBLAS_NUM_THREADS: '1',
  MKL_NUM_THREADS: '1',
};

/** `env` with SINGLE_THREAD_ENV for every thread variable it does not set itself. */
export function singleThreaded(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SINGLE_THREAD_ENV, ...env };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone: nothing left to stop.
  }
}

function spawnError(command: string, e: NodeJS.ErrnoException): ProgramError {
  if (e.code === 'ENOENT') return new ProgramError('not-found', command, 'program not found');
  if (e.code === 'EACCES') return new ProgramError('not-executable', command, 'program is not executable');
  return new ProgramError('spawn-failed', command, `could not start (${e.code ?? e.message})`);
}

/** The exit status, plus the program's own last word (its ERROR line, or its last line) so that users see why. */
function exitMessage(code: number | null, signal: NodeJS.Signals | null, output: string): string {
  const status = code === null ? `killed by ${signal ?? 'a signal'}` : `exited with code ${code}`;
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const said = [...lines].reverse().find((l) => /error/i.test(l)) ?? lines[lines.length - 1];
  return said === undefined ? status : `${status}: ${said.length > 300 ? `${said.slice(0, 300)}…` : said}`;
}
