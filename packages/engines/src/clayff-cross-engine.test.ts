import type { System } from '@topoforge/chem';
import { gromacsWriter, lammpsWriter, runWriter, supercellSystem } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { parameterizeClayff } from '../../chem/src/params/clayff/parameterize-clayff.js';
import { kaolinite } from '../../chem/src/typing/clayff/testing/kaolinite.js';
import { typeClayff } from '../../chem/src/typing/clayff/type-clayff.js';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { compareEnergies } from './testing/compare-energies.js';
import { termSummary } from './testing/cross-engine-support.js';
import { onPath } from './testing/find-program.js';

/*
 * ClayFF on a periodic kaolinite slab (chem typing/clayff/testing/kaolinite.ts: Bish & Von Dreele's
 * cell with a hydrogen on each hydroxyl), as a 3 × 2 × 2 supercell so a 0.7 nm plain cut-off fits in
 * half the box: the same System written by the GROMACS writer (periodic-molecules = yes) and the LAMMPS
 * writer, evaluated by gmx_d and lmp, term by term (O–H bonds, Al–O–H angles whose Al and H are not
 * bonded, LJ with arithmetic σ, Coulomb of the Table 1 charges) to 1e-4 relative or 1e-3 kJ/mol.
 */
const MISSING = ['gmx_d', 'lmp'].filter((p) => !onPath(p));
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const RESIDUE = 'KAO';
const CUTOFF_NM = 0.7;

function kaoliniteSystem(): System {
  const typed = typeClayff(kaolinite());
  const { system } = parameterizeClayff(typed.molecule, { types: typed.types });
  return supercellSystem(system, [3, 2, 2]);
}

describe.skipIf(SKIP)(`ClayFF kaolinite: GROMACS against LAMMPS ${REASON}`, () => {
  it('gmx_d and lmp agree term by term', async () => {
    const system = kaoliniteSystem();
    const gromacsFiles = runWriter(gromacsWriter, system, { residueName: RESIDUE });
    const lammpsFiles = runWriter(lammpsWriter, system, {
      residueName: RESIDUE,
      cutoff: 10 * CUTOFF_NM,
      coulomb: 'cut',
    });
    const [gromacs, lmp] = await Promise.all([
      gromacsSinglePoint(gromacsFiles, { residueName: RESIDUE, cutoff: CUTOFF_NM, periodicMolecules: true }),
      lammpsSinglePoint(lammpsFiles, { residueName: RESIDUE }),
    ]);
    const differences = compareEnergies(gromacs, lmp);
    console.log(`ClayFF kaolinite 3×2×2, GROMACS − LAMMPS:\n${termSummary([differences])}`);
    for (const d of differences) expect(d.within, `${d.term}: ${d.a} vs ${d.b}`).toBe(true);
    for (const term of ['bond', 'angle', 'lj', 'coulomb'] as const) {
      expect(Math.abs(gromacs[term]), term).toBeGreaterThan(0.01);
    }
  });
});
