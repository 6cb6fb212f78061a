import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KJ_PER_KCAL } from '@topoforge/chem';
import { gromacsTerms, readXvg } from '../gromacs.js';
import { thermoRows } from '../lammps.js';
import { ProgramError } from '../program-error.js';
import { runProgram } from '../run-program.js';
import { withTempDir } from '../temp-dir.js';

/** Step-0 nonbonded energies of a short MD run, kJ/mol, and whether the run reached its last step. */
export interface WaterRun {
  readonly lj: number;
  readonly coulomb: number;
  /** Bonded energy at step 0 (0 when the constraints replace every bond and angle). */
  readonly bonded: number;
  readonly steps: number;
  /** Total energy at step 0 and at the last step, kJ/mol. */
  readonly totalFirst: number;
  readonly totalLast: number;
  /** Largest deviation of a constrained O–H distance from its target at the last step, Å. */
  readonly constraintError: number;
}

const STEPS = 500;
const DT_PS = 0.002;

/**
 * 1 ps of NVE (500 steps of 2 fs) from rest, with the same bare cut-offs as gromacsSinglePoint (plain
 * Coulomb and LJ, no shift, no dispersion correction) so that step 0 compares with LAMMPS. Rigid
 * waters are held by the topology's [ settles ] / [ constraints ]; `continuation = yes` keeps the
 * coordinates as written (they are at the model's geometry already).
 */
export function waterMdp(cutoffNm: number): string {
  return [
    'integrator = md',
    `nsteps = ${STEPS}`,
    `dt = ${DT_PS}`,
    'continuation = yes',
    'constraints = none',
    'nstcalcenergy = 1',
    `nstenergy = ${STEPS}`,
    'cutoff-scheme = Verlet',
    'pbc = xyz',
    'verlet-buffer-tolerance = -1',
    'nstlist = 10',
    `rlist = ${cutoffNm}`,
    'coulombtype = Cut-off',
    'coulomb-modifier = None',
    `rcoulomb = ${cutoffNm}`,
    'epsilon-r = 1',
    'vdwtype = Cut-off',
    'vdw-modifier = None',
    `rvdw = ${cutoffNm}`,
    'DispCorr = no',
    '',
  ].join('\n');
}

export async function gromacsWaterRun(
  files: Readonly<Record<string, string>>,
  residueName: string,
  cutoffNm: number,
): Promise<WaterRun> {
  const gmx = 'gmx_d';
  const run = { timeoutMs: 120_000, maxOutputBytes: 4 << 20 };
  return withTempDir('gromacs-water', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    await writeFile(join(cwd, 'md.mdp'), waterMdp(cutoffNm));
    const grompp = ['grompp', '-f', 'md.mdp', '-c', `${residueName}.gro`, '-p', `${residueName}.top`];
    await runProgram(gmx, [...grompp, '-o', 'md.tpr'], { ...run, cwd });
    const mdrun = ['mdrun', '-s', 'md.tpr', '-deffnm', 'md', '-c', 'final.g96', '-nt', '2', '-pin', 'off'];
    await runProgram(gmx, mdrun, { ...run, cwd });
    const all = `${Array.from({ length: 99 }, (_, i) => i + 1).join(' ')}\n`;
    await runProgram(gmx, ['energy', '-f', 'md.edr', '-dp', '-o', 'energy.xvg'], { ...run, cwd, input: all });
    const text = await readFile(join(cwd, 'energy.xvg'), 'utf8');
    const rows = text.split('\n').filter((l) => /^\s*[-\d.]/.test(l));
    const first = readXvg(gmx, text);
    const last = readXvg(gmx, text.replace(rows[0] ?? '', ''));
    const terms = gromacsTerms(first);
    const time = Number(rows.at(-1)?.trim().split(/\s+/)[0]);
    return {
      lj: terms.lj,
      coulomb: terms.coulomb,
      bonded: terms.bond + terms.angle,
      steps: Math.round(time / DT_PS),
      totalFirst: first.get('Total Energy') ?? NaN,
      totalLast: last.get('Total Energy') ?? NaN,
      constraintError: settleError(
        files[`${residueName}.itp`] ?? '',
        await readFile(join(cwd, 'final.g96'), 'utf8'),
      ),
    };
  });
}

/**
 * Largest |r(O–H) − doh| over the [ settles ] of the .itp in the final .g96 (positions to 1e-9 nm), Å.
 * The box is one molecule type (the water) repeated: its settles apply to every molecule.
 */
function settleError(itp: string, g96: string): number {
  if (itp.split('[ moleculetype ]').length !== 2) return NaN;
  const settles = itp.split('[ settles ]')[1]?.split('[')[0] ?? '';
  const atomRows = (itp.split('[ atoms ]')[1]?.split('[')[0] ?? '')
    .split('\n')
    .filter((l) => /^\s*\d/.test(l)).length;
  if (atomRows === 0) return NaN;
  const block = g96.split(/^POSITION\s*$/m)[1]?.split(/^END\s*$/m)[0] ?? '';
  const positions = block
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) =>
      l
        .trim()
        .split(/\s+/)
        .slice(-3)
        .map((x) => 10 * Number(x)),
    );
  let worst = 0;
  for (const row of settles.split('\n')) {
    const [o, funct, doh] = row.trim().split(/\s+/).map(Number);
    if (o === undefined || !Number.isInteger(o) || funct !== 1 || doh === undefined) continue;
    for (let first = 0; first < positions.length; first += atomRows) {
      const po = positions[first + o - 1];
      for (const ph of [positions[first + o], positions[first + o + 1]]) {
        if (!po || !ph) return NaN;
        const r = Math.hypot(ph[0]! - po[0]!, ph[1]! - po[1]!, ph[2]! - po[2]!);
        worst = Math.max(worst, Math.abs(r - 10 * doh));
      }
    }
  }
  return worst;
}

/**
 * The writer's input (its `run 0`, fix shake included), then 1 ps of NVE from rest: `fix nve` with
 * SHAKE, 2 fs steps, thermo at the first and last step. Energies from the first thermo block.
 */
export async function lammpsWaterRun(
  files: Readonly<Record<string, string>>,
  residueName: string,
): Promise<WaterRun> {
  const lmp = 'lmp';
  return withTempDir('lammps-water', async (cwd) => {
    for (const [name, text] of Object.entries(files)) await writeFile(join(cwd, name), text);
    // The writer's fix shake again, now printing its statistics (deviations) at the last step.
    const shake = /^fix\s+rigidWater all shake (\S+) (\S+) 0 (.*)$/m.exec(files[`in.${residueName}`] ?? '');
    if (!shake) throw new ProgramError('bad-output', lmp, 'the input has no fix shake', '');
    const script = [
      `include in.${residueName}`,
      'unfix           rigidWater',
      `fix             rigidWater all shake ${shake[1]} ${shake[2]} ${STEPS} ${shake[3]}`,
      'fix             integrate all nve',
      `timestep        ${DT_PS * 1000}`,
      'thermo_style    custom step pe ebond eangle evdwl ecoul etotal',
      `thermo          ${STEPS}`,
      `run             ${STEPS}`,
      '',
    ].join('\n');
    await writeFile(join(cwd, 'in.md'), script);
    const { stdout } = await runProgram(lmp, ['-in', 'in.md', '-log', 'none', '-nocite'], {
      cwd,
      timeoutMs: 120_000,
      maxOutputBytes: 4 << 20,
    });
    const blocks = thermoRows(lmp, stdout);
    const step0 = blocks[0];
    const md = blocks[1];
    const lastRow = md ? lastThermoRow(stdout) : undefined;
    if (!step0 || !md || !lastRow) {
      throw new ProgramError(
        'bad-output',
        lmp,
        'expected the run 0 and the MD thermo blocks',
        stdout.slice(-2000),
      );
    }
    const kj = (row: ReadonlyMap<string, number>, name: string): number =>
      (row.get(name) ?? NaN) * KJ_PER_KCAL;
    return {
      lj: kj(step0, 'E_vdwl'),
      coulomb: kj(step0, 'E_coul'),
      bonded: kj(step0, 'E_bond') + kj(step0, 'E_angle'),
      steps: lastRow.get('Step') ?? 0,
      totalFirst: kj(md, 'TotEng'),
      totalLast: kj(lastRow, 'TotEng'),
      constraintError: shakeError(stdout, shake[3]!.split(' a ')[0]!.trim().split(/\s+/).length - 1),
    };
  });
}

/** The last numeric row of the last thermo block (the MD run's final step). */
function lastThermoRow(stdout: string): Map<string, number> | undefined {
  const lines = stdout.split('\n');
  const header = lines
    .map((l, i) => (/^\s*Step\s/.test(l) ? i : -1))
    .filter((i) => i >= 0)
    .at(-1);
  if (header === undefined) return undefined;
  const names = lines[header]!.trim().split(/\s+/);
  // Rows until "Loop time", skipping what fixes print between them (SHAKE statistics).
  let row: Map<string, number> | undefined;
  for (const line of lines.slice(header + 1)) {
    if (line.startsWith('Loop time')) break;
    const values = line.trim().split(/\s+/).map(Number);
    if (values.length === names.length && values.every((v) => Number.isFinite(v))) {
      row = new Map(names.map((n, k) => [n, values[k]!]));
    }
  }
  return row;
}

/**
 * Largest "delta" of the bond rows (the first `bondTypes` rows: type, average, delta, count; Å) of the
 * SHAKE statistics LAMMPS printed last.
 */
function shakeError(stdout: string, bondTypes: number): number {
  const rows = (stdout.split('SHAKE stats').at(-1) ?? '').split('\n').slice(1);
  const deltas: number[] = [];
  for (const row of rows.slice(0, bondTypes)) {
    const cells = row.trim().split(/\s+/).map(Number);
    if (cells.length !== 4 || cells.some((c) => !Number.isFinite(c))) return NaN;
    deltas.push(cells[2]!);
  }
  return deltas.length > 0 ? Math.max(...deltas) : NaN;
}
