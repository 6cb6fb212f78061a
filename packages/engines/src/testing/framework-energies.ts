import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Cell, System } from '@topoforge/chem';
import { gromacsWriter, lammpsWriter, openmmWriter, runWriter } from '@topoforge/chem';
import { systemEnergies } from '../../../chem/src/writers/testing/system-energy.js';
import type { EnergyTerms } from '../energy-terms.js';
import { gromacsSinglePoint } from '../gromacs.js';
import { lammpsSinglePoint } from '../lammps.js';
import { openmmSinglePoint, SYSTEM_PYTHON } from '../openmm.js';
import type { FrameworkBuild } from './framework-system.js';

/**
 * Issue 17's figure "energies by term across engines" on real typed frameworks (the tests
 * uff-openmm-frameworks and dreiding-cross-engine, and scripts/validate-materials-energies.ts): one
 * System, from chem's own build path (framework-system.ts), evaluated by
 * - `system`: the System's own energy by term (chem writers/testing/system-energy.ts, every form from
 *   its definition in core/system.ts, minimum images);
 * - `openmm`: the OpenMM writer's XML and PDB read by OpenMM's ForceField, custom forces for UFF's and
 *   DREIDING's forms, Reference platform (python/openmm_energy.py);
 * - `lammps`: the LAMMPS writer's data and input in Debian's `lmp` (no UFF angle styles: DREIDING only);
 * - `gromacs`: the GROMACS writer's topology in `gmx_d` with periodic-molecules (no umbrella improper:
 *   DREIDING without its impropers).
 * Every side uses one plain cut-off for LJ and Coulomb: no shift, no reaction field, no long-range part
 * (LAMMPS's input is asked for `coulomb: 'cut'`), so the sums are the same sums.
 */
export type Evaluator = 'system' | 'openmm' | 'lammps' | 'gromacs';

export interface FrameworkCase {
  readonly build: FrameworkBuild;
  /** Plain cut-off, nm: under half the (super)cell's narrowest width (OpenMM and GROMACS refuse more). */
  readonly cutoffNm: number;
}

const RESIDUE = 'FRM';

export function pythonHasOpenMM(): boolean {
  if (!existsSync(SYSTEM_PYTHON)) return false;
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import openmm'], { timeout: 60_000 }).status === 0;
}

/** The System's energy by term from one evaluator. */
export async function energiesBy(
  evaluator: Evaluator,
  system: System,
  cutoffNm: number,
): Promise<EnergyTerms> {
  switch (evaluator) {
    case 'system':
      return systemEnergies(system, cutoffNm);
    case 'openmm':
      return openmmSinglePoint(runWriter(openmmWriter, system, { residueName: RESIDUE, cutoff: cutoffNm }), {
        loader: 'xml',
        residueName: RESIDUE,
        impropers: system.impropers.map((t) => t.atoms),
        cutoff: cutoffNm,
      });
    case 'lammps':
      return lammpsSinglePoint(
        runWriter(lammpsWriter, system, { residueName: RESIDUE, cutoff: 10 * cutoffNm, coulomb: 'cut' }),
        { residueName: RESIDUE },
      );
    case 'gromacs':
      return gromacsSinglePoint(runWriter(gromacsWriter, system, { residueName: RESIDUE }), {
        residueName: RESIDUE,
        cutoff: cutoffNm,
        periodicMolecules: true,
      });
  }
}

/** The System without its impropers, for GROMACS, which has no umbrella (DREIDING) form. */
export const withoutImpropers = (system: System): System => ({
  ...system,
  impropers: [],
  improperParameters: [],
});

/**
 * The fewest repeats of each cell vector that put every image of an atom other than itself at least
 * 2·cutoff away across the cell's faces: the perpendicular width of the supercell ≥ 2·cutoff (+0.1 Å).
 */
export function supercellFor(cell: Cell, cutoffNm: number): [number, number, number] {
  const [a, b, c] = cell.vectors;
  const cross = (u: readonly number[], v: readonly number[]): number =>
    Math.hypot(u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!);
  const widths = [cell.volume / cross(b, c), cell.volume / cross(c, a), cell.volume / cross(a, b)];
  const need = 20 * cutoffNm + 0.1;
  return widths.map((w) => Math.max(1, Math.ceil(need / w))) as [number, number, number];
}
