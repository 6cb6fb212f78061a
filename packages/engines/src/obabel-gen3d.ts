import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

/** A generous bound: drug-sized sketches take well under a second (measured by scripts/validate-gen3d.ts). */
export const GEN3D_TIMEOUT_MS = 120_000;

export interface Gen3dOptions {
  readonly timeoutMs?: number;
  /** Aborting it kills obabel (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
  /** Executable (default `obabel` on PATH). */
  readonly command?: string;
  /** Open Babel's data directory (BABEL_DATADIR: MMFF94 tables, fragment and ring templates). */
  readonly dataDir?: string;
  /** Cap on what obabel prints (the SD text comes on stdout); default 16 MiB. */
  readonly maxOutputBytes?: number;
  /** What the input text is: a molfile (default) or one SMILES line ('smi', read by Open Babel). */
  readonly inputFormat?: 'mol' | 'smi';
}

/**
 * 3D coordinates for a molfile sketch with Open Babel: `obabel -imol in.mol -osdf -h --gen3d` (or a
 * SMILES line: `-ismi in.smi`).
 * `-h` makes hydrogens explicit. `--gen3d` without a speed is the "balanced" level of src/ops/gen3d.cpp
 * (Open Babel 3.x): OBBuilder places atoms from fragment and ring templates, then 100 steepest-descent
 * steps with MMFF94 (UFF when MMFF94 cannot be set up for the molecule), a fast rotor search, and 100
 * conjugate-gradient steps. Returns the SD text (one record). Open Babel exits 0 even when nothing was
 * converted, so an answer without a molfile is a 'bad-output' error.
 */
export async function obabelGen3d(molfile: string, options: Gen3dOptions = {}): Promise<string> {
  const command = options.command ?? 'obabel';
  const format = options.inputFormat ?? 'mol';
  return withTempDir('obabel', async (dir) => {
    await writeFile(join(dir, `in.${format}`), molfile);
    const args = [`-i${format}`, `in.${format}`, '-osdf', '-h', '--gen3d'];
    const { stdout, stderr } = await runProgram(command, args, {
      cwd: dir,
      timeoutMs: options.timeoutMs ?? GEN3D_TIMEOUT_MS,
      maxOutputBytes: options.maxOutputBytes ?? 16 * 1024 * 1024,
      ...(options.dataDir === undefined ? {} : { env: { ...process.env, BABEL_DATADIR: options.dataDir } }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    if (!/M {2}END/.test(stdout)) {
      const said = stderr.trim().split('\n').slice(-3).join(' ');
      throw new ProgramError(
        'bad-output',
        command,
        `3D generation gave no structure (${said || 'no message'})`,
        stderr,
      );
    }
    return stdout;
  });
}
