/**
 * Adapters to external programs (Open Babel, xtb, MOPAC, GROMACS, LAMMPS …). Node-only; shared by the
 * server and the CLI (docs/adr/0004-engines-package.md). Every program is spawned with an argument array
 * in a fresh temp directory, with a time-out and an output cap, and fails with a typed ProgramError.
 */
export * from './program-error.js';
export * from './run-program.js';
export * from './temp-dir.js';
export * from './program-version.js';
export * from './external-programs.js';
