import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { findFormat } from '@topoforge/chem';
import { isProgramError, ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

/** Conformers kept: "a few" (issue 21 item 3), those of lowest MMFF94 energy; each is minimised afterwards. */
export const CONFORMER_COUNT = 8;
/** Above this many heavy atoms the input geometry is used alone (the search and minimisations grow fast). */
export const CONFORMER_MAX_HEAVY_ATOMS = 100;
/**
 * All the obabel runs of one call (up to five) share this bound; 95 heavy atoms took 7.6 s on a loaded
 * 2-core machine (bench:cg-conformers).
 */
export const CONFORMER_TIMEOUT_MS = 30_000;
/** Conjugate-gradient steps of each `--minimize` (obabel's default is 2500). */
export const CONFORMER_MINIMISE_STEPS = 500;
/**
 * Confab enumerates every torsion combination up to this many, so the search is systematic and the answer
 * the same on every run; a molecule with more goes to the genetic algorithm, which samples them better but
 * is seeded from the clock.
 */
export const CONFAB_MAX_COMBINATIONS = 10_000;
/**
 * Confab is only tried up to this many rotors (counted first with `--conformer --printrot`, 0.07 s): it
 * scores every combination it tests, several seconds for 10,000 on a 50-heavy-atom molecule, and 3^7
 * already passes CONFAB_MAX_COMBINATIONS.
 */
export const CONFAB_MAX_ROTORS = 6;

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
  readonly maxSystematic?: number;
}

/** How the conformers were searched: no rotors, confab's full enumeration, or the genetic algorithm. */
export type ConformerSearch =
  | { readonly kind: 'none' }
  | { readonly kind: 'systematic'; readonly combinations: number }
  | { readonly kind: 'genetic'; readonly rotors: number };

/** Positions (Å, the molecule's atom order) of each conformer, the search, and the force field used. */
export interface ObabelConformers {
  readonly conformers: readonly Float64Array[];
  readonly forceField: 'MMFF94' | 'UFF';
  readonly search: ConformerSearch;
}

interface Run {
  readonly dir: string;
  readonly command: string;
  readonly options: ConformerOptions;
  readonly deadline: number;
}

/**
 * Minimised conformers of `molecule` with Open Babel 3.1.1, over SD files in a temp dir: `--minimize` of
 * the input (MMFF94, or UFF when MMFF94 cannot be set up: obabel then prints "Could not setup force
 * field." and writes nothing); then the search (below); then `--minimize` of every conformer. The
 * search only turns torsions, so lengths before the last step are those of the first.
 * - `--confab` (O'Boyle et al., J Cheminf 2011, 3, 8: every combination of torsion values, RMSD ≥ 0.5 Å
 *   apart, within 50 kcal/mol) when there are at most CONFAB_MAX_ROTORS rotors and it can enumerate all
 *   combinations (≤ maxSystematic), then `--energy --noh --smallest N Energy`: the N diverse rotamers of
 *   lowest single-point energy. Deterministic.
 * - otherwise the genetic algorithm `--conformer --nconf N --score energy --writeconformers`, which
 *   Open Babel seeds from the clock (no seed option): another run may give a slightly different set.
 * A molecule without rotors gets the minimised input alone (no search, no second minimisation). No
 * hydrogens are added (`--noh`), so atom order is kept; every conformer read back is checked to have
 * the input's elements and bonds in the same order, else a 'bad-output' ProgramError.
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
    const search = await searchConformers(run, forceField);
    if (search.kind !== 'none') await minimise(run, 'conf.sdf', 'out.sdf', forceField);
    const text = await readFile(join(dir, search.kind === 'none' ? 'min.sdf' : 'out.sdf'), 'utf8');
    return { conformers: readConformers(text, molecule, command), forceField, search };
  });
}

/** min.sdf → conf.sdf: confab's lowest-energy rotamers when it enumerates them all, else the GA's. */
async function searchConformers(run: Run, ff: 'MMFF94' | 'UFF'): Promise<ConformerSearch> {
  const count = String(run.options.count ?? CONFORMER_COUNT);
  const max = run.options.maxSystematic ?? CONFAB_MAX_COMBINATIONS;
  // "Rotors:" then "a-b" pairs, four to a line (OBConformerSearch::Setup).
  const printed = await obabel(run, 'min.sdf', 'rotors.sdf', ['--conformer', '--printrot']);
  const rotors = (printed.split('Rotors:')[1] ?? '').match(/\d+-\d+/g)?.length ?? 0;
  if (rotors === 0) return { kind: 'none' };
  if (rotors <= CONFAB_MAX_ROTORS) {
    const log = await obabel(run, 'min.sdf', 'confab.sdf', ['--confab', '--conf', String(max), '--verbose']);
    const combinations = Number(/tot conformations = (\d+)/.exec(log)?.[1] ?? Infinity);
    if (combinations <= max) {
      const pick = ['--energy', '--noh', '--ff', ff, '--smallest', count, 'Energy'];
      await obabel(run, 'confab.sdf', 'conf.sdf', pick);
      return { kind: 'systematic', combinations };
    }
  }
  const ga = ['--conformer', '--nconf', count, '--score', 'energy', '--writeconformers'];
  await obabel(run, 'min.sdf', 'conf.sdf', ga);
  return { kind: 'genetic', rotors };
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

async function minimise(run: Run, from: string, to: string, ff: 'MMFF94' | 'UFF'): Promise<void> {
  const steps = String(run.options.minimiseSteps ?? CONFORMER_MINIMISE_STEPS);
  await obabel(run, from, to, ['--minimize', '--ff', ff, '--steps', steps]);
}

/**
 * One obabel run `from` → `to` (SD), answering what it printed on stdout; an empty `to` (obabel exits 0
 * regardless) is a 'bad-output' error.
 */
async function obabel(run: Run, from: string, to: string, op: readonly string[]): Promise<string> {
  const timeoutMs = Math.max(1, run.deadline - Date.now());
  const { options } = run;
  // The GA and confab log on stdout, hence -O and a cap that allows for the log.
  const { stdout, stderr } = await runProgram(run.command, ['-isdf', from, '-osdf', '-O', to, ...op], {
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
  return stdout;
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
