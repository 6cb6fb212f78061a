import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAmberDat } from '../../packages/chem/src/forcefields/amber-dat/parse-amber-dat.js';
import { parameterize } from '../../packages/chem/src/params/parameterize.js';
import { typeGaff } from '../../packages/chem/src/typing/gaff/type-gaff.js';
import { runWriter } from '../../packages/chem/src/writers/engine-writer.js';
import { gromacsWriter } from '../../packages/chem/src/writers/gromacs/gromacs-writer.js';
import { lammpsWriter } from '../../packages/chem/src/writers/lammps/lammps-writer.js';
import { polyethylene } from './polyethylene.js';
import { peakRssMiB, timed } from './timing.js';

/**
 * GAFF pipeline benchmark: typing + parameters (gaff.dat) + GROMACS and LAMMPS writers on an all-trans
 * polyethylene chain of ~5,000 and ~100,000 atoms (goals ≤ 0.5 s and ≤ 10 s). Each size runs in a fresh
 * Node (so peak RSS is its own); the fastest of `runs` after one warm-up is reported.
 * Run: `npm run bench -- --system gaff` or `npx tsx --tsconfig tsconfig.tests.json scripts/bench/gaff.ts`.
 */
const GAFF_DAT = process.env.TOPOFORGE_GAFF_DAT ?? '/usr/share/openbabel/3.1.1/gaff.dat';
const SIZES = [
  { carbons: 1666, goal: 0.5 },
  { carbons: 33_333, goal: 10 },
];
const SELF = fileURLToPath(import.meta.url);

interface GaffRun {
  readonly atoms: number;
  readonly seconds: number;
  readonly typing: number;
  readonly parameters: number;
  readonly gromacs: number;
  readonly lammps: number;
  readonly peakRssMiB: number;
}

function once(carbons: number, gaffText: string): Omit<GaffRun, 'peakRssMiB'> {
  const mol = polyethylene(carbons);
  const typing = timed(() => typeGaff(mol));
  const params = timed(() => {
    const ff = parseAmberDat(gaffText, { source: GAFF_DAT }).parameters;
    return parameterize(typing.value.molecule, {
      types: typing.value.types,
      charges: new Float64Array(mol.atomCount),
      forceField: ff,
    });
  });
  const gro = timed(() => runWriter(gromacsWriter, params.value.system, { residueName: 'PE' }));
  const lmp = timed(() => runWriter(lammpsWriter, params.value.system, { residueName: 'PE' }));
  const seconds = typing.seconds + params.seconds + gro.seconds + lmp.seconds;
  return {
    atoms: mol.atomCount,
    seconds,
    typing: typing.seconds,
    parameters: params.seconds,
    gromacs: gro.seconds,
    lammps: lmp.seconds,
  };
}

function child(carbons: number, runs: number): void {
  const gaffText = readFileSync(GAFF_DAT, 'utf8');
  once(carbons, gaffText);
  let best: Omit<GaffRun, 'peakRssMiB'> | undefined;
  for (let i = 0; i < runs; i++) {
    const r = once(carbons, gaffText);
    if (!best || r.seconds < best.seconds) best = r;
  }
  console.log(JSON.stringify({ ...best, peakRssMiB: peakRssMiB() }));
}

/** Prints one block per size; called by main.ts (`--system gaff`) or when run directly. */
export function benchGaff(runs = 3): void {
  if (!existsSync(GAFF_DAT)) {
    console.log(
      `${GAFF_DAT} not found (Debian package openbabel); set TOPOFORGE_GAFF_DAT. GAFF benchmark skipped.`,
    );
    return;
  }
  for (const { carbons, goal } of SIZES) {
    const r = spawnSync(
      process.execPath,
      [...process.execArgv, SELF, '--child', String(carbons), String(runs)],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    if (r.status !== 0)
      throw new Error(`gaff benchmark child failed (${r.status}): ${r.stderr.slice(-1000)}`);
    const run = JSON.parse(r.stdout.trim().split('\n').pop() ?? '') as GaffRun;
    const s = (x: number): string => `${x.toFixed(3)} s`;
    console.log(
      `\n== gaff: polyethylene C${carbons}H${2 * carbons + 2}, ${run.atoms.toLocaleString('en-US')} atoms`,
    );
    console.log(
      `typing + parameters + GROMACS + LAMMPS: ${s(run.seconds)} (best of ${runs} after 1 warm-up; goal ≤ ${goal} s: ${run.seconds <= goal ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  typing ${s(run.typing)}, parameters ${s(run.parameters)} (incl. reading gaff.dat), GROMACS ${s(run.gromacs)}, LAMMPS ${s(run.lammps)}; peak RSS ${run.peakRssMiB.toFixed(0)} MiB`,
    );
  }
}

const [flag, carbons, runs] = process.argv.slice(2);
if (flag === '--child') child(Number(carbons), Number(runs));
else if (process.argv[1] === SELF) benchGaff();
