import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { System } from '../packages/chem/src/core/system.js';
import { parseAmberDat } from '../packages/chem/src/forcefields/index.js';
import { mol2Format } from '../packages/chem/src/io/mol2/index.js';
import { parameterize, systemToWire, type SystemWire } from '../packages/chem/src/params/index.js';
import { compareEnergies } from './lib/gaff-energies.js';

/**
 * `tsx scripts/validate-gaff-params.ts <freesolv dir> [gaff.dat]`: our GAFF parameters against an
 * independent reference, the AMBER prmtop files tleap wrote for FreeSolv (read with ParmEd through
 * scripts/lib/dump-prmtop.py). For each molecule the mol2's antechamber types (column 6) and charges
 * (column 9) are parameterised with Open Babel's gaff.dat (GAFF 1.4); every bond, angle, proper
 * dihedral term, improper and 6-12 value is compared in AMBER units (relative tolerance 1e-4).
 * FreeSolv used a 1.7-era GAFF, so some values differ legitimately; the differences are listed.
 * With --energies, our Systems' energies by term (OpenMM, scripts/lib/openmm-energies.py) are also
 * compared with sander's single points in <dir>/sander_energies_kJmol.tsv.
 */
const args = process.argv.slice(2).filter((a) => a !== '--energies');
const withEnergies = process.argv.includes('--energies');
const dir = args[0] ?? '/work/shared/data/freesolv';
const datPath = args[1] ?? '/usr/share/openbabel/3.1.1/gaff.dat';
const wires: Record<string, SystemWire> = {};
const here = dirname(fileURLToPath(import.meta.url));
const { parameters: ff } = parseAmberDat(readFileSync(datPath, 'utf8'), { source: datPath });

type Kind = 'bond' | 'angle' | 'dihedral' | 'improper' | 'lj';
const counts = new Map<Kind, { same: number; different: number; missing: number; extra: number }>();
const differences: string[] = [];
const count = (k: Kind, what: 'same' | 'different' | 'missing' | 'extra', note?: string): void => {
  const c = counts.get(k) ?? { same: 0, different: 0, missing: 0, extra: 0 };
  c[what]++;
  counts.set(k, c);
  if (note !== undefined) differences.push(`${k} ${what}: ${note}`);
};
const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-4 * Math.max(1, Math.abs(a), Math.abs(b));
const fmt = (v: readonly number[]): string => v.map((x) => +x.toFixed(4)).join(' ');

interface Prmtop {
  atoms: { type: string; rmin: number; epsilon: number }[];
  bonds: [number, number, number, number][];
  angles: [number, number, number, number, number][];
  dihedrals: [number, number, number, number, number, number, number, boolean][];
}

/** Compares keyed value lists: reference (prmtop) against ours. */
function compare(
  kind: Kind,
  id: string,
  ref: Map<string, number[]>,
  ours: Map<string, number[]>,
  types: (k: string) => string,
): void {
  for (const [key, r] of ref) {
    const o = ours.get(key);
    if (!o) count(kind, 'missing', `${id} ${key} (${types(key)}) prmtop ${fmt(r)}`);
    else if (o.length === r.length && o.every((x, i) => close(x, r[i] ?? NaN))) count(kind, 'same');
    else count(kind, 'different', `${id} ${key} (${types(key)}) prmtop ${fmt(r)} ours ${fmt(o)}`);
  }
  for (const [key, o] of ours)
    if (!ref.has(key)) count(kind, 'extra', `${id} ${key} (${types(key)}) ours ${fmt(o)}`);
}

const keyOf = (atoms: readonly number[]): string => {
  const a = [...atoms];
  return (a[0] ?? 0) > (a[a.length - 1] ?? 0) ? a.reverse().join('-') : a.join('-');
};
/** Centre (the atom bonded to the other three: prmtop may store a quartet reversed) and sorted outer atoms. */
const improperKey = (a: readonly number[], bonded: (x: number, y: number) => boolean): string => {
  const centre = a.find((c) => a.every((o) => o === c || bonded(c, o))) ?? a[2] ?? 0;
  return `${centre}:${a
    .filter((o) => o !== centre)
    .sort((x, y) => x - y)
    .join('-')}`;
};
const sortedTerms = (terms: number[][]): number[] =>
  terms
    .filter((t) => Math.abs(t[0] ?? 0) > 1e-9)
    .sort((x, y) => (x[1] ?? 0) - (y[1] ?? 0))
    .flat();

function oursAsAmber(s: System, bonded: (x: number, y: number) => boolean) {
  const bonds = new Map(
    s.bonds.map((t) => {
      const p = s.bondParameters[t.parameter]!;
      return [keyOf(t.atoms), [p.kb / (2 * 4.184 * 100), p.b0 * 10]];
    }),
  );
  const angles = new Map(
    s.angles.map((t) => {
      const p = s.angleParameters[t.parameter]!;
      return [keyOf(t.atoms), [p.k / (2 * 4.184), p.theta0]];
    }),
  );
  const dihedrals = new Map<string, number[]>();
  for (const t of s.dihedrals) {
    const p = s.dihedralParameters[t.parameter]!;
    if (p.funct === 3) continue;
    dihedrals.set(keyOf(t.atoms), sortedTerms(p.terms.map((x) => [x.k / 4.184, x.multiplicity, x.phase])));
  }
  const impropers = new Map(
    s.impropers.map((t) => {
      const p = s.improperParameters[t.parameter]!;
      return [
        improperKey(t.atoms, bonded),
        p.funct === 4 ? [p.term.k / 4.184, p.term.multiplicity, p.term.phase] : [],
      ];
    }),
  );
  return { bonds, angles, dihedrals, impropers };
}

let improperOrderSame = 0;
let improperOrderDifferent = 0;
let failures = 0;
const files = readdirSync(join(dir, 'mol2'))
  .filter((f) => f.endsWith('.mol2'))
  .sort();
for (const file of files) {
  const id = basename(file, '.mol2');
  const mol = mol2Format.read?.(readFileSync(join(dir, 'mol2', file), 'utf8'), { fileName: file })
    .molecules[0];
  if (!mol?.atomTypes || !mol.partialCharges) throw new Error(`${file}: no types or charges`);
  let system: System;
  try {
    system = parameterize(mol, { types: mol.atomTypes, charges: mol.partialCharges, forceField: ff }).system;
  } catch (e) {
    failures++;
    differences.push(`FAILED ${id}: ${(e as Error).message}`);
    continue;
  }
  wires[id] = systemToWire(system);
  const script = join(here, 'lib', 'dump-prmtop.py');
  const json = execFileSync('/usr/bin/python3', [script, join(dir, 'amber', `${id}.prmtop`)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const ref = JSON.parse(json.toString()) as Prmtop;
  const types = (key: string): string =>
    key
      .split(/[-:]/)
      .map((i) => mol.atomTypes?.[Number(i)] ?? '?')
      .join('-');
  const bondSet = new Set(system.bonds.map((t) => keyOf(t.atoms)));
  const bonded = (x: number, y: number): boolean => bondSet.has(keyOf([x, y]));
  const ours = oursAsAmber(system, bonded);
  compare('bond', id, new Map(ref.bonds.map(([i, j, k, r]) => [keyOf([i, j]), [k, r]])), ours.bonds, types);
  compare(
    'angle',
    id,
    new Map(ref.angles.map(([i, j, k, kk, t]) => [keyOf([i, j, k]), [kk, t]])),
    ours.angles,
    types,
  );
  const refDihedrals = new Map<string, number[][]>();
  const refImpropers = new Map<string, number[]>();
  for (const [i, j, k, l, pk, per, phase, improper] of ref.dihedrals) {
    if (improper) {
      const key = improperKey([i, j, k, l], bonded);
      refImpropers.set(key, [pk, per, phase]);
      const o = system.impropers.find((t) => improperKey(t.atoms, bonded) === key);
      const same = o && [[i, j, k, l].join('-'), [l, k, j, i].join('-')].includes(o.atoms.join('-'));
      if (o && same) improperOrderSame++;
      else if (o) {
        improperOrderDifferent++;
        const t = (q: readonly number[]): string =>
          q.map((x) => `${x + 1}${mol.atomTypes?.[x] ?? '?'}`).join(' ');
        differences.push(`improper order: ${id} tleap ${t([i, j, k, l])} ours ${t(o.atoms)}`);
      }
    } else {
      const key = keyOf([i, j, k, l]);
      refDihedrals.set(key, [...(refDihedrals.get(key) ?? []), [pk, per, phase]]);
    }
  }
  compare(
    'dihedral',
    id,
    new Map([...refDihedrals].map(([k, v]) => [k, sortedTerms(v)])),
    ours.dihedrals,
    types,
  );
  compare('improper', id, refImpropers, ours.impropers, types);
  const refLj = new Map(ref.atoms.map((a, i) => [`${i}`, [a.rmin, a.epsilon]]));
  const ourLj = new Map(
    system.atoms.map((a, i) => [`${i}`, [(a.sigma * 10 * 2 ** (1 / 6)) / 2, a.epsilon / 4.184]]),
  );
  compare('lj', id, refLj, ourLj, types);
}

console.log(
  `GAFF parameters vs FreeSolv prmtop (${files.length} molecules, ${failures} failed to parameterise)`,
);
console.log('kind       same  different  missing  extra');
for (const [k, c] of counts) {
  console.log(
    `${k.padEnd(9)} ${String(c.same).padStart(5)} ${String(c.different).padStart(10)} ${String(c.missing).padStart(8)} ${String(c.extra).padStart(6)}`,
  );
}
console.log(`improper atom order: ${improperOrderSame} same as tleap, ${improperOrderDifferent} different`);
console.log('\nDifferences:');
for (const d of differences) console.log(`  ${d}`);

if (withEnergies) compareEnergies(wires, dir, join(here, 'lib', 'openmm-energies.py'));
