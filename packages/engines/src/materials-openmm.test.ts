import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import { openmmWriter, runWriter } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { periodicChain } from '../../chem/src/writers/testing/materials.js';
import { systemEnergies } from '../../chem/src/writers/testing/system-energy.js';
import { openmmSinglePoint, SYSTEM_PYTHON } from './openmm.js';
import { compareEnergies } from './testing/compare-energies.js';
import { roundedToPdb, termSummary } from './testing/cross-engine-support.js';

/*
 * The independent evaluator for UFF's forms (issue 17 item 5), which Debian's LAMMPS lacks: the
 * OpenMM writer's XML (CustomAngleForce for the cosine-harmonic, UFF Fourier and cosine-periodic
 * angles; CustomCompoundBondForce, from the XML's <Script>, for UFF and DREIDING inversions) read by
 * OpenMM's ForceField and evaluated on the Reference platform (python/openmm_energy.py), against the
 * System's own energy by term (chem writers/testing/system-energy.ts, every form from its definition
 * in core/system.ts). Systems: a (CH)12 chain bonded to itself across the cell boundary
 * (writers/testing/materials.ts), UFF and DREIDING forms, once with hydrogens leaning over their
 * carbon (cos ω < 0); positions rounded to the PDB's 0.001 Å on both sides; plain periodic cut-off
 * 0.7 nm. Each term within 1e-4 relative or 1e-3 kJ/mol.
 */
function pythonHasOpenMM(): boolean {
  if (!existsSync(SYSTEM_PYTHON)) return false;
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import openmm'], { timeout: 60_000 }).status === 0;
}

const SKIP = !pythonHasOpenMM();
const REASON = SKIP ? `skipped: ${SYSTEM_PYTHON} with openmm not found` : '';
const RESIDUE = 'CHN';
const CUTOFF_NM = 0.7;

const rounded = (system: System): System => ({ ...system, molecule: roundedToPdb(system.molecule) });

describe.skipIf(SKIP)(`UFF and DREIDING forms: OpenMM custom forces against the System ${REASON}`, () => {
  const cases: Record<string, System> = {
    UFF: rounded(periodicChain({ forms: 'uff' })),
    'UFF, leaning hydrogens': rounded(periodicChain({ forms: 'uff', lean: true })),
    'DREIDING, linear cosine, leaning hydrogens': rounded(
      periodicChain({ forms: 'dreiding', linearCosine: true, lean: true }),
    ),
  };
  for (const [name, system] of Object.entries(cases)) {
    it(`agree term by term: ${name}`, async () => {
      const files = runWriter(openmmWriter, system, { residueName: RESIDUE, cutoff: CUTOFF_NM });
      expect(files[`${RESIDUE}.xml`]).toContain('<CustomAngleForce');
      const openmm = await openmmSinglePoint(files, {
        loader: 'xml',
        residueName: RESIDUE,
        impropers: system.impropers.map((t) => t.atoms),
        cutoff: CUTOFF_NM,
      });
      const ours = systemEnergies(system, CUTOFF_NM);
      const differences = compareEnergies(ours, openmm);
      console.log(`System − OpenMM, ${name}:\n${termSummary([differences])}`);
      for (const d of differences) expect(d.within, `${name} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
      for (const term of ['bond', 'angle', 'proper', 'improper', 'lj', 'coulomb', 'coulomb14'] as const) {
        expect(Math.abs(ours[term]), term).toBeGreaterThan(0.01);
      }
    });
  }
});
