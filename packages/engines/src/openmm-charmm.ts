import { existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnergyTerms } from './energy-terms.js';
import { parseEnergies, SYSTEM_PYTHON } from './openmm.js';
import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

export interface CharmmOpenMMOptions {
  /** The PSF to read (CHARMM or XPLOR format). */
  readonly psf: string;
  /** Parameter files in reading order: .rtf (MASS lines), .prm or .par. */
  readonly parameters: readonly string[];
  /** Accept types that have no MASS line (GOMC's parameter file has none; masses come from the PSF). */
  readonly permissive?: boolean;
  /** A CHARMM .crd or a PDB. */
  readonly coordinates: string;
  /** Quartets (0-based) the writer put among the PSF dihedrals as periodic impropers. */
  readonly impropers: readonly (readonly number[])[];
  /** Plain periodic cut-off in nm, with the box rows in Å; both undefined for a molecule. */
  readonly cutoff?: number;
  readonly box?: readonly (readonly number[])[];
  readonly python?: string;
  readonly timeoutMs?: number;
}

/** The script sits in src/python/; from dist/ it is found in ../src/python/ (tsc copies no Python). */
function energyScript(): string {
  const candidates = ['./python/openmm_charmm_energy.py', '../src/python/openmm_charmm_energy.py'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new ProgramError('not-found', 'openmm_charmm_energy.py', `not found in ${candidates.join(', ')}`);
  return found;
}

/**
 * Single-point energy by component (kJ/mol) of CHARMM-format files (from the CHARMM, NAMD or GOMC
 * writer) as OpenMM's CHARMM reader (CharmmPsfFile, CharmmParameterSet) builds the System, evaluated
 * on the Reference platform; python/openmm_charmm_energy.py says how components are separated.
 */
export async function charmmOpenMMSinglePoint(
  files: Readonly<Record<string, string>>,
  options: CharmmOpenMMOptions,
): Promise<EnergyTerms> {
  const python = options.python ?? SYSTEM_PYTHON;
  const script = energyScript();
  return withTempDir('openmm-charmm', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    await copyFile(script, join(cwd, 'openmm_charmm_energy.py'));
    const job = {
      psf: options.psf,
      parameters: options.parameters,
      permissive: options.permissive ?? false,
      coordinates: options.coordinates,
      impropers: options.impropers,
      cutoff: options.cutoff ?? null,
      box: options.box ?? null,
    };
    await writeFile(join(cwd, 'job.json'), JSON.stringify(job));
    const { stdout } = await runProgram(python, ['openmm_charmm_energy.py', 'job.json'], {
      cwd,
      timeoutMs: options.timeoutMs ?? 120_000,
      maxOutputBytes: 1 << 20,
    });
    return parseEnergies(python, stdout);
  });
}
