import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { atomicNumber } from '../../packages/chem/src/core/elements.js';
import { MoleculeBuilder } from '../../packages/chem/src/core/molecule.js';
import { sdfFormat } from '../../packages/chem/src/io/mol/index.js';
import { perceive } from '../../packages/chem/src/perception/perceive.js';
import { eemCharges } from '../../packages/chem/src/charges/eem/eem.js';
import { gasteigerCharges } from '../../packages/chem/src/charges/gasteiger/gasteiger.js';
import { qeqCharges } from '../../packages/chem/src/charges/qeq/qeq.js';
import { loadMmff94Tables, mmff94Charges } from '../../packages/chem/src/charges/mmff94/index.js';
import { am1bccCharges, cm1aCharges, cm5Charges, xtbRespCharges } from '../../packages/engines/src/index.js';
import { alkaneBox } from './alkane-box.js';
import { obabelAvailable } from './obabel.js';
import type { BenchAtom } from './pdb-records.js';
import { bestOf, timed } from './timing.js';

/**
 * `npm run bench -- --system charges`: seconds per pure charge method (Gasteiger, QEq, EEM) on
 * 20-, 50- and 100-atom molecules made by `obabel --gen3d` and on a 5,000-atom box of decane
 * chains (alkane-box.ts; QEq and EEM solve the whole box as one system), and Gasteiger against
 * `obabel IN.sdf -osmi --partialcharge gasteiger --print` on the same molecules: Open Babel is timed
 * as a process with and without --partialcharge on an SDF of 2,000 copies (one for the box), and the
 * difference per molecule is its charge step (it includes printing the charges). MMFF94 is compared
 * the same way with `--partialcharge mmff94`. The program-backed methods (AM1-BCC and CM1A through
 * MOPAC, CM5 and XTB-RESP through xtb) are timed once per molecule, as whole calls.
 */
const MOLECULES: readonly (readonly [string, string])[] = [
  ['n-hexane (20 atoms)', 'CCCCCC'],
  ['n-hexadecane (50 atoms)', 'CCCCCCCCCCCCCCCC'],
  ['dotriacontane-1,32-diol (100 atoms)', `OC${'C'.repeat(30)}CO`],
];

const MMFF94_DIR = '/usr/share/openbabel/3.1.1';
let mmffTables: ReturnType<typeof loadMmff94Tables> | undefined;
const mmff = (): ReturnType<typeof loadMmff94Tables> =>
  (mmffTables ??= loadMmff94Tables((name) => readFileSync(join(MMFF94_DIR, name), 'utf8')));

const METHODS: readonly (readonly [string, (mol: Molecule) => Float64Array])[] = [
  ['Gasteiger', (mol) => gasteigerCharges(mol)],
  ['MMFF94', (mol) => mmff94Charges(mol, mmff())],
  ['QEq', (mol) => qeqCharges(mol, { netCharge: 0 })],
  ['EEM', (mol) => eemCharges(mol, { netCharge: 0 })],
];

function fromBenchAtoms(atoms: readonly BenchAtom[]): Molecule {
  const builder = new MoleculeBuilder('decane box');
  for (const a of atoms) builder.addAtom({ element: atomicNumber(a.element) ?? 0, x: a.x, y: a.y, z: a.z });
  return perceive(builder.build()).molecule;
}

export function obabelMolecule(smiles: string, path: string): Molecule {
  const r = spawnSync('obabel', [`-:${smiles}`, '--gen3d', '-h', '-osdf', '-O', path], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`obabel --gen3d failed: ${r.stderr.slice(-300)}`);
  const mol = sdfFormat.read!(readFileSync(path, 'utf8')).molecules[0];
  if (!mol) throw new Error(`no molecule in ${path}`);
  return mol;
}

/** Copies of each molecule in the SDF given to obabel, so that its charge step outweighs start-up. */
const COPIES = 2000;

const PROGRAM_METHODS: readonly (readonly [string, (mol: Molecule) => Promise<unknown>])[] = [
  ['AM1-BCC', (mol) => am1bccCharges(mol, { netCharge: 0 })],
  ['CM1A', (mol) => cm1aCharges(mol, { netCharge: 0, scale: 1 })],
  ['CM5', (mol) => cm5Charges(mol, { netCharge: 0, scale: 1 })],
  ['XTB-RESP', (mol) => xtbRespCharges(mol, { netCharge: 0, timeoutMs: 600_000 })],
];

async function benchPrograms(mol: Molecule): Promise<void> {
  for (const [name, fn] of PROGRAM_METHODS) {
    const start = performance.now();
    try {
      await fn(mol);
      console.log(
        `  ${name.padEnd(10)} ${fmt((performance.now() - start) / 1000)} (1 call, program included)`,
      );
    } catch (e) {
      console.log(`  ${name.padEnd(10)} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/** Best of three runs of the whole obabel process on `path`. */
function obabelSeconds(path: string, model: string | undefined): number {
  const args = [path, '-osmi', ...(model ? ['--partialcharge', model, '--print'] : [])];
  return bestOf(3, () => {
    const r = spawnSync('obabel', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`obabel failed: ${r.stderr.slice(-300)}`);
  }).seconds;
}

/** Open Babel's charge time per molecule: (with − without --partialcharge MODEL) / copies. */
function obabelChargesPerMolecule(path: string, copies: number, model: string): number {
  return (obabelSeconds(path, model) - obabelSeconds(path, undefined)) / copies;
}

const fmt = (s: number): string => (s < 0.01 ? `${(s * 1e3).toFixed(3)} ms` : `${s.toFixed(3)} s`);

/**
 * Seconds per call: a quick call sizes a batch of about 0.2 s (at most 1,000 calls, so that
 * sub-millisecond methods are not timer noise), then the best of `runs` batches, per call.
 */
function perCall(fn: () => unknown, runs: number): { seconds: number; calls: number } {
  const first = timed(fn).seconds;
  const calls = Math.max(1, Math.min(1000, Math.ceil(0.2 / Math.max(first, 1e-6))));
  if (runs <= 1 || first > 5) return { seconds: first, calls: 1 };
  const batch = bestOf(runs, () => {
    for (let k = 0; k < calls; k++) fn();
  });
  return { seconds: batch.seconds / calls, calls };
}

function benchMolecule(title: string, mol: Molecule, path: string | undefined, runs: number): void {
  console.log(`\n== ${title}: ${mol.atomCount} atoms`);
  const ours = new Map<string, number>();
  for (const [name, fn] of METHODS) {
    const t = perCall(() => fn(mol), runs);
    ours.set(name, t.seconds);
    const how = t.calls > 1 ? `per call, best of ${runs} batches of ${t.calls}` : '1 call';
    console.log(`  ${name.padEnd(10)} ${fmt(t.seconds)} (${how})`);
  }
  if (!path) return;
  const copies = mol.atomCount > 1000 ? 1 : COPIES;
  const sdf = sdfFormat.write!(mol);
  writeFileSync(path, sdf.repeat(copies));
  for (const [name, model] of [
    ['Gasteiger', 'gasteiger'],
    ['MMFF94', 'mmff94'],
  ] as const) {
    const theirs = obabelChargesPerMolecule(path, copies, model);
    console.log(
      `  obabel ${name} step: ${fmt(theirs)} per molecule (process time with − without ` +
        `--partialcharge ${model}, ${copies} ${copies > 1 ? 'copies' : 'copy'}); ` +
        `ratio obabel / TopoForge = ${(theirs / (ours.get(name) ?? NaN)).toFixed(1)}×`,
    );
  }
}

export async function benchCharges(runs: number): Promise<void> {
  const obabel = obabelAvailable();
  if (!obabel) console.log('obabel not found on PATH: the molecules need it (Debian package openbabel).');
  const dir = mkdtempSync(join(tmpdir(), 'topoforge-bench-charges-'));
  try {
    if (obabel) {
      for (const [title, smiles] of MOLECULES) {
        const path = join(dir, `${title.split(' ')[0]}.sdf`);
        const mol = obabelMolecule(smiles, path);
        benchMolecule(title, mol, path, runs);
        await benchPrograms(mol);
      }
    }
    const box = fromBenchAtoms(alkaneBox(156));
    const path = join(dir, 'box.sdf');
    benchMolecule('156 n-decane chains', box, obabel ? path : undefined, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
