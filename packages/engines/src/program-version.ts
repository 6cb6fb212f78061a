import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

/** How to ask one program for its version without side effects. */
export interface VersionProbe {
  /** Executable name (looked up on PATH) or absolute path. */
  readonly command: string;
  readonly args: readonly string[];
  /** First capture group is the version. */
  readonly pattern: RegExp;
}

export interface VersionOptions {
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_OUTPUT = 64 * 1024;

/**
 * Runs the probe in a throw-away directory (some programs write files into the working directory even
 * for a version query) and returns the version text. Throws ProgramError: the run's own failures, or
 * 'bad-output' when no line matches the pattern.
 */
export async function readProgramVersion(probe: VersionProbe, options: VersionOptions = {}): Promise<string> {
  const { stdout, stderr } = await withTempDir('version', (cwd) =>
    runProgram(probe.command, probe.args, {
      cwd,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxOutputBytes: options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT,
    }),
  );
  const output = `${stdout}\n${stderr}`;
  const version = probe.pattern.exec(output)?.[1];
  if (version === undefined) {
    throw new ProgramError('bad-output', probe.command, 'printed no version line', output.slice(-2000));
  }
  return version;
}
