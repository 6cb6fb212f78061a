import { existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnergyTerms } from './energy-terms.js';
import { ENERGY_TERMS } from './energy-terms.js';
import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

/**
 * Which reader builds the OpenMM System: OpenMM's own AMBER reader (AmberPrmtopFile and
 * AmberInpcrdFile), ParmEd (parmed.load_file, then ParmEd's createSystem), or OpenMM's ForceField
 * with the OpenMM writer's XML and PDB.
 */
export type OpenMMLoader = 'amber' | 'parmed' | 'xml';

export interface OpenMMSinglePointOptions {
  readonly loader: OpenMMLoader;
  /** Residue name the writer used: <res>.prmtop/<res>.inpcrd or <res>.xml/<res>.pdb. */
  readonly residueName: string;
  /** Improper quartets, 0-based, as the System lists them: separates impropers from propers. */
  readonly impropers: readonly (readonly number[])[];
  /** Plain periodic cut-off in nm for a crystal; undefined for a molecule (no cut-off). */
  readonly cutoff?: number;
  /**
   * Default /usr/bin/python3: the system interpreter, which has the Debian openmm and parmed
   * packages (a python3 first on PATH may be another installation without them).
   */
  readonly python?: string;
  readonly timeoutMs?: number;
}

export const SYSTEM_PYTHON = '/usr/bin/python3';

/**
 * The energy script sits beside this module in src/python/; tsc copies no Python into dist/, so
 * from dist/ it is found in ../src/python/.
 */
function energyScript(): string {
  const candidates = ['./python/openmm_energy.py', '../src/python/openmm_energy.py'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new ProgramError('not-found', 'openmm_energy.py', `not found in ${candidates.join(', ')}`);
  return found;
}

/**
 * Single-point energy by component (kJ/mol) of files from the AMBER or OpenMM writer, evaluated by
 * OpenMM on its Reference platform (double precision); see python/openmm_energy.py for how the
 * nonbonded energy is split into LJ, LJ-14, Coulomb and Coulomb-14.
 */
export async function openmmSinglePoint(
  files: Readonly<Record<string, string>>,
  options: OpenMMSinglePointOptions,
): Promise<EnergyTerms> {
  const res = options.residueName;
  return runEnergyJob(
    files,
    {
      loader: options.loader,
      prmtop: `${res}.prmtop`,
      inpcrd: `${res}.inpcrd`,
      xml: `${res}.xml`,
      pdb: `${res}.pdb`,
      impropers: options.impropers,
      cutoff: options.cutoff ?? null,
    },
    options,
  );
}

/**
 * Writes `files` and the job into a fresh temp dir, runs python/openmm_energy.py on them and reads the
 * energies it prints. Every loader (AMBER, ParmEd, XML, CHARMM) goes through this one script, so the
 * components are split the same way whichever files OpenMM read.
 */
export async function runEnergyJob(
  files: Readonly<Record<string, string>>,
  job: Readonly<Record<string, unknown>>,
  options: { readonly python?: string; readonly timeoutMs?: number },
): Promise<EnergyTerms> {
  const python = options.python ?? SYSTEM_PYTHON;
  const script = energyScript();
  return withTempDir('openmm', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    await copyFile(script, join(cwd, 'openmm_energy.py'));
    await writeFile(join(cwd, 'job.json'), JSON.stringify(job));
    const { stdout } = await runProgram(python, ['openmm_energy.py', 'job.json'], {
      cwd,
      timeoutMs: options.timeoutMs ?? 120_000,
      maxOutputBytes: 1 << 20,
    });
    return parseEnergies(python, stdout);
  });
}

/** The last line of stdout: a JSON object with every energy term as a finite number. */
export function parseEnergies(program: string, stdout: string): EnergyTerms {
  const last = stdout.trim().split('\n').at(-1) ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(last);
  } catch {
    throw new ProgramError('bad-output', program, 'no JSON energies on the last line', stdout.slice(-2000));
  }
  const record = (parsed ?? {}) as Record<string, unknown>;
  const terms = Object.fromEntries(ENERGY_TERMS.map((t) => [t, record[t]]));
  if (!ENERGY_TERMS.every((t) => typeof terms[t] === 'number' && Number.isFinite(terms[t]))) {
    throw new ProgramError(
      'bad-output',
      program,
      `incomplete energies: ${last.slice(0, 300)}`,
      stdout.slice(-2000),
    );
  }
  return terms as unknown as EnergyTerms;
}
