import { readFileSync } from 'node:fs';
import { symbolOf } from '../packages/chem/src/core/elements.js';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { findChargeMethod } from '../packages/chem/src/charges/methods.js';
import type { QeqParameters } from '../packages/chem/src/charges/qeq/qeq-data.js';
import { BOHR_ANGSTROM } from '../packages/chem/src/charges/qeq/qeq-data.js';
import { GMP_PARAMETERS, periodOf, uffRadius } from '../packages/chem/src/charges/qeq-periodic/gmp-data.js';
import { qeqWith } from '../packages/chem/src/charges/qeq-periodic/qeq-methods.js';
import { findFormat } from '../packages/chem/src/io/registry.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate-qeq-frameworks.ts <charges.cif>
 *  [--method gmp-qeq|mepo-qeq|qeq] [--param <eGULP .param>]`: periodic QEq
 * (packages/chem/src/charges/qeq-periodic) against the charges of a reference program, read from the
 * P1 CIF's `_atom_site_charge` column (the structure is read from the same file). The public reference
 * used for the issue 17 figure is eGULP's own example, github.com/danieleongari/egulp
 * `example/HKUST1/output/charges.cif` (HKUST-1, 624 atoms, its GMP.param; the program Ongari et al.,
 * JCTC 2019, 15, 382 ran). Prints max |Δq| (and the atom), RMS Δq, the mean charge per element of
 * both, Σq and the time.
 *
 * `--param FILE` runs the same periodic solver once more with the program's own settings, to tell the
 * method from the data: χ and ½J from the eGULP parameter file (first line a count, then "Z χ ½J"),
 * radii from UFF Table 1 and ζ = λ(2n + 1)/(2R) with the program's λ = 0.5 (Rappé & Goddard's is
 * 0.4913; src/genpot.c `qeqlambda`); an element the file does not list keeps the program's built-in
 * value, UFF Table 1's (src/egulp.c), as hydrogen does with MEPO.param.
 */
const args = process.argv.slice(2);
const path = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const option = (name: string): string | undefined =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
if (path === undefined) {
  console.error('usage: validate-qeq-frameworks.ts <charges.cif> [--method gmp-qeq] [--param FILE]');
  process.exit(2);
}
const cif = findFormat('cif')!;
const mol: Molecule = cif.read!(readFileSync(path, 'utf8'), { fileName: path }).molecules[0]!;
const reference = mol.partialCharges;
if (!mol.cell || !reference) throw new Error(`${path}: needs a cell and an _atom_site_charge column`);

function report(label: string, q: Float64Array, ms: number): void {
  let worst = 0;
  let at = 0;
  let squares = 0;
  q.forEach((v, i) => {
    const d = Math.abs(v - reference![i]!);
    squares += d * d;
    if (d > worst) [worst, at] = [d, i];
  });
  const rms = Math.sqrt(squares / q.length);
  console.log(
    `${label}: ${q.length} atoms, ${ms.toFixed(0)} ms, Σq ${q.reduce((s, v) => s + v, 0).toExponential(1)}`,
  );
  console.log(
    `  max |Δq| ${worst.toExponential(2)} e (atom ${at + 1} ${symbolOf(mol.elements[at]!)}), RMS ${rms.toFixed(4)} e`,
  );
  for (const z of [...new Set(mol.elements)].sort((a, b) => b - a)) {
    const idx = [...mol.elements.keys()].filter((i) => mol.elements[i] === z);
    const mean = (v: ArrayLike<number>): string =>
      (idx.reduce((s, i) => s + v[i]!, 0) / idx.length).toFixed(4);
    console.log(
      `  ${symbolOf(z).padEnd(2)} ours ${mean(q).padStart(8)}  reference ${mean(reference!).padStart(8)}`,
    );
  }
}

function time(compute: (m: Molecule) => Float64Array): [Float64Array, number] {
  const t = performance.now();
  const q = compute(mol);
  return [q, performance.now() - t];
}

const methodName = option('--method') ?? 'gmp-qeq';
const method = findChargeMethod(methodName);
if (method?.provider.kind !== 'chem' || !method.provider.compute) throw new Error(`no method ${methodName}`);
const compute = method.provider.compute;
report(method.id, ...time((m) => compute(m, { netCharge: 0 })));

const paramFile = option('--param');
if (paramFile !== undefined) {
  const rows = readFileSync(paramFile, 'utf8').trim().split('\n').slice(1);
  const program = (z: number, chi: number, j: number): QeqParameters => {
    const radius = uffRadius(z)!;
    const n = periodOf(z);
    const zeta = z === 1 ? 1.0698 : (0.5 * (2 * n + 1)) / (2 * (radius / BOHR_ANGSTROM));
    return { chi, j, radius, n, zeta };
  };
  const table: Record<number, QeqParameters> = {};
  for (const [z, p] of Object.entries(GMP_PARAMETERS)) table[Number(z)] = program(Number(z), p.chi, p.j);
  for (const row of rows) {
    const [z, chi, halfJ] = row.trim().split(/\s+/).map(Number) as [number, number, number];
    // eGULP's typed variants (800–1001) are not elements, and its reader never assigns them.
    if (uffRadius(z) !== undefined) table[z] = program(z, chi, 2 * halfJ);
  }
  const withProgram = qeqWith(table, `${method.id} (program parameters)`);
  report(`${method.id} with ${paramFile} and λ 0.5`, ...time((m) => withProgram(m, { netCharge: 0 })));
}
