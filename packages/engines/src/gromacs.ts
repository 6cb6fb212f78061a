import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnergyTerms } from './energy-terms.js';
import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

export interface GromacsSinglePointOptions {
  /** Residue name the writer used: the files are <res>.top, <res>.itp, <res>.gro. */
  readonly residueName: string;
  /** LJ and Coulomb cut-off, nm; grompp refuses one longer than half the box. */
  readonly cutoff: number;
  /** Molecules bonded across the cell boundary (infinite chains, frameworks): periodic-molecules = yes. */
  readonly periodicMolecules?: boolean;
  /** Default `gmx_d`: double precision, for comparisons at 1e-4 and below. */
  readonly command?: string;
  readonly timeoutMs?: number;
}

/**
 * Plain, unshifted cut-offs with the Verlet scheme (GROMACS 2022 has no group scheme, and Verlet
 * needs pbc = xyz): `coulombtype = Cut-off` is reaction-field with ε_rf = 1, so k_rf = 0, and
 * `coulomb-modifier = None` drops the c_rf shift, leaving bare Coulomb within the cut-off (checked
 * against LAMMPS on charged molecules too). No buffer, no dispersion correction, ε_r = 1, no
 * constraints; `continuation = yes` so the coordinates are used as they are.
 */
export function singlePointMdp(cutoff: number, periodicMolecules = false): string {
  return [
    ...(periodicMolecules ? ['periodic-molecules = yes'] : []),
    'integrator = md',
    'nsteps = 0',
    'continuation = yes',
    'constraints = none',
    'nstcalcenergy = 1',
    'nstenergy = 1',
    'cutoff-scheme = Verlet',
    'pbc = xyz',
    'verlet-buffer-tolerance = -1',
    `rlist = ${cutoff}`,
    'coulombtype = Cut-off',
    'coulomb-modifier = None',
    `rcoulomb = ${cutoff}`,
    'epsilon-r = 1',
    'vdwtype = Cut-off',
    'vdw-modifier = None',
    `rvdw = ${cutoff}`,
    'DispCorr = no',
    '',
  ].join('\n');
}

/** Energy-file terms → our terms; a term the system lacks is absent from the file and counts 0. */
const TERMS: Readonly<Record<keyof EnergyTerms, readonly string[]>> = {
  bond: ['Bond', 'G96Bond'],
  angle: ['Angle', 'G96Angle'],
  proper: ['Proper Dih.', 'Ryckaert-Bell.'],
  improper: ['Per. Imp. Dih.', 'Improper Dih.'],
  lj: ['LJ (SR)'],
  lj14: ['LJ-14'],
  coulomb: ['Coulomb (SR)'],
  coulomb14: ['Coulomb-14'],
};

/**
 * Single-point energy of the files the GROMACS writer made: grompp (any warning fails), mdrun with
 * nsteps = 0 on one thread, then `gmx energy -dp` (12 decimals; the log prints only 6 digits).
 */
export async function gromacsSinglePoint(
  files: Readonly<Record<string, string>>,
  options: GromacsSinglePointOptions,
): Promise<EnergyTerms> {
  const gmx = options.command ?? 'gmx_d';
  const run = { timeoutMs: options.timeoutMs ?? 60_000, maxOutputBytes: 4 << 20 };
  const res = options.residueName;
  return withTempDir('gromacs', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    await writeFile(join(cwd, 'single-point.mdp'), singlePointMdp(options.cutoff, options.periodicMolecules));
    const grompp = [
      'grompp',
      '-f',
      'single-point.mdp',
      '-c',
      `${res}.gro`,
      '-p',
      `${res}.top`,
      '-o',
      'sp.tpr',
    ];
    await runProgram(gmx, grompp, { ...run, cwd });
    await runProgram(gmx, ['mdrun', '-s', 'sp.tpr', '-deffnm', 'sp', '-nt', '1', '-pin', 'off'], {
      ...run,
      cwd,
    });
    // Selecting by number: gmx energy ignores numbers it has no term for, so 1…99 selects every term.
    const all = `${Array.from({ length: 99 }, (_, i) => i + 1).join(' ')}\n`;
    await runProgram(gmx, ['energy', '-f', 'sp.edr', '-dp', '-o', 'energy.xvg'], { ...run, cwd, input: all });
    return gromacsTerms(readXvg(gmx, await readFile(join(cwd, 'energy.xvg'), 'utf8')));
  });
}

/** Legends and the first data row of an xvg file. */
export function readXvg(program: string, text: string): Map<string, number> {
  const lines = text.split('\n');
  const legends = lines.flatMap((l) => /^@ s\d+ legend "(.*)"/.exec(l)?.[1] ?? []);
  const row = lines.find((l) => /^\s*[-\d.]/.test(l));
  const values = row?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  if (legends.length === 0 || values.length !== legends.length || values.some((v) => !Number.isFinite(v))) {
    throw new ProgramError('bad-output', program, 'energy.xvg has no readable energies', text.slice(-2000));
  }
  return new Map(legends.map((name, i) => [name, values[i]!]));
}

export function gromacsTerms(energies: ReadonlyMap<string, number>): EnergyTerms {
  const sum = (names: readonly string[]): number => names.reduce((s, n) => s + (energies.get(n) ?? 0), 0);
  return Object.fromEntries(
    Object.entries(TERMS).map(([key, names]) => [key, sum(names)]),
  ) as unknown as EnergyTerms;
}
