import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { ANGSTROM_PER_BOHR, ChemError } from '@topoforge/chem';
import { isProgramError, ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import type { ProgramExit } from './program-error.js';
import { XtbError, xtbFailureFrom, xtbStoppedError } from './xtb-error.js';
import { xtbCoord, xtbEspGrid } from './xtb-input.js';
import { parseXtbEsp, parseXtbVersion } from './xtb-output.js';

/** Standard and premium time-outs for one xtb job (spec: 300 s, 600 s for premium users). */
export const XTB_TIMEOUT_MS = 300_000;
export const XTB_PREMIUM_TIMEOUT_MS = 600_000;
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
/**
 * Largest output file read back. molden.input grows with the square of the basis (≈ 40 bytes per
 * coefficient, every orbital): 256 MiB is some 2,500 basis functions, about 900 atoms — beyond what a
 * 300 s xtb job reaches — and well inside what one JavaScript string can hold.
 */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

export interface XtbRunOptions {
  /** Net charge (integer, e). An odd electron count is run as a doublet (--uhf 1). */
  readonly netCharge: number;
  readonly timeoutMs?: number;
  /** Executable (default `xtb` on PATH). */
  readonly command?: string;
  /**
   * Points (Å, interleaved) at which xtb should also evaluate the electrostatic potential itself
   * (--esp, one integral pass per point: minutes for a drug-sized molecule; XTB-RESP evaluates the
   * same potential from `molden` instead, and the tests compare the two).
   */
  readonly espPoints?: Float64Array;
  /** Also write molden.input (--molden): basis and orbitals, returned as `molden`. */
  readonly molden?: boolean;
  /** Aborting it kills the program (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
}

export interface XtbRun {
  /** What xtb printed: all of it after a normal end, the last 2000 characters otherwise. */
  readonly stdout: string;
  readonly version: string | undefined;
  readonly endedNormally: boolean;
  /** How xtb stopped when it did not end normally (the signal or exit code). */
  readonly exit?: ProgramExit;
  /** Potential (hartree/e) at `espPoints`, checked point by point against what was sent. */
  readonly esp?: Float64Array;
  /** The text of molden.input, when asked for. */
  readonly molden?: string;
}

/**
 * One GFN1-xTB single point (`xtb coord --gfn 1 --chrg N --uhf U --sp`, no optimisation) in a fresh
 * temp dir, the structure written as a Turbomole coord file in bohr. With `espPoints`, the points go
 * to `esp_coord`, which xtb's --esp reads instead of building its own surface; the potential comes
 * back in xtb_esp.dat. xtb 6.5.1 corrupts its heap on this path when the number of points is odd
 * (found by experiment on water and methanol: 3, 5, 7, 11, 13, 101, 201, 333 and 471 points aborted
 * with "free(): invalid size", mostly before xtb_esp.dat was flushed; 9 and 1501 did not; some 40
 * even counts from 2 to 1000 all ran clean), so an odd grid gets its last point twice and the copy's
 * value is dropped. Every run's file is still checked point by point
 * (parseXtbEsp), and an abnormal end is accepted only when the file passes.
 * Throws XtbError (SCC not converged, fatal error, no output) and ProgramError for the run's own
 * failures (time-out, output cap, program missing).
 */
export async function runXtb(mol: Molecule, options: XtbRunOptions): Promise<XtbRun> {
  const uhf = checkInput(mol, options.netCharge);
  const args = ['coord', '--gfn', '1', '--chrg', String(options.netCharge), '--uhf', String(uhf), '--sp'];
  if (options.espPoints) args.push('--esp');
  if (options.molden) args.push('--molden');
  return withTempDir('xtb', async (dir) => {
    await writeFile(join(dir, 'coord'), xtbCoord(mol));
    const sent = options.espPoints ? evenPoints(options.espPoints) : undefined;
    if (sent) await writeFile(join(dir, 'esp_coord'), xtbEspGrid(sent));
    const ran = await run(dir, args, options);
    const { stdout, endedNormally } = ran;
    const failure = xtbFailureFrom(stdout);
    if (failure) throw failure;
    const version = parseXtbVersion(stdout);
    const molden = options.molden ? await readOutput(dir, 'molden.input', ran) : undefined;
    const base = {
      stdout,
      version,
      endedNormally,
      ...(ran.exit === undefined ? {} : { exit: ran.exit }),
      ...(molden === undefined ? {} : { molden }),
    };
    if (!sent || !options.espPoints) return base;
    const file = await readOutput(dir, 'xtb_esp.dat', ran);
    const esp = parseXtbEsp(
      file,
      sent.map((v) => v / ANGSTROM_PER_BOHR),
    );
    return { ...base, esp: esp.slice(0, options.espPoints.length / 3) };
  });
}

/**
 * A file xtb should have written; when it did not, XtbError 'stopped' naming the signal or exit code
 * if xtb stopped early (a crash), else 'no-output' naming the file.
 */
async function readOutput(dir: string, name: string, ran: Ran): Promise<string> {
  const path = join(dir, name);
  const bytes = await stat(path).then(
    (s) => s.size,
    () => undefined,
  );
  if (bytes === undefined && ran.exit) throw xtbStoppedError(ran.exit, name, ran.stdout);
  if (bytes === undefined) throw new XtbError('no-output', `xtb wrote no ${name}`, ran.stdout.slice(-2000));
  if (bytes > MAX_FILE_BYTES) {
    throw new ProgramError(
      'output-limit',
      'xtb',
      `${name} is ${Math.round(bytes / 2 ** 20)} MiB, more than the ${MAX_FILE_BYTES / 2 ** 20} MiB read back (molecule too large)`,
    );
  }
  return readFile(path, 'utf8');
}

/** The points with the last one repeated when their number is odd (see runXtb). */
function evenPoints(points: Float64Array): Float64Array {
  if ((points.length / 3) % 2 === 0) return points;
  const out = new Float64Array(points.length + 3);
  out.set(points);
  out.set(points.subarray(points.length - 3), points.length);
  return out;
}

/** Checks what xtb cannot take and returns the number of unpaired electrons (0 or 1). */
function checkInput(mol: Molecule, netCharge: number): number {
  if (mol.cell)
    throw new ChemError('invalid-molecule', 'xtb charges are computed for molecules, not periodic cells.');
  if (mol.atomCount === 0) throw new ChemError('invalid-molecule', 'xtb: the structure has no atoms.');
  if (!Number.isInteger(netCharge))
    throw new ChemError('invalid-molecule', `Net charge ${netCharge} is not an integer.`);
  let electrons = -netCharge;
  for (const z of mol.elements) electrons += z;
  if (electrons < 0) throw new ChemError('invalid-molecule', `Net charge ${netCharge} leaves no electrons.`);
  return electrons % 2;
}

/** What one xtb run left: its output and, after an early stop, how it stopped. */
interface Ran {
  readonly stdout: string;
  readonly endedNormally: boolean;
  readonly exit?: ProgramExit;
}

/** Runs xtb; a non-zero exit is returned (with the output tail) for the caller to judge, not thrown. */
async function run(dir: string, args: string[], options: XtbRunOptions): Promise<Ran> {
  try {
    const { stdout } = await runProgram(options.command ?? 'xtb', args, {
      cwd: dir,
      timeoutMs: options.timeoutMs ?? XTB_TIMEOUT_MS,
      maxOutputBytes: MAX_OUTPUT_BYTES,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    return { stdout, endedNormally: true };
  } catch (e) {
    if (isProgramError(e) && e.kind === 'exit-code')
      return {
        stdout: e.outputTail,
        endedNormally: false,
        ...(e.exit === undefined ? {} : { exit: e.exit }),
      };
    throw e;
  }
}
