import { writeFile } from 'node:fs/promises';
import { KJ_PER_KCAL } from '@topoforge/chem';
import { join } from 'node:path';
import type { EnergyTerms } from './energy-terms.js';
import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

export interface LammpsSinglePointOptions {
  /** Residue name the writer used: the files are <res>.data and in.<res>. */
  readonly residueName: string;
  readonly command?: string;
  readonly timeoutMs?: number;
}

/**
 * The writer's input script runs as written (first `run 0`: every term, 1-4 pairs scaled by
 * special_bonds); a second `run 0` with 1-4 weights 0 excludes the 1-4 pairs, giving the non-1-4 LJ
 * and Coulomb; the differences are the scaled 1-4 parts, as GROMACS reports LJ-14 and Coulomb-14.
 */
export function splitInput(residueName: string): string {
  return [`include in.${residueName}`, 'special_bonds lj 0.0 0.0 0.0 coul 0.0 0.0 0.0', 'run 0', ''].join(
    '\n',
  );
}

export async function lammpsSinglePoint(
  files: Readonly<Record<string, string>>,
  options: LammpsSinglePointOptions,
): Promise<EnergyTerms> {
  const lmp = options.command ?? 'lmp';
  return withTempDir('lammps', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    await writeFile(join(cwd, 'in.single-point'), splitInput(options.residueName));
    const { stdout } = await runProgram(lmp, ['-in', 'in.single-point', '-log', 'none', '-nocite'], {
      cwd,
      timeoutMs: options.timeoutMs ?? 60_000,
      maxOutputBytes: 4 << 20,
    });
    const [all, no14] = thermoRows(lmp, stdout);
    if (!all || !no14)
      throw new ProgramError('bad-output', lmp, 'expected two thermo blocks', stdout.slice(-2000));
    return lammpsTerms(all, no14);
  });
}

/** Each thermo block: the header line (Step PotEng E_bond …) and the row after it. */
export function thermoRows(program: string, stdout: string): Map<string, number>[] {
  const lines = stdout.split('\n');
  return lines.flatMap((line, i) => {
    if (!/^\s*Step\s/.test(line)) return [];
    const names = line.trim().split(/\s+/);
    const values = (lines[i + 1] ?? '').trim().split(/\s+/).map(Number);
    if (values.length !== names.length || values.some((v) => !Number.isFinite(v))) {
      throw new ProgramError(
        'bad-output',
        program,
        `unreadable thermo row after "${line.trim()}"`,
        stdout.slice(-2000),
      );
    }
    return [new Map(names.map((n, k) => [n, values[k]!]))];
  });
}

/** LAMMPS `units real` energies are kcal/mol (thermochemical calorie, 4.184 kJ). */
export function lammpsTerms(
  all: ReadonlyMap<string, number>,
  no14: ReadonlyMap<string, number>,
): EnergyTerms {
  const kj = (row: ReadonlyMap<string, number>, name: string): number => (row.get(name) ?? 0) * KJ_PER_KCAL;
  return {
    bond: kj(all, 'E_bond'),
    angle: kj(all, 'E_angle'),
    proper: kj(all, 'E_dihed'),
    improper: kj(all, 'E_impro'),
    lj: kj(no14, 'E_vdwl'),
    lj14: kj(all, 'E_vdwl') - kj(no14, 'E_vdwl'),
    coulomb: kj(no14, 'E_coul'),
    coulomb14: kj(all, 'E_coul') - kj(no14, 'E_coul'),
  };
}
