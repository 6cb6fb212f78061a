import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { num } from '../number-format.js';
import type { LammpsModel } from './model.js';

/**
 * Martini's distance constraints as LAMMPS gets them: stiff harmonic bonds at the constraint length
 * with K = 10⁶ kJ mol⁻¹ nm⁻², the "FLEXIBLE" form every published Martini itp carries for programs and
 * runs without constraints. `fix shake` cannot take them: its clusters are stars around one atom, and a
 * Martini ring is a triangle of constraints. At the constraint length the bond adds no energy, so a
 * single point equals GROMACS's; a run needs a time step of a few fs, not Martini's 20-30 fs.
 */
export const STIFF_BOND_K = 1e6;

export function constraintsAsStiffBonds(system: System): System {
  const constraints = system.constraints ?? [];
  if (constraints.length === 0) return system;
  const first = system.bondParameters.length;
  return {
    ...system,
    bondParameters: [
      ...system.bondParameters,
      ...constraints.map((c) => ({
        funct: 1 as const,
        b0: c.length,
        kb: STIFF_BOND_K,
        provenance: c.provenance,
      })),
    ],
    bonds: [...system.bonds, ...constraints.map((c, k) => ({ atoms: c.atoms, parameter: first + k }))],
    constraints: [],
  };
}

/** LAMMPS's special_bonds can exclude 1-2, 1-3 and 1-4 neighbours, no further: nrexcl 1 to 3. */
export function checkExclusionDepth(system: System, engine: string): void {
  const depth = system.exclusionDepth ?? 3;
  if (![1, 2, 3].includes(depth)) {
    throw new ChemError(
      'unsupported-form',
      `${engine} cannot exclude nonbonded pairs up to ${depth} bonds apart (special_bonds reaches 1-4): write GROMACS files.`,
    );
  }
}

/**
 * special_bonds of the System's exclusions: 1-2 always excluded, 1-3 excluded from nrexcl 2, 1-4
 * scaled by fudgeLJ/fudgeQQ at nrexcl 3 (the atomistic force fields) and counted whole below it
 * (Martini's nrexcl 1: beads two and three bonds apart interact fully).
 */
export function specialBondsLines(model: LammpsModel): string[] {
  const depth = model.exclusionDepth ?? 3;
  const note =
    depth >= 3
      ? '# 1-4 pairs once: scaled here; charmm dihedrals have weight 0.'
      : `# nrexcl ${depth}: only bonded neighbours${depth === 2 ? ' and 1-3 pairs' : ''} are excluded, every other pair counts whole.`;
  const w13 = depth >= 2 ? '0.0' : '1.0';
  const lj = depth >= 3 ? num(model.oneFour.lj) : '1.0';
  const coul = depth >= 3 ? num(model.oneFour.coul) : '1.0';
  return [note, `special_bonds   lj 0.0 ${w13} ${lj} coul 0.0 ${w13} ${coul}`];
}

/** The input's note on stiff-bond constraints (none without them). */
export function stiffBondNote(model: LammpsModel): string[] {
  if (!model.stiffConstraints) return [];
  return [
    `# ${model.stiffConstraints} fixed distance(s) (Martini ring constraints) are stiff harmonic bonds, K = 1e6 kJ/mol/nm^2: use a time step of a few fs.`,
  ];
}
