import { runCli } from '../src/run-cli.js';

export interface CapturedRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

/** `topoforge ARGS…` in process, with the lines it prints on stdout and stderr kept for the test. */
export async function runCaptured(...args: string[]): Promise<CapturedRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}
