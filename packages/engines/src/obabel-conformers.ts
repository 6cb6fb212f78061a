import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { findFormat } from '@topoforge/chem';
import { isProgramError, ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

/** Conformers asked of the genetic algorithm: "a few" (issue 21 item 3); each is minimised afterwards. */
export const CONFORMER_COUNT = 8;
/** Above this many heavy atoms the input geometry is used alone (the search and minimisations grow fast). */
export const CONFORMER_MAX_HEAVY_ATOMS = 100;
/** The whole pipeline (three obabel runs) shares this bound; 95 heavy atoms take 2.4 s (bench:cg-conformers). */
export const CONFORMER_TIMEOUT_MS = 30_000;
/** Conjugate-gradient steps of each `--minimize` (obabel's default is 2500). */
export const CONFORMER_MINIMISE_STEPS = 500;

export interface ConformerOptions {
  readonly count?: number;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Executable (default `obabel` on PATH). */
  readonly command?: string;
  /** Open Babel's data directory (BABEL_DATADIR: MMFF94 and UFF parameter files). */
  readonly dataDir?: string;
  readonly minimiseSteps?: number;
  readonly maxHeavyAtoms?: number;
}

/** Positions (Å, the molecule's atom order) of each conformer, and the force field that minimised them. */
export interface ObabelConformers {
  readonly conformers: readonly Float64Array[];
  readonly forceField: 'MMFF94' | 'UFF';
}

interface Run {
  readonly dir: string;
  readonly command: string;
  readonly options: ConformerOptions;
  readonly deadline: number;
}

/**
 * Minimised conformers of `molecule` with Open Babel 3.1.1, in three runs over SD files in a temp dir:
 * `--minimize` of the input (MMFF94, or UFF when MMFF94 cannot be set up: obabel then prints "Could not
 * setup force field." and writes nothing), the genetic-algorithm `--conformer --nconf N --score energy
 * --writeconformers` (rotamers of the minimised input, scored by MMFF94 energy, lowest first; it only turns
 * torsions, so lengths stay those of the first step), and `--minimize` of every conformer. The GA is seeded
 * from the clock by Open Babel (no seed option), so a molecule with many rotors may get a slightly
 * different set on another run; a molecule without rotors gets the minimised input alone. No hydrogens are
 * added, so atom order is kept; every conformer read back is checked to have the input's elements and
 * bonds in the same order, else a 'bad-output' ProgramError.
 */
export async function obabelConformers(
  molecule: Molecule,
  options: ConformerOptions = {},
): Promise<ObabelConformers> {
  const command = options.command ?? 'obabel';
  const deadline = Date.now() + (options.timeoutMs ?? CONFORMER_TIMEOUT_MS);
  const sdf = findFormat('sdf')!.write!(molecule);
  return withTempDir('obabel-conf', async (dir) => {
    const run: Run = { dir, command, options, deadline };
    await writeFile(join(dir, 'in.sdf'), sdf);
    const forceField = await minimiseFirst(run);
    const count = String(options.count ?? CONFORMER_COUNT);
    const search = ['--conformer', '--nconf', count, '--score', 'energy', '--writeconformers'];
    await obabel(run, 'min.sdf', 'conf.sdf', search);
    await minimise(run, 'conf.sdf', 'out.sdf', forceField);
    const text = await readFile(join(dir, 'out.sdf'), 'utf8');
    return { conformers: readConformers(text, molecule, command), forceField };
  });
}

/** Minimises the input with MMFF94, else UFF; the force field that worked. */
async function minimiseFirst(run: Run): Promise<'MMFF94' | 'UFF'> {
  try {
    await minimise(run, 'in.sdf', 'min.sdf', 'MMFF94');
    return 'MMFF94';
  } catch (e) {
    if (!(isProgramError(e) && e.kind === 'bad-output')) throw e;
    await minimise(run, 'in.sdf', 'min.sdf', 'UFF');
    return 'UFF';
  }
}

function minimise(run: Run, from: string, to: string, ff: 'MMFF94' | 'UFF'): Promise<void> {
  const steps = String(run.options.minimiseSteps ?? CONFORMER_MINIMISE_STEPS);
  return obabel(run, from, to, ['--minimize', '--ff', ff, '--steps', steps]);
}

/** One obabel run `from` → `to` (SD); an empty `to` (obabel exits 0 regardless) is a 'bad-output' error. */
async function obabel(run: Run, from: string, to: string, op: readonly string[]): Promise<void> {
  const timeoutMs = Math.max(1, run.deadline - Date.now());
  const { options } = run;
  // The GA logs its generations on stdout, hence -O and a cap that allows for the log.
  const { stderr } = await runProgram(run.command, ['-isdf', from, '-osdf', '-O', to, ...op], {
    cwd: run.dir,
    timeoutMs,
    maxOutputBytes: 4 * 1024 * 1024,
    ...(options.dataDir === undefined ? {} : { env: { ...process.env, BABEL_DATADIR: options.dataDir } }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const written = await readFile(join(run.dir, to), 'utf8').catch(() => '');
  if (!/M {2}END/.test(written)) {
    const said = stderr.trim().split('\n').slice(-2).join(' ');
    throw new ProgramError(
      'bad-output',
      run.command,
      `${op[0]} wrote no structure (${said || 'no message'})`,
      stderr,
    );
  }
}

/** The SD records as position arrays, each checked against the input's elements and bonds. */
export function readConformers(sdText: string, molecule: Molecule, command = 'obabel'): Float64Array[] {
  const records = findFormat('sdf')!.read!(sdText, { fileName: 'out.sdf' }).molecules;
  const want = bondKeys(molecule);
  return records.map((record, k) => {
    const sameAtoms =
      record.atomCount === molecule.atomCount && record.elements.every((e, i) => e === molecule.elements[i]);
    const got = bondKeys(record);
    const sameBonds = got.length === want.length && got.every((b, i) => b === want[i]);
    if (!sameAtoms || !sameBonds) {
      throw new ProgramError(
        'bad-output',
        command,
        `conformer ${k + 1} does not keep the input's ${sameAtoms ? 'bonds' : 'atoms'} in order`,
      );
    }
    return Float64Array.from(record.positions);
  });
}

function bondKeys(molecule: Molecule): string[] {
  const { a, b, count } = molecule.bonds;
  const keys: string[] = [];
  for (let i = 0; i < count; i++) keys.push(`${Math.min(a[i]!, b[i]!)}-${Math.max(a[i]!, b[i]!)}`);
  return keys.sort();
}
