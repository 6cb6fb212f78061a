import type { System } from '@topoforge/chem';
import { gromacsWriter, lammpsWriter, runWriter } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { periodicChain } from '../../chem/src/writers/testing/materials.js';
import { systemEnergies } from '../../chem/src/writers/testing/system-energy.js';
import type { EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import type { TermDifference } from './testing/compare-energies.js';
import { compareEnergies } from './testing/compare-energies.js';
import { termSummary } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';

/*
 * DREIDING's forms on a periodic molecule: a (CH)12 chain bonded to itself across the cell boundary
 * (chem writers/testing/materials.ts), cosine-harmonic angles (GROMACS funct 2, LAMMPS
 * cosine/squared), umbrella impropers (ψ0 0 and 10°, LAMMPS umbrella), DREIDING's linear-centre
 * cosine angle (LAMMPS cosine), periodic torsions, LJ and Coulomb within a plain 7 Å cut-off; once
 * with hydrogens leaning over their carbon, where LAMMPS takes cos ω negative (and so do we).
 * - lmp against the System's own energy by term (writers/testing/system-energy.ts: every form from
 *   its definition in core/system.ts, nearest images): GROMACS has no umbrella form.
 * - gmx_d (periodic-molecules = yes) against lmp on the same chain without impropers.
 * Each term within 1e-4 relative or 1e-3 kJ/mol (testing/compare-energies.ts).
 */
const MISSING = ['gmx_d', 'lmp'].filter((p) => !onPath(p));
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'CHN';
const CUTOFF_NM = 0.7;

const lammps = (system: System): Promise<EnergyTerms> =>
  lammpsSinglePoint(
    runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * CUTOFF_NM, coulomb: 'cut' }),
    {
      residueName: RESIDUE,
    },
  );

function report(name: string, differences: TermDifference[]): void {
  console.log(`${name}:\n${termSummary([differences])}`);
  for (const d of differences) expect(d.within, `${name} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
}

describe.skipIf(SKIP)(`DREIDING forms on a periodic chain: LAMMPS, GROMACS and the System ${REASON}`, () => {
  it('lmp equals the System term by term (cosine/squared, cosine, umbrella ψ0 0 and 10°)', async () => {
    for (const [linearCosine, lean] of [
      [false, false],
      [true, true],
    ] as const) {
      const system = periodicChain({ forms: 'dreiding', linearCosine, lean });
      expect(system.molecule.bonds.image?.some((v) => v !== 0)).toBe(true);
      const ours = systemEnergies(system, CUTOFF_NM);
      const differences = compareEnergies(ours, await lammps(system));
      report(`System − LAMMPS (linear cosine ${linearCosine}, leaning H ${lean})`, differences);
      for (const term of ['angle', 'improper', 'proper', 'lj', 'lj14', 'coulomb', 'coulomb14'] as const) {
        expect(Math.abs(ours[term]), term).toBeGreaterThan(0.01);
      }
    }
  });

  it('gmx_d with periodic-molecules equals lmp term by term (no impropers: GROMACS has no umbrella)', async () => {
    const system = periodicChain({ forms: 'dreiding', noImpropers: true });
    const gromacsFiles = runWriter(gromacsWriter, system, { residueName: RESIDUE });
    expect(gromacsFiles[`${RESIDUE}.mdp`]).toContain('periodic-molecules = yes');
    const [gromacs, lmp] = await Promise.all([
      gromacsSinglePoint(gromacsFiles, { residueName: RESIDUE, cutoff: CUTOFF_NM, periodicMolecules: true }),
      lammps(system),
    ]);
    report('GROMACS − LAMMPS', compareEnergies(gromacs, lmp));
    expect(Math.abs(gromacs.angle)).toBeGreaterThan(0.01);
    expect(Math.abs(gromacs.bond)).toBeGreaterThan(0.01);
  });
});
