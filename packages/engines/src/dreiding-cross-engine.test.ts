import { describe, expect, it } from 'vitest';
import type { FrameworkCase } from './testing/framework-energies.js';
import { energiesBy, pythonHasOpenMM, withoutImpropers } from './testing/framework-energies.js';
import { expectEveryTerm, expectSameTerms } from './testing/framework-expect.js';
import { frameworkSystem } from './testing/framework-system.js';
import { onPath } from './testing/find-program.js';

/*
 * Issue 17's "DREIDING: LAMMPS vs GROMACS" on real typed frameworks: the library's IRMOF-1 and ZIF-8
 * typed DREIDING, built by chem's own path (CIF → periodic perception → DREIDING typing → EQeq charges
 * → Mayo 1990 parameters → System, testing/framework-system.ts) and moved by ≤ 0.05 Å. GROMACS has no
 * umbrella improper, so the full System (cosine-harmonic angles, umbrella inversions, torsions, LJ,
 * Coulomb) goes to lmp and to OpenMM's custom forces, each checked against the System's own energy by
 * term (chem writers/testing/system-energy.ts, the forms' definitions in core/system.ts); then the
 * System without its impropers goes to gmx_d (periodic-molecules = yes) and lmp, term by term. Every
 * side: one plain periodic cut-off of 0.7 nm for LJ and Coulomb (the LAMMPS input asked for
 * `coulomb: 'cut'`: its default for a charged crystal is Ewald). Each term within 1e-4 relative or
 * 1e-3 kJ/mol.
 */
const MISSING = ['gmx_d', 'lmp'].filter((p) => !onPath(p));
const NO_OPENMM = !pythonHasOpenMM();
const SKIP = MISSING.length > 0 || NO_OPENMM;
const REASON = SKIP
  ? `skipped: ${[...MISSING, ...(NO_OPENMM ? ['python3 openmm'] : [])].join(', ')} not found`
  : '';
const CUTOFF_NM = 0.7;

const CASES: Record<string, FrameworkCase> = {
  'IRMOF-1, DREIDING, EQeq': {
    build: { file: 'IRMOF/IRMOF-1.cif', ff: 'dreiding', charges: 'eqeq', jitter: 0.05 },
    cutoffNm: CUTOFF_NM,
  },
  'ZIF-8, DREIDING, EQeq': {
    build: { file: 'ZIF/ZIF-8.cif', ff: 'dreiding', charges: 'eqeq', jitter: 0.05 },
    cutoffNm: CUTOFF_NM,
  },
};

describe.skipIf(SKIP)(`DREIDING on library frameworks: LAMMPS, OpenMM, GROMACS ${REASON}`, () => {
  for (const [name, { build, cutoffNm }] of Object.entries(CASES)) {
    it(`lmp and OpenMM equal the System term by term, umbrella impropers included: ${name}`, async () => {
      const system = await frameworkSystem(build);
      expect(system.improperParameters.some((p) => p.funct === 102)).toBe(true);
      const ours = await energiesBy('system', system, cutoffNm);
      const [lammps, openmm] = await Promise.all([
        energiesBy('lammps', system, cutoffNm),
        energiesBy('openmm', system, cutoffNm),
      ]);
      expectSameTerms(`System − LAMMPS, ${name}`, ours, lammps);
      expectSameTerms(`System − OpenMM, ${name}`, ours, openmm);
      expectEveryTerm(ours);
    });

    it(`gmx_d equals lmp term by term without the impropers: ${name}`, async () => {
      const system = withoutImpropers(await frameworkSystem(build));
      const [gromacs, lammps] = await Promise.all([
        energiesBy('gromacs', system, cutoffNm),
        energiesBy('lammps', system, cutoffNm),
      ]);
      expectSameTerms(`GROMACS − LAMMPS, ${name}`, gromacs, lammps);
      expect(Math.abs(gromacs.angle)).toBeGreaterThan(0.01);
    });
  }
});
