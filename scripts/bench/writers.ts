import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Supercell, System } from '../../packages/chem/src/index.js';
import {
  buildSystem,
  ChemError,
  ENGINE_WRITERS,
  findForceFieldModel,
  moleculeFromWire,
  supercellSystem,
  systemFromWire,
  systemToWire,
} from '../../packages/chem/src/index.js';
import type { CrystalMolecule } from './molecular-crystal.js';
import { crystalContact, molecularCrystal } from './molecular-crystal.js';
import { GAFF_DAT, gaffAndOplsData, GROMACS_TOP as TOP } from './force-field-files.js';
import { peakRssMiB, timed } from './timing.js';

/**
 * The 12 engine writers on a supercell of a molecular crystal (scripts/bench/molecular-crystal.ts: a
 * 192-atom benzene cell × 10 × 10 × 10 = 192,000 atoms; a 288-atom cyclohexane cell × 10 × 9 × 7 =
 * 181,440 atoms, for GOMC, which refuses benzene's periodic impropers), the way the topology download makes
 * it: chem's buildSystem on the cell (GAFF, then OPLS-AA/L), the System's wire form and back
 * (systemToWire → moleculeFromWire → systemFromWire), supercellSystem, then each writer's
 * supports → check → convert → write. Each writer runs in a fresh Node process (its time and peak RSS
 * are its own) that is stopped after `--limit` seconds. One run each; goal ≤ 10 s per writer.
 * `npm run bench:writers [-- --supercell x,y,z] [--molecule benzene|cyclohexane] [--ff GAFF|OPLS-AA/L]
 * [--engine lammps] [--limit 120]`.
 */
const SELF = fileURLToPath(import.meta.url);
/**
 * Benzene under both force fields; cyclohexane (no periodic impropers) so that GOMC writes too. The
 * supercells stay within the download's limits (≤ 10 per axis, ≤ 200,000 atoms).
 */
const CASES: readonly (readonly [CrystalMolecule, string, Supercell])[] = [
  ['benzene', 'GAFF', [10, 10, 10]],
  ['benzene', 'OPLS-AA/L', [10, 10, 10]],
  ['cyclohexane', 'GAFF', [10, 9, 7]],
];
const GOAL_SECONDS = 10;
/** The most atoms the OpenMM writer's PDB can number. */
const OPENMM_MAX_ATOMS = 99_999;
const RESIDUE = 'BNZ';

interface ChildResult {
  readonly atoms: number;
  readonly wire: number;
  readonly supercell: number;
  readonly write?: number;
  readonly bytes?: number;
  readonly refused?: string;
  readonly peakRssMiB: number;
}

/** The cell's System through chem's one build entry point, with the force field's own typer. */
function cellSystem(kind: CrystalMolecule, forceField: string): System {
  const model = findForceFieldModel(forceField);
  if (!model) throw new Error(`unknown force field ${forceField}`);
  const cell = molecularCrystal(kind);
  const typing = model.type(cell);
  // Neutral CH groups (benzene C −0.115 e, H +0.115 e; CH2: C −0.12, H +0.06); OPLS-AA/L uses its own.
  const [h, perCarbon] = kind === 'benzene' ? [0.115, 1] : [0.06, 2];
  const charges = Float64Array.from(typing.types, (_, i) => (cell.elements[i] === 6 ? -perCarbon * h : h));
  return buildSystem(
    {
      molecule: typing.molecule,
      atomTypes: typing.types.map((type) => [{ name: model.name, type }]),
      searchMode: 'accurate',
      charges,
      useCurrentStructure: 0,
      premium: true,
    },
    gaffAndOplsData(),
  ).system;
}

function child(engine: string, kind: CrystalMolecule, forceField: string, size: Supercell): void {
  const entry = ENGINE_WRITERS.find((e) => e.id === engine);
  if (!entry) throw new Error(`unknown engine ${engine}`);
  const system = cellSystem(kind, forceField);
  const wire = timed(() => {
    const w = systemToWire(system);
    const mol = moleculeFromWire(w.atoms, w.bonds, system.molecule.cell, RESIDUE);
    return systemFromWire(w, mol);
  });
  const big = timed(() => supercellSystem(wire.value, size));
  const base = {
    atoms: big.value.atoms.length,
    wire: wire.seconds,
    supercell: big.seconds,
  };
  let result: ChildResult;
  try {
    const files = timed(() => entry.write(big.value, { residueName: RESIDUE }));
    const bytes = Object.values(files.value).reduce((n, text) => n + text.length, 0);
    result = { ...base, write: files.seconds, bytes, peakRssMiB: peakRssMiB() };
  } catch (e) {
    // A ChemError is the writer refusing (with its reason); anything else is a failure, shown with where.
    const where = e instanceof ChemError ? '' : ` (${(e as Error).stack?.split('\n')[1]?.trim() ?? ''})`;
    result = { ...base, refused: `${(e as Error).message.slice(0, 140)}${where}`, peakRssMiB: peakRssMiB() };
  }
  console.log(JSON.stringify(result));
}

function runChild(
  engine: string,
  kind: CrystalMolecule,
  forceField: string,
  size: Supercell,
  limit: number,
): string {
  const args = [
    '--import',
    'tsx',
    SELF,
    '--child',
    engine,
    '--molecule',
    kind,
    '--ff',
    forceField,
    '--supercell',
    size.join(','),
  ];
  const r = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    timeout: limit * 1000,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.tests.json' },
    maxBuffer: 1 << 20,
  });
  if (r.error || r.signal) return `stopped after ${limit} s`;
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{'))
    return `failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`;
  const c = JSON.parse(line) as ChildResult;
  const head = `${c.atoms.toLocaleString('en-US')} atoms (wire ${c.wire.toFixed(2)} s, supercell ${c.supercell.toFixed(2)} s)`;
  if (c.refused !== undefined) return `refused: ${c.refused} — ${head}`;
  const mb = ((c.bytes ?? 0) / 1e6).toFixed(1);
  const verdict = (c.write ?? Infinity) <= GOAL_SECONDS ? 'ok' : `over the ${GOAL_SECONDS} s goal`;
  return `${c.write!.toFixed(2)} s, ${mb} MB, peak RSS ${c.peakRssMiB.toFixed(0)} MiB, ${verdict} — ${head}`;
}

/** Prints one line per force field and writer. */
export function benchWriters(options: {
  size?: Supercell;
  molecule?: string;
  forceField?: string;
  engine?: string;
  limit: number;
}): void {
  if (!existsSync(GAFF_DAT) || !existsSync(join(TOP, 'oplsaa.ff'))) {
    console.log(`${GAFF_DAT} or ${TOP}/oplsaa.ff not found (Debian openbabel, gromacs-data): skipped.`);
    return;
  }
  for (const [kind, forceField, defaultSize] of CASES) {
    if ((options.molecule ?? kind) !== kind || (options.forceField ?? forceField) !== forceField) continue;
    const size = options.size ?? defaultSize;
    const cellAtoms = molecularCrystal(kind).atomCount;
    const atoms = (cellAtoms * size[0] * size[1] * size[2]).toLocaleString('en-US');
    console.log(
      `\n== ${kind} crystal, ${forceField}: ${cellAtoms}-atom cell (closest contact between molecules ${crystalContact(kind).toFixed(2)} Å) × ${size.join(' × ')} = ${atoms} atoms`,
    );
    for (const entry of ENGINE_WRITERS) {
      if (options.engine && entry.id !== options.engine) continue;
      console.log(`${entry.id.padEnd(12)} ${runChild(entry.id, kind, forceField, size, options.limit)}`);
    }
    // OpenMM's PDB numbers at most 99,999 atoms: it is also timed on the largest supercell below that.
    const z = Math.floor(OPENMM_MAX_ATOMS / (cellAtoms * size[0] * size[1]));
    if ((options.engine ?? 'openmm') === 'openmm' && z >= 1 && z < size[2]) {
      const smaller: Supercell = [size[0], size[1], z];
      console.log(`${'openmm'.padEnd(12)} ${runChild('openmm', kind, forceField, smaller, options.limit)}`);
    }
  }
}

function main(): void {
  const { values } = parseArgs({
    options: {
      child: { type: 'string' },
      molecule: { type: 'string' },
      ff: { type: 'string' },
      engine: { type: 'string' },
      supercell: { type: 'string' },
      limit: { type: 'string', default: '120' },
    },
  });
  const size = values.supercell?.split(',').map(Number) as unknown as Supercell | undefined;
  if (size && (size.length !== 3 || !size.every((v) => Number.isInteger(v) && v >= 1)))
    throw new Error('--supercell takes three whole numbers, e.g. 10,10,10');
  const molecule = values.molecule === 'cyclohexane' ? 'cyclohexane' : 'benzene';
  if (values.child) return child(values.child, molecule, values.ff ?? 'GAFF', size ?? [1, 1, 1]);
  benchWriters({
    size,
    molecule: values.molecule,
    forceField: values.ff,
    engine: values.engine,
    limit: Number(values.limit),
  });
}

main();
