import type { ApplicationEngine } from '@topoforge/contract';

/**
 * The batch script of a job (run by sbatch in the job directory, as the user's account). The input is
 * copied into the job directory first as `input.zip` (a topology zip from the builder) or under its own
 * name (a single input file). GROMACS: unzip → grompp (the zip's .mdp, or a short default run) → mdrun.
 * LAMMPS: unzip → `lmp -in` the zip's `in.*` file (or the uploaded input itself). Program paths are
 * quoted into the script by the server; the user's file names never reach a shell unquoted.
 */
export interface ScriptInput {
  readonly engine: ApplicationEngine;
  readonly program: string;
  /** The input's file name in the job directory. */
  readonly inputName: string;
}

/** POSIX single-quoting. */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** A short MD run when the zip brings no .mdp: 1000 steps of 1 fs with Verlet lists. */
export const DEFAULT_MDP = [
  'integrator = md',
  'nsteps = 1000',
  'dt = 0.001',
  'cutoff-scheme = Verlet',
  'nstxout-compressed = 100',
  'nstenergy = 100',
  'nstlog = 100',
  'coulombtype = PME',
  'rcoulomb = 1.0',
  'rvdw = 1.0',
  'pbc = xyz',
  'tcoupl = V-rescale',
  'tc-grps = System',
  'tau-t = 0.1',
  'ref-t = 300',
  'gen-vel = yes',
  'gen-temp = 300',
].join('\n');

// sbatch --export=NONE gives the job no environment of the server's: it sets its own PATH (Open MPI builds
// of lmp need one to start as a singleton). The job starts in its directory (sbatch --chdir).
const HEADER = [
  '#!/bin/sh',
  '# Written by the TopoForge job centre.',
  'set -eu',
  'umask 077',
  'export PATH=/usr/local/bin:/usr/bin:/bin',
];

/** Unpacks input.zip into ./input and goes there (a lone input file stays where it is). */
const unpack = (inputName: string): string[] =>
  inputName.toLowerCase().endsWith('.zip')
    ? [`unzip -q -o ${shellQuote(inputName)} -d input`, 'cd input']
    : [];

/** The first file matching a pattern at any depth, or the given fallback. */
const firstFile = (variable: string, pattern: string): string =>
  `${variable}=$(find . -name ${shellQuote(pattern)} -type f | sort | head -n 1)`;

export function renderJobScript(input: ScriptInput): string {
  const program = shellQuote(input.program);
  const body =
    input.engine === 'gromacs'
      ? [
          ...unpack(input.inputName),
          firstFile('top', '*.top'),
          firstFile('gro', '*.gro'),
          firstFile('mdp', '*.mdp'),
          'if [ -z "$top" ] || [ -z "$gro" ]; then echo "no .top and .gro file in the input" >&2; exit 2; fi',
          'cd "$(dirname "$top")"',
          `if [ -z "$mdp" ]; then mdp=run.mdp; cat > run.mdp <<'MDP'\n${DEFAULT_MDP}\nMDP\nelse mdp="$OLDPWD/$mdp"; fi`,
          `${program} grompp -f "$mdp" -c "$OLDPWD/$gro" -p "$(basename "$top")" -o run.tpr -maxwarn 2`,
          `${program} mdrun -deffnm run -ntmpi 1 -ntomp "\${SLURM_NTASKS:-1}"`,
        ]
      : [
          ...unpack(input.inputName),
          input.inputName.toLowerCase().endsWith('.zip')
            ? firstFile('script', 'in.*')
            : `script=${shellQuote(input.inputName)}`,
          'if [ -z "$script" ]; then echo "no LAMMPS input (in.*) in the input" >&2; exit 2; fi',
          'cd "$(dirname "$script")"',
          `${program} -in "$(basename "$script")" -log log.lammps`,
        ];
  return [...HEADER, ...body, ''].join('\n');
}
