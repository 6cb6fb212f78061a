import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../../../../scripts/bench/local-server.js';

/** The checkout's root, where `node --import tsx apps/server/src/main.ts` runs the server from source. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly url: (path: string) => string;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILLs it if it still runs and waits for its exit. */
  stop(): Promise<void>;
}

/**
 * The real server in a process of its own, as `npm run serve` runs it (main.ts: signals, exit codes),
 * from source: node with tsx's hooks, so `pid` is the server itself. Resolves once /cgi/health answers.
 * For what a test cannot do to a server in its own process: SIGTERM it, kill -9 it.
 */
export async function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.tests.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = (path: string): string => `http://127.0.0.1:${port}${path}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    await Promise.race([
      waitForHealth(url(''), 60_000),
      exited.then(({ code }) => Promise.reject(new Error(`the server exited with code ${code} at start`))),
    ]);
  } catch (e) {
    await stop();
    throw e;
  }
  return { child, pid: child.pid ?? 0, url, exited, stop };
}
