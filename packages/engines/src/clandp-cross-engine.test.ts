import { existsSync, readFileSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import {
  findFormat,
  gromacsWriter,
  lammpsWriter,
  parameterizeClandp,
  runWriter,
  typeClandp,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { clandpBondedReference } from './testing/clandp-reference.js';
import { compareEnergies } from './testing/compare-energies.js';
import { extentNm, named, termSummary } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';
import { mapPool } from './testing/pool.js';

/*
 * CL&P ion pairs through the whole ionic-liquid flow (XYZ → typeClandp → parameterizeClandp → GROMACS
 * and LAMMPS writers → gmx_d and lmp single points), compared term by term as the GAFF cross-engine
 * test does (1e-4 relative or 1e-3 kJ/mol). The bonded terms are also checked against the energy
 * computed straight from the published CL&P tables in the papers' units and OPLS V1…V4 form
 * (testing/clandp-reference.ts), which the System's converted rows never enter. Fixtures: Open Babel
 * 3D ions (packages/chem/src/typing/clandp/fixtures/README.md).
 */
const MISSING = ['gmx_d', 'lmp'].filter((p) => !onPath(p));
const FIXTURES = new URL('../../chem/src/typing/clandp/fixtures/', import.meta.url);
const SKIP = MISSING.length > 0 || !existsSync(FIXTURES);
const REASON = SKIP ? `skipped: ${MISSING.join(', ') || 'fixtures'} not found` : '';

const PAIRS = [
  'c4c1im-bf4',
  'c4c1im-pf6',
  'c2c1im-ntf2',
  'c12c1im-br',
  'c4py-dca',
  'c8py-bf4',
  'c4c1pyrr-otf',
  'n1114-cl',
  'p4444-oac',
];
const RESIDUE = 'MOL';

function clandpSystem(name: string): System {
  const read = findFormat('xyz')!.read!;
  const mol = read(readFileSync(new URL(`${name}.xyz`, FIXTURES), 'utf8'), { fileName: `${name}.xyz` })
    .molecules[0]!;
  const typing = typeClandp(mol);
  return parameterizeClandp(typing.molecule, { types: typing.types }).system;
}

async function engines(system: System) {
  const cutoff = Math.ceil(extentNm(system.molecule) + 1);
  const gro = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: cutoff + 0.5 });
  const lmp = runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * cutoff });
  const [gromacs, lammps] = await Promise.all([
    gromacsSinglePoint(gro, { residueName: RESIDUE, cutoff }),
    lammpsSinglePoint(lmp, { residueName: RESIDUE }),
  ]);
  return { gromacs, lammps };
}

describe.skipIf(SKIP)(`CL&P ion pairs: GROMACS and LAMMPS agree term by term ${REASON}`, () => {
  it(`for ${PAIRS.length} ion pairs of every supported family`, async () => {
    const systems = PAIRS.map(clandpSystem);
    // Each ion of each pair carries an integer net charge, +1 and −1.
    systems.forEach((s, k) => {
      const typing = typeClandp(s.molecule);
      const net = typing.ions.map((ion) => ion.atoms.reduce((q, i) => q + s.atoms[i]!.charge, 0));
      expect(net.map((q) => Math.round(q * 1e9) / 1e9).sort(), PAIRS[k]).toEqual([-1, 1]);
    });
    const runs = await mapPool(
      systems.map((s, k) => [PAIRS[k]!, s] as const),
      3,
      ([name, s]) => named(name, engines(s)),
    );
    const results = runs.map(({ gromacs, lammps }) => compareEnergies(gromacs, lammps));
    console.log(`CL&P, ${PAIRS.length} ion pairs, GROMACS − LAMMPS:\n${termSummary(results)}`);
    results.forEach((differences, k) => {
      for (const d of differences) expect(d.within, `${PAIRS[k]} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
    });
    runs.forEach(({ gromacs }, k) => {
      const reference = clandpBondedReference(systems[k]!);
      for (const term of ['bond', 'angle', 'proper', 'improper'] as const) {
        const [a, b] = [gromacs[term], reference[term]];
        expect(Math.abs(a - b), `${PAIRS[k]} ${term}: GROMACS ${a} vs CL&P tables ${b}`).toBeLessThanOrEqual(
          Math.max(1e-4 * Math.abs(b), 1e-3),
        );
      }
    });
    // Not vacuous: every term is exercised by some pair.
    for (const term of results[0]!.map((d) => d.term)) {
      expect(
        results.some((r) => Math.abs(r.find((d) => d.term === term)!.a) > 0.01),
        term,
      ).toBe(true);
    }
  });
});
