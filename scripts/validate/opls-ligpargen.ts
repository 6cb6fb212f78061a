import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { massOf, symbolOf } from '../../packages/chem/src/core/elements.js';
import { isTopoForgeError } from '../../packages/chem/src/core/errors.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import type { GromacsForceField } from '../../packages/chem/src/forcefields/gromacs-ff/index.js';
import { parseGromacsForceField } from '../../packages/chem/src/forcefields/gromacs-ff/index.js';
import { pdbFormat } from '../../packages/chem/src/io/pdb/index.js';
import type { System } from '../../packages/chem/src/core/system.js';
import {
  bondTypeOf,
  oplsAtomParameters,
  parameterizeOpls,
} from '../../packages/chem/src/params/opls/index.js';
import { typeOpls } from '../../packages/chem/src/typing/opls/index.js';

/**
 * `npm run validate:opls -- [DIR] [FFDIR] [AADIR]`: the two goal figures of OPLS-AA/L coverage on
 * molecules LigParGen made, printed last:
 * - builds: typing (typeOpls) AND the full parameter set (parameterizeOpls, every missing bonded term
 *   estimated by the cascade) succeed, over DIR's PDBs and the all-atom PDBs AADIR/<ID>/aa.pdb
 *   (default /work/shared/data/martini3, LigParGen atomistic structures without an itp; read as the
 *   product reads them, so an element the PDB reader misreads counts against the build);
 * - Lennard-Jones match: atoms whose σ and ε agree with LigParGen's itp, over DIR.
 * For each DIR/NAME.pdb + DIR/NAME.itp (default /work/shared/data/ligpargen-opls)
 * the PDB is read with the project's reader (CONECT bonds, orders perceived) and typed; LigParGen
 * names its own types (opls_800 …), so parameters are compared, not names:
 * - per atom σ and ε of our type in oplsaa.ff (FFDIR, default gromacs-data's) against the itp's
 *   [ atomtypes ] row of the atom's type; agreement within 1e-4 relative;
 * - per bond (b0, kb), angle (θ0, k) and proper dihedral (RB c0…c5) of the itp, the parameter
 *   parameterizeOpls gives the same atoms (oplsaa.ff through our bond types, then the missing-term
 *   cascade, whose estimates are counted); agreement within 1e-3 relative or the itp's printed
 *   precision (3 decimals), whichever is larger. Impropers are not compared.
 * Prints one table row per molecule, then every mismatch.
 */
const dir = process.argv[2] ?? '/work/shared/data/ligpargen-opls';
const ffDir = process.argv[3] ?? '/usr/share/gromacs/top/oplsaa.ff';
const aaDir = process.argv[4] ?? '/work/shared/data/martini3';

interface Itp {
  readonly atomTypes: Map<string, { sigma: number; epsilon: number }>;
  readonly atomType: string[];
  readonly mass: number[];
  readonly bonds: { atoms: number[]; p: number[] }[];
  readonly angles: { atoms: number[]; p: number[] }[];
  readonly dihedrals: { atoms: number[]; p: number[] }[];
}

function readItp(text: string): Itp {
  const itp: Itp = { atomTypes: new Map(), atomType: [], mass: [], bonds: [], angles: [], dihedrals: [] };
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.split(';')[0]!.trim();
    const head = /^\[\s*(\w+)\s*\]/.exec(line);
    if (head) {
      section = head[1]!;
      continue;
    }
    const f = line.split(/\s+/);
    if (line === '' || f.length < 2) continue;
    if (section === 'atomtypes') itp.atomTypes.set(f[0]!, { sigma: Number(f[5]), epsilon: Number(f[6]) });
    else if (section === 'atoms') {
      itp.atomType[Number(f[0]) - 1] = f[1]!;
      itp.mass[Number(f[0]) - 1] = Number(f[7]);
    } else if (section === 'bonds')
      itp.bonds.push({ atoms: [0, 1].map((k) => Number(f[k]) - 1), p: f.slice(3).map(Number) });
    else if (section === 'angles')
      itp.angles.push({ atoms: [0, 1, 2].map((k) => Number(f[k]) - 1), p: f.slice(4).map(Number) });
    else if (section === 'dihedrals' && f[4] === '3') {
      itp.dihedrals.push({ atoms: [0, 1, 2, 3].map((k) => Number(f[k]) - 1), p: f.slice(5, 11).map(Number) });
    }
  }
  return itp;
}

const relClose = (a: number, b: number, rel: number, abs = 0): boolean =>
  Math.abs(a - b) <= Math.max(rel * Math.max(Math.abs(a), Math.abs(b)), abs);
const bondedClose = (ours: readonly number[], theirs: readonly number[]): boolean =>
  ours.length === theirs.length && ours.every((x, k) => relClose(x, theirs[k]!, 1e-3, 1.5e-3));

interface Tally {
  agree: number;
  total: number;
  missing: number;
}
const tally = (): Tally => ({ agree: 0, total: 0, missing: 0 });
/** Sums over the molecules that could be typed: LJ, bonds, angles, dihedrals. */
const totals = [tally(), tally(), tally(), tally()];
const row = (cells: readonly string[]): string =>
  cells.map((c, k) => (k === 0 ? c.padEnd(8) : c.padStart([6, 10, 14, 14, 18][k - 1]!))).join('  ');
const fmt = (t: Tally): string => `${t.agree}/${t.total}${t.missing ? ` (${t.missing} no ff row)` : ''}`;

/** Where one molecule's mismatch lines go, and how its atoms are named in them. */
interface Report {
  readonly name: string;
  readonly out: string[];
  readonly label: (i: number) => string;
}

function compareMolecule(name: string, ff: GromacsForceField, out: string[]): string {
  const pdbPath = join(dir, `${name}.pdb`);
  const read = pdbFormat.read!(readFileSync(pdbPath, 'utf8'), { fileName: pdbPath }).molecules[0]!;
  const itp = readItp(readFileSync(join(dir, `${name}.itp`), 'utf8'));
  const mol = withItpElements(read, itp, name, out);
  let types: string[];
  try {
    types = typeOpls(mol).types;
  } catch (e) {
    if (!isTopoForgeError(e)) throw e;
    out.push(`${name}: typing failed: ${e.message}`);
    return row([short(name), String(mol.atomCount), 'typing failed']);
  }
  const report: Report = { name, out, label: (i) => `${symbolOf(mol.elements[i]!)}${i + 1}` };
  const bt = types.map((t) => bondTypeOf(ff, t) ?? '?');
  const lj = compareLj(report, ff, itp, types);
  // The product's own parameterizer (missing-term cascade included), term by term.
  let system: System;
  try {
    system = parameterizeOpls(mol, {
      types,
      charges: new Float64Array(mol.atomCount),
      forceField: ff,
    }).system;
  } catch (e) {
    if (!isTopoForgeError(e)) throw e;
    out.push(`${name}: parameters failed: ${e.message}`);
    return row([short(name), String(mol.atomCount), fmt(lj), 'parameters failed']);
  }
  const tallies = [lj, ...compareBonded(report, itp, system, bt)];
  tallies.forEach((t, k) => {
    totals[k]!.agree += t.agree;
    totals[k]!.total += t.total;
    totals[k]!.missing += t.missing;
  });
  return row([short(name), String(mol.atomCount), ...tallies.map(fmt)]);
}

/** σ and ε of our type against the itp's [ atomtypes ] row of each atom's LigParGen type. */
function compareLj(report: Report, ff: GromacsForceField, itp: Itp, types: readonly string[]): Tally {
  const lj = tally();
  types.forEach((t, i) => {
    const ours = oplsAtomParameters(ff, t);
    const theirs = itp.atomTypes.get(itp.atomType[i]!);
    lj.total++;
    if (!ours || !theirs) return void lj.missing++;
    if (relClose(ours.sigma, theirs.sigma, 1e-4) && relClose(ours.epsilon, theirs.epsilon, 1e-4)) lj.agree++;
    else {
      report.out.push(
        `${report.name} LJ ${report.label(i)} ${t}: σ ${ours.sigma.toFixed(4)} ε ${ours.epsilon.toFixed(5)} | LigParGen σ ${theirs.sigma.toFixed(4)} ε ${theirs.epsilon.toFixed(5)}`,
      );
    }
  });
  return lj;
}

/** The itp's bonds, angles and RB dihedrals against the System's parameter on the same atoms. */
function compareBonded(report: Report, itp: Itp, system: System, bt: readonly string[]): Tally[] {
  const bondOf = termLookup(system.bonds, system.bondParameters);
  const angleOf = termLookup(system.angles, system.angleParameters);
  const dihedralOf = termLookup(system.dihedrals, system.dihedralParameters);
  const estimated = { n: 0 };
  const flagged = <P extends { provenance: { estimated: boolean } }>(p: P | undefined): P | undefined => {
    if (p?.provenance.estimated) estimated.n++;
    return p;
  };
  const bonds = compareTerms(report, bt, 'bond', itp.bonds, (atoms) => {
    const p = flagged(bondOf(atoms));
    return p && [p.b0, p.kb];
  });
  const angles = compareTerms(report, bt, 'angle', itp.angles, (atoms) => {
    const p = flagged(angleOf(atoms));
    return p && [p.theta0, p.k];
  });
  const dihedrals = compareTerms(report, bt, 'dihedral', itp.dihedrals, (atoms) => {
    const p = flagged(dihedralOf(atoms));
    return p && (p.funct === 3 ? [...p.c].slice(0, 6) : undefined);
  });
  if (estimated.n > 0) {
    report.out.push(`${report.name}: ${estimated.n} compared terms use estimated (flagged) parameters`);
  }
  return [bonds, angles, dihedrals];
}

/** The parameter row of the term on the given atoms, read in either direction. */
function termLookup<P>(
  terms: readonly { atoms: readonly number[]; parameter: number }[],
  rows: readonly P[],
): (atoms: readonly number[]) => P | undefined {
  const byAtoms = new Map<string, P>();
  for (const t of terms) {
    const row = rows[t.parameter];
    if (row === undefined) continue;
    byAtoms.set(t.atoms.join('-'), row);
    byAtoms.set([...t.atoms].reverse().join('-'), row);
  }
  return (atoms: readonly number[]) => byAtoms.get(atoms.join('-'));
}

function compareTerms(
  report: Report,
  bt: readonly string[],
  what: string,
  list: readonly { atoms: number[]; p: number[] }[],
  look: (atoms: readonly number[]) => number[] | undefined,
): Tally {
  const { name, out, label } = report;
  const t = tally();
  for (const { atoms, p } of list) {
    t.total++;
    const ours = look(atoms);
    const where = `${atoms.map(label).join('-')} (${atoms.map((a) => bt[a]).join('-')})`;
    if (ours === undefined) {
      t.missing++;
      out.push(`${name} ${what} ${where}: no oplsaa.ff row | LigParGen ${p.join(' ')}`);
    } else if (bondedClose(ours, p)) t.agree++;
    else
      out.push(
        `${name} ${what} ${where}: ours ${ours.map((x) => +x.toFixed(4)).join(' ')} | LigParGen ${p.join(' ')}`,
      );
  }
  return t;
}

const ORGANIC = [1, 6, 7, 8, 9, 15, 16, 17, 35, 53];

/**
 * LigParGen's PDB files have no element columns and write chlorine as ' Cl0', which the PDB naming
 * convention (element in columns 13-14) reads as carbon; the itp's masses say which element each is.
 */
function withItpElements(mol: Molecule, itp: Itp, name: string, out: string[]): Molecule {
  const elements = Uint8Array.from(mol.elements, (z, i) => {
    const m = itp.mass[i]!;
    const best = ORGANIC.reduce((a, b) => (Math.abs(massOf(b) - m) < Math.abs(massOf(a) - m) ? b : a));
    if (best !== z)
      out.push(`${name}: atom ${i + 1} read as ${symbolOf(z)}, itp mass ${m} says ${symbolOf(best)}`);
    return best;
  });
  return { ...mol, elements };
}

const short = (name: string): string => name.replace(/_LigParGen$/, '');

/** Whether one PDB builds as the product builds it: typing, then every term's parameter. */
function builds(path: string, ff: GromacsForceField, out: string[]): boolean {
  const mol = pdbFormat.read!(readFileSync(path, 'utf8'), { fileName: path }).molecules[0]!;
  // LigParGen names halogens Cl0, Br6 … with no element columns (issue 15.1): say when they read otherwise.
  const misread = mol.names.flatMap((n, i) => {
    const two = /^(Cl|Br)/.exec(n.trim())?.[1];
    return two !== undefined && symbolOf(mol.elements[i]!) !== two
      ? [`${n.trim()} read as ${symbolOf(mol.elements[i]!)}`]
      : [];
  });
  if (misread.length > 0) out.push(`${path}: element read from the atom name differs: ${misread.join(', ')}`);
  try {
    const typed = typeOpls(mol);
    const { system } = parameterizeOpls(typed.molecule, {
      types: typed.types,
      charges: new Float64Array(typed.molecule.atomCount),
      forceField: ff,
    });
    const rows = [...system.bondParameters, ...system.angleParameters, ...system.dihedralParameters];
    const estimated = rows.filter((p) => p.provenance.estimated).length;
    const approximate = typed.diagnostics.filter((d) => d.code === 'opls-approximate-type').length;
    out.push(
      `${path}: builds (${estimated} estimated parameter rows, ${approximate} borrowed-type warnings)`,
    );
    return true;
  } catch (e) {
    if (!isTopoForgeError(e)) throw e;
    out.push(`${path}: does not build: ${e.message}`);
    return false;
  }
}

const percent = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);

const readFf = (name: string): string | undefined =>
  existsSync(join(ffDir, name)) ? readFileSync(join(ffDir, name), 'utf8') : undefined;
const ff = parseGromacsForceField('forcefield.itp', readFf, ffDir);
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.itp') && existsSync(join(dir, f.replace(/\.itp$/, '.pdb'))))
  .map((f) => basename(f, '.itp'))
  .sort();
const mismatches: string[] = [];
console.log(row(['molecule', 'atoms', 'LJ', 'bonds', 'angles', 'dihedrals (RB)']));
for (const name of names) console.log(compareMolecule(name, ff, mismatches));
console.log(row(['typed', '', ...totals.map(fmt)]));
console.log(`\nMismatches (${mismatches.length}):`);
for (const m of mismatches) console.log(`  ${m}`);

const buildLog: string[] = [];
const ligpargenBuilt = names.filter((n) => builds(join(dir, `${n}.pdb`), ff, buildLog)).length;
const aaPdbs = existsSync(aaDir)
  ? readdirSync(aaDir)
      .map((d) => join(aaDir, d, 'aa.pdb'))
      .filter((p) => existsSync(p))
      .sort()
  : [];
const aaBuilt = aaPdbs.filter((p) => builds(p, ff, buildLog)).length;
console.log(`\nBuilds:`);
for (const line of buildLog) console.log(`  ${line}`);
const built = ligpargenBuilt + aaBuilt;
const all = names.length + aaPdbs.length;
const lj = totals[0]!;
console.log('\nGoal figures (issue 15.2: each ≥ 95 %):');
console.log(
  `  builds (typing + full parameter set): ${built}/${all} = ${percent(built, all)}  [${dir}: ${ligpargenBuilt}/${names.length}, ${aaDir}/*/aa.pdb: ${aaBuilt}/${aaPdbs.length}]`,
);
console.log(
  `  Lennard-Jones σ/ε equal to LigParGen's: ${lj.agree}/${lj.total} atoms = ${percent(lj.agree, lj.total)}  [${dir}]`,
);
