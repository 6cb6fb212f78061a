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
export * from './mopac.js';
export * from './am1bcc.js';
export * from './cm1a.js';
export * from './cm1a-lbcc.js';
export * from './xtb.js';
export * from './xtb-error.js';
export * from './xtb-output.js';
export * from './xtb-charge-result.js';
export * from './cm5.js';
export * from './xtb-resp.js';
export * from './energy-terms.js';
export * from './gromacs.js';
export * from './lammps.js';
export * from './openmm.js';
export * from './charge-runner.js';
export * from './obabel-gen3d.js';
export * from './obabel-conformers.js';
export * from './cg-conformers.js';
