import { basename } from 'node:path';
import type { EnergyTerms } from '../packages/engines/src/energy-terms.js';
import { ENERGY_TERMS } from '../packages/engines/src/energy-terms.js';
import { ABSOLUTE_TOLERANCE, compareEnergies } from '../packages/engines/src/testing/compare-energies.js';
import type { Evaluator } from '../packages/engines/src/testing/framework-energies.js';
import {
  energiesBy,
  supercellFor,
  withoutImpropers,
} from '../packages/engines/src/testing/framework-energies.js';
import type { FrameworkBuild } from '../packages/engines/src/testing/framework-system.js';
import { frameworkSystem } from '../packages/engines/src/testing/framework-system.js';

/**
 * `npm run validate:materials [-- --all] [--cutoff 0.7]`: issue 17's figure "energies by term across
 * engines within 1e-4 relative". Each structure is built by chem's own path (CIF → periodic perception
 * → typing → charges → parameters → System; packages/engines/src/testing/framework-system.ts), moved
 * by ≤ 0.05 Å so no inversion sits at exactly zero, repeated until the cut-off fits in half the cell,
 * and evaluated with one plain cut-off for LJ and Coulomb on every side:
 * - UFF4MOF (MOFs) and UFF (COFs): the System's own energy by term against OpenMM's custom forces;
 * - DREIDING: the System against lmp and against OpenMM (umbrella impropers included), and gmx_d
 *   against lmp without the impropers (GROMACS has no umbrella form);
 * - ClayFF (minerals of Debian's libavogadro-data): gmx_d against lmp, and the System against lmp.
 * Charges: EQeq for UFF, UFF4MOF and DREIDING, ClayFF's own. Printed: |Δ|/max(|a|,|b|) per term (‘·’
 * where both are under 1e-3 kJ/mol, where a relative figure means nothing), the worst per row, and
 * the structures that could not be built, with the reason. --all: every framework of the library.
 */
const args = process.argv.slice(2);
const cutAt = args.indexOf('--cutoff');
const CUTOFF_NM = cutAt >= 0 ? Number(args[cutAt + 1]) : 0.7;
const ALL = args.includes('--all');
const JITTER = 0.05;
const MINERALS = '/usr/share/avogadro2/crystals';

interface Row {
  readonly ff: string;
  readonly file: string;
  readonly charges: string;
  readonly pairs: readonly (readonly [Evaluator, Evaluator, boolean])[];
}

const UFF_PAIRS = [['system', 'openmm', false]] as const;
const DREIDING_PAIRS = [
  ['system', 'lammps', false],
  ['system', 'openmm', false],
  ['gromacs', 'lammps', true],
] as const;
const CLAYFF_PAIRS = [
  ['gromacs', 'lammps', false],
  ['system', 'lammps', false],
] as const;

const MOFS = ALL
  ? [
      'IRMOF/IRMOF-1.cif',
      'IRMOF/IRMOF-3.cif',
      'IRMOF/IRMOF-8.cif',
      'Cu-paddlewheel/HKUST-1 (Cu-BTC).cif',
      'Zr/UiO-66.cif',
      'ZIF/ZIF-8.cif',
      'ZIF/ZIF-90.cif',
      'MOF-74/Mg-MOF-74.cif',
      'MOF-74/Co-MOF-74.cif',
      'MIL/MIL-47.cif',
      'MIL/MIL-53(Cr) lt.cif',
      'Zn4O/MOF-177.cif',
      'Azolate/MAF-X8.cif',
    ]
  : ['IRMOF/IRMOF-1.cif', 'Cu-paddlewheel/HKUST-1 (Cu-BTC).cif', 'Zr/UiO-66.cif', 'ZIF/ZIF-8.cif'];
const COFS = ALL
  ? ['COF-2D/COF-1.cif', 'COF-2D/COF-5.cif', 'COF-2D/CTF-1.cif', 'COF-3D/COF-102.cif', 'COF-3D/COF-300.cif']
  : ['COF-2D/COF-1.cif', 'COF-2D/COF-5.cif', 'COF-3D/COF-102.cif'];
const DREIDING = ALL
  ? ['IRMOF/IRMOF-1.cif', 'ZIF/ZIF-8.cif', 'COF-2D/COF-5.cif', 'COF-3D/COF-102.cif', 'Zr/UiO-66.cif']
  : ['IRMOF/IRMOF-1.cif', 'ZIF/ZIF-8.cif', 'COF-2D/COF-5.cif'];
const CLAYS = [
  `${MINERALS}/clays/Al2Si2O9H4-Nacrite.cif`,
  `${MINERALS}/clays/Al2Si2O9H4-Dickite.cif`,
  `${MINERALS}/hydroxides/Mg(OH)2-Brucite.cif`,
  `${MINERALS}/hydroxides/Ca(OH)2-Portlandite.cif`,
];

const ROWS: Row[] = [
  ...MOFS.map((file) => ({ ff: 'uff4mof', file, charges: 'eqeq', pairs: UFF_PAIRS })),
  ...COFS.map((file) => ({ ff: 'uff', file, charges: 'eqeq', pairs: UFF_PAIRS })),
  ...DREIDING.map((file) => ({ ff: 'dreiding', file, charges: 'eqeq', pairs: DREIDING_PAIRS })),
  ...CLAYS.map((file) => ({ ff: 'clayff', file, charges: 'zero', pairs: CLAYFF_PAIRS })),
];

const SHORT: Record<keyof EnergyTerms, string> = {
  bond: 'bond',
  angle: 'angle',
  proper: 'torsion',
  improper: 'inversion',
  lj: 'LJ',
  lj14: 'LJ-14',
  coulomb: 'Coul',
  coulomb14: 'Coul-14',
};
const cell = (text: string): string => text.padStart(10);
const relative = (a: EnergyTerms, b: EnergyTerms): (number | undefined)[] =>
  compareEnergies(a, b).map((d) =>
    Math.max(Math.abs(d.a), Math.abs(d.b)) < ABSOLUTE_TOLERANCE ? undefined : d.relative,
  );

async function buildRow(row: Row, cutoffNm: number): Promise<Awaited<ReturnType<typeof frameworkSystem>>> {
  const build: FrameworkBuild = { file: row.file, ff: row.ff, charges: row.charges, jitter: JITTER };
  const once = await frameworkSystem(build);
  const size = once.molecule.cell ? supercellFor(once.molecule.cell, cutoffNm) : undefined;
  return size?.some((n) => n > 1) ? frameworkSystem({ ...build, supercell: size }) : once;
}

console.log(
  `Energies by term across engines: plain cut-off ${CUTOFF_NM} nm, |Δ|/max(|a|,|b|) per term (· both < 1e-3 kJ/mol)\n`,
);
console.log(
  `${'structure'.padEnd(22)}${'ff'.padEnd(10)}${'atoms'.padStart(6)}  ${'engines'.padEnd(18)}${ENERGY_TERMS.map((t) => cell(SHORT[t])).join('')}${cell('worst')}`,
);
let worstOverall = 0;
const failures: string[] = [];
for (const row of ROWS) {
  const name = basename(row.file, '.cif').slice(0, 21);
  let system;
  try {
    system = await buildRow(row, CUTOFF_NM);
  } catch (e) {
    failures.push(`${name} ${row.ff}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    continue;
  }
  for (const [a, b, noImpropers] of row.pairs) {
    const s = noImpropers ? withoutImpropers(system) : system;
    try {
      const [ea, eb] = await Promise.all([energiesBy(a, s, CUTOFF_NM), energiesBy(b, s, CUTOFF_NM)]);
      const rel = relative(ea, eb);
      const worst = Math.max(0, ...rel.map((r) => r ?? 0));
      worstOverall = Math.max(worstOverall, worst);
      const label = `${a}−${b}${noImpropers ? '*' : ''}`;
      console.log(
        `${name.padEnd(22)}${row.ff.padEnd(10)}${String(s.atoms.length).padStart(6)}  ${label.padEnd(18)}${rel
          .map((r) => cell(r === undefined ? '·' : r.toExponential(1)))
          .join('')}${cell(worst.toExponential(1))}`,
      );
    } catch (e) {
      failures.push(
        `${name} ${row.ff} ${a}−${b}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
      );
    }
  }
}
console.log('\n* without impropers (GROMACS has no umbrella form).');
console.log(
  `Worst relative difference of any term: ${worstOverall.toExponential(2)} (goal 1e-4: ${worstOverall <= 1e-4 ? 'met' : 'NOT met'}).`,
);
if (failures.length > 0) console.log(`\nNot evaluated (${failures.length}):\n  ${failures.join('\n  ')}`);
