import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Molecule } from '../../packages/chem/src/index.js';
import {
  findFormat,
  lbccBondCorrections,
  lbccBondTypes,
  lbccClasses,
  lbccCorrect,
  parseGromacsForceField,
  perceive,
} from '../../packages/chem/src/index.js';
import { typeOpls } from '../../packages/chem/src/typing/opls/index.js';
import { cm1aCharges } from '../../packages/engines/src/cm1a.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate/lbcc-ligpargen.ts [dir] [--optimize]`:
 * our 1.14*CM1A and 1.14*CM1A-LBCC charges against LigParGen's (dir/<NAME>_LigParGen.itp charges,
 * dir/<NAME>_LigParGen.pdb coordinates and CONECT bonds). AM1 runs as a single point at LigParGen's
 * geometry unless --optimize. OPLS-AA bond types: typeOpls → opls_NNN → gromacs-data's oplsaa.ff
 * bond_type column. Prints per molecule the RMS and largest deviation from LigParGen without and
 * with the corrections, and the same over the atoms of the corrected bonds only.
 */
const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) ?? '/work/shared/data/ligpargen-opls';
const optimize = args.includes('--optimize');
const OPLS = '/usr/share/gromacs/top/oplsaa.ff';
const ff = parseGromacsForceField(
  'forcefield.itp',
  (name) => (existsSync(join(OPLS, name)) ? readFileSync(join(OPLS, name), 'utf8') : undefined),
  OPLS,
);

function itpCharges(text: string): { names: string[]; charges: number[]; elements: string[] } {
  const rows = text
    .split('[ atoms ]')[1]!
    .split('[')[0]!
    .split('\n')
    .filter((l) => /^\s*\d/.test(l))
    .map((l) => l.trim().split(/\s+/));
  return {
    names: rows.map((f) => f[4]!),
    charges: rows.map((f) => Number(f[6])),
    elements: rows.map((f) => elementOfMass(Number(f[7]))),
  };
}

/** LigParGen's pdb has no element column and names like Cl0, which read as carbon: the itp's masses decide. */
const MASSES: readonly [string, number][] = [
  ['H', 1.008],
  ['C', 12.011],
  ['N', 14.007],
  ['O', 15.999],
  ['F', 18.998],
  ['S', 32.06],
  ['Cl', 35.45],
  ['Br', 79.904],
  ['I', 126.904],
];
function elementOfMass(mass: number): string {
  const hit = MASSES.find(([, m]) => Math.abs(m - mass) < 0.1);
  if (!hit) throw new Error(`no element of mass ${mass}`);
  return hit[0];
}

/** The pdb with the element symbol written in columns 77–78 of every ATOM/HETATM record. */
function withElements(pdb: string, elements: readonly string[]): string {
  let k = 0;
  return pdb
    .split('\n')
    .map((line) => {
      if (!/^(ATOM {2}|HETATM)/.test(line)) return line;
      const symbol = elements[k++]!;
      return `${line.padEnd(76).slice(0, 76)}${symbol.toUpperCase().padStart(2)}`;
    })
    .join('\n');
}

interface Deviation {
  readonly rms: number;
  readonly max: number;
  readonly maxAt: number;
}
function deviation(ours: Float64Array, ref: readonly number[], atoms: readonly number[]): Deviation {
  let sq = 0;
  let max = 0;
  let maxAt = -1;
  for (const i of atoms) {
    const d = Math.abs(ours[i]! - ref[i]!);
    sq += d * d;
    if (d > max) [max, maxAt] = [d, i];
  }
  return { rms: atoms.length ? Math.sqrt(sq / atoms.length) : 0, max, maxAt };
}

const f4 = (x: number): string => x.toFixed(4);
const show = (d: Deviation, mol: Molecule): string =>
  `rms ${f4(d.rms)} max ${f4(d.max)}${d.maxAt >= 0 ? ` (${mol.names[d.maxAt]})` : ''}`;

const names = readdirSync(dir)
  .filter((f) => f.endsWith('_LigParGen.itp'))
  .map((f) => basename(f, '_LigParGen.itp'))
  .sort();
console.log(
  `1.14*CM1A(-LBCC) vs LigParGen, ${optimize ? 'AM1-optimised' : 'AM1 single point at LigParGen geometry'}`,
);
const totals = { plain: 0, lbcc: 0, plainBonds: 0, lbccBonds: 0, atoms: 0, bondAtoms: 0 };
for (const name of names) {
  const ref = itpCharges(readFileSync(join(dir, `${name}_LigParGen.itp`), 'utf8'));
  const pdb = readFileSync(join(dir, `${name}_LigParGen.pdb`), 'utf8');
  const read = findFormat('pdb')!.read!(withElements(pdb, ref.elements), { fileName: `${name}.pdb` })
    .molecules[0]!;
  const mol = perceive(read, { totalCharge: 0 }).molecule;
  if (mol.atomCount !== ref.charges.length || mol.names.some((n, i) => n !== ref.names[i])) {
    console.log(`${name}: atoms of the pdb and the itp differ, skipped`);
    continue;
  }
  let bondTypes: string[];
  try {
    bondTypes = lbccBondTypes(typeOpls(mol).types, (t) => ff.atomTypes.get(t)?.bondType);
  } catch (e) {
    console.log(
      `${name.padEnd(6)} skipped: OPLS-AA typing failed: ${e instanceof Error ? e.message : String(e)}`,
    );
    continue;
  }
  const { charges } = await cm1aCharges(mol, { netCharge: 0, scale: 1.14, optimize });
  const corrected = lbccCorrect(mol, charges, bondTypes);
  const applied = lbccBondCorrections(mol, bondTypes);
  const all = [...Array(mol.atomCount).keys()];
  const bondAtoms = [...new Set(applied.flatMap((c) => [c.plus, c.minus]))].sort((a, b) => a - b);
  const dPlain = deviation(charges, ref.charges, all);
  const dLbcc = deviation(corrected, ref.charges, all);
  const bPlain = deviation(charges, ref.charges, bondAtoms);
  const bLbcc = deviation(corrected, ref.charges, bondAtoms);
  totals.plain += dPlain.rms ** 2 * all.length;
  totals.lbcc += dLbcc.rms ** 2 * all.length;
  totals.plainBonds += bPlain.rms ** 2 * bondAtoms.length;
  totals.lbccBonds += bLbcc.rms ** 2 * bondAtoms.length;
  totals.atoms += all.length;
  totals.bondAtoms += bondAtoms.length;
  const classes = lbccClasses(mol, bondTypes);
  const rows = [...new Set(applied.map((c) => `${classes[c.plus]}-${classes[c.minus]} ${c.delta}`))];
  console.log(
    `${name.padEnd(6)} all ${mol.atomCount} atoms: CM1A ${show(dPlain, mol)} | LBCC ${show(dLbcc, mol)}`,
  );
  console.log(
    `${''.padEnd(6)} corrected-bond atoms ${bondAtoms.length}: CM1A ${show(bPlain, mol)} | LBCC ${show(bLbcc, mol)}  [${rows.join(', ') || 'no row applies'}]`,
  );
}
const rms = (sq: number, n: number): string => f4(n ? Math.sqrt(sq / n) : 0);
console.log(
  `ALL    ${totals.atoms} atoms: CM1A rms ${rms(totals.plain, totals.atoms)} | LBCC rms ${rms(totals.lbcc, totals.atoms)}; ` +
    `${totals.bondAtoms} corrected-bond atoms: CM1A rms ${rms(totals.plainBonds, totals.bondAtoms)} | LBCC rms ${rms(totals.lbccBonds, totals.bondAtoms)}`,
);
