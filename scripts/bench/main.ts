import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { alkaneBox } from './alkane-box.js';
import { benchCharges } from './charges.js';
import { benchForceFields } from './force-fields.js';
import { benchGaff } from './gaff.js';
import { obabelAvailable, runObabel } from './obabel.js';
import { measureOursInChild } from './ours-in-child.js';
import type { BenchAtom } from './pdb-records.js';
import { pdbText } from './pdb-records.js';
import { waterBox } from './water-box.js';
import { benchXtbResp } from './xtb-resp.js';

/**
 * `npm run bench [-- --system all|water|alkane|both|gaff|charges|force-fields|xtb-resp] [--runs N]` (default all): read +
 * perceive throughput on 100,000-atom PDBs without CONECT records (so bonds must be perceived), against
 * `obabel in.pdb -osdf -O out.sdf`; then the GAFF pipeline (scripts/bench/gaff.ts: typing + parameters +
 * writers), the other force fields (scripts/bench/force-fields.ts), the charge methods
 * (scripts/bench/charges.ts) and XTB-RESP beside a GFN1-xTB single point (scripts/bench/xtb-resp.ts).
 * Not a test: it prints figures.
 */
interface BenchSystem {
  readonly title: string;
  readonly build: () => BenchAtom[];
  readonly record: 'ATOM  ' | 'HETATM';
  /** Bonds a correct perception finds: 2 per water; 31 per decane (9 C–C + 22 C–H). */
  readonly expectedBonds: number;
}

const SYSTEMS: Readonly<Record<string, BenchSystem>> = {
  water: {
    title: '33,334 water molecules',
    build: () => waterBox(33_334),
    record: 'HETATM',
    expectedBonds: 2 * 33_334,
  },
  alkane: {
    title: '3,125 n-decane chains',
    build: () => alkaneBox(3125),
    record: 'ATOM  ',
    expectedBonds: 31 * 3125,
  },
};

const rate = (atoms: number, seconds: number): string =>
  `${Math.round(atoms / seconds).toLocaleString('en-US')} atoms/s`;
const secs = (s: number): string => `${s.toFixed(3)} s`;

function benchOne(name: string, system: BenchSystem, runs: number, dir: string, obabel: boolean): void {
  const atoms = system.build();
  const path = join(dir, `${name}.pdb`);
  writeFileSync(path, pdbText(system.title, atoms, system.record));
  console.log(`\n== ${name}: ${system.title}, ${atoms.length.toLocaleString('en-US')} atoms, no CONECT`);
  const ours = measureOursInChild(path, runs);
  console.log(
    `TopoForge read + perceive: ${secs(ours.seconds)} (best of ${runs} after 1 warm-up) = ${rate(atoms.length, ours.seconds)}` +
      `; read ${secs(ours.readSeconds)}, perceive ${secs(ours.perceiveSeconds)}`,
  );
  console.log(
    `  bonds ${ours.bonds} (expected ${system.expectedBonds}); peak RSS ${ours.peakRssMiB.toFixed(0)} MiB`,
  );
  if (!obabel) return;
  const ob = runObabel(path, join(dir, `${name}.sdf`));
  const rss = ob.peakRssMiB === undefined ? '' : `; peak RSS ${ob.peakRssMiB.toFixed(0)} MiB`;
  console.log(
    `obabel ${name}.pdb -osdf -O ${name}.sdf: ${secs(ob.seconds)} (1 run) = ${rate(atoms.length, ob.seconds)}`,
  );
  console.log(`  atoms ${ob.atoms ?? '?'}, bonds ${ob.bonds ?? '?'}${rss}`);
  console.log(`ratio: obabel time / TopoForge time = ${(ob.seconds / ours.seconds).toFixed(1)}×`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { system: { type: 'string', default: 'all' }, runs: { type: 'string', default: '3' } },
  });
  const runs = Number(values.runs);
  const all = values.system === 'all';
  if (values.system === 'gaff') return benchGaff(runs);
  if (values.system === 'charges') return benchCharges(runs);
  if (values.system === 'force-fields') return benchForceFields(runs);
  if (values.system === 'xtb-resp') return benchXtbResp(runs);
  const names = all || values.system === 'both' ? Object.keys(SYSTEMS) : [values.system ?? ''];
  const obabel = obabelAvailable();
  if (!obabel)
    console.log('obabel not found on PATH: only TopoForge is timed (Debian package openbabel adds it).');
  const dir = mkdtempSync(join(tmpdir(), 'topoforge-bench-'));
  try {
    for (const name of names) {
      const system = SYSTEMS[name];
      if (!system)
        throw new Error(
          `unknown system '${name}'; choose ${Object.keys(SYSTEMS).join(', ')}, both, gaff, charges, force-fields, xtb-resp or all`,
        );
      benchOne(name, system, runs, dir, obabel);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!all) return;
  console.log('\n######## GAFF pipeline');
  benchGaff(runs);
  console.log('\n######## OPLS-AA/L, TraPPE-UA, GROMOS 54A7, CL&P');
  benchForceFields(runs);
  console.log('\n######## charge methods');
  await benchCharges(runs);
  console.log('\n######## XTB-RESP');
  await benchXtbResp(runs);
}

await main();
