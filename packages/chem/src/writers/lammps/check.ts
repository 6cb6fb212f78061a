import type { System } from '../../core/system.js';
import { checkCutoff, checkForms, checkTermRows } from '../check-forms.js';
import type { SupportedForms } from '../engine-writer.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { checkResidueName } from '../residue-name.js';
import { signOfPhase } from './coeffs.js';
import type { LammpsOptions } from './model.js';
import { tip4pReduction } from './tip4p.js';
import { checkExclusionDepth } from './coarse-grained.js';

/**
 * Styles: harmonic bonds; harmonic, cosine/squared (2), fourier (101) and fourier/simple or cosine
 * (102) angles; charmm (periodic, one entry per term) and multi/harmonic (Ryckaert–Bellemans)
 * dihedrals; cvff (periodic), harmonic, fourier (101) and umbrella (102) impropers. The Debian LAMMPS
 * build here (29 Sep 2021) lacks angle fourier and fourier/simple and improper fourier (UFF's forms,
 * EXTRA-MOLECULE package): the files are still right for a build that has them (in.<res> says which
 * package), and those forms are checked against OpenMM instead. There is no `fourier` dihedral style
 * in that build either.
 */
export const LAMMPS_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1, 2, 101, 102],
  dihedrals: [9, 1, 3],
  impropers: [4, 2, 101, 102],
  combinationRules: [1, 2, 3],
};

const isCount = (x: number): boolean => Number.isInteger(x) && x >= 0;

/** `engine` names the writer in refusals (moltemplate reuses these checks). */
export function checkLammps(input: System, options: LammpsOptions, engine = 'LAMMPS'): void {
  // LAMMPS writes the M sites of 4-point water through its TIP4P pair style (tip4p.ts); moltemplate does not.
  const system = engine === 'LAMMPS' ? (tip4pReduction(input)?.system ?? input) : input;
  checkResidueName(options.residueName);
  checkCutoff(options.cutoff, 'Å');
  // LAMMPS itself writes Martini's constraints (as stiff bonds) and nrexcl 1-3; moltemplate does not.
  const lammps = engine === 'LAMMPS';
  checkForms(system, LAMMPS_SUPPORTS, engine, lammps ? { constraints: true, exclusionDepth: true } : {});
  if (lammps) checkExclusionDepth(system, engine);
  checkTermRows(system.dihedrals, system.dihedralParameters, engine, properProblem);
  checkTermRows(system.impropers, system.improperParameters, engine, improperProblem);
  checkTermRows(system.angles, system.angleParameters, engine, angleProblem);
  checkPairsAreOneFour(system, engine);
}

/** charmm reads the phase d as an integer number of degrees and n as a non-negative integer. */
function properProblem(p: System['dihedralParameters'][number]): string | undefined {
  if (p.funct === 3) {
    return Math.abs(p.c[5] ?? 0) > 0
      ? 'a Ryckaert–Bellemans C5 term has no multi/harmonic equivalent'
      : undefined;
  }
  const bad = p.terms.find((t) => !Number.isInteger(t.phase) || !isCount(t.multiplicity));
  return bad
    ? `dihedral_style charmm needs an integer phase and multiplicity (got ${bad.phase}°, n = ${bad.multiplicity})`
    : undefined;
}

/** fourier/simple reads N as a number, but only a whole N is periodic in θ as the System means it. */
function angleProblem(p: System['angleParameters'][number]): string | undefined {
  if (p.funct === 102 && !(Number.isInteger(p.multiplicity) && p.multiplicity > 0)) {
    return `angle_style fourier/simple needs a whole multiplicity of 1 or more (got ${p.multiplicity})`;
  }
  if (p.funct === 101 && Math.abs(Math.sin((p.theta0 * Math.PI) / 180)) < 1e-6) {
    return `UFF's angle coefficients divide by sin²θ0, so θ0 = ${p.theta0}° has none: use the cosine periodic form for a linear centre`;
  }
  return undefined;
}

function improperProblem(p: System['improperParameters'][number]): string | undefined {
  // LAMMPS measures χ unsigned (0…180°), GROMACS ξ signed: equal energies only for ξ0 = 0 or 180°
  // (checked with both programs: ξ0 = 10° gives 7953.7 vs 7680.0 kJ/mol on the same structure).
  if (p.funct === 2) {
    return signOfPhase(p.xi0) === undefined
      ? `improper_style harmonic measures the angle unsigned, so ξ0 must be 0 or 180° (got ${p.xi0}°)`
      : undefined;
  }
  if (p.funct === 101 || p.funct === 102) return undefined;
  if (signOfPhase(p.term.phase) === undefined)
    return `improper_style cvff needs phase 0 or 180° (got ${p.term.phase}°)`;
  return isCount(p.term.multiplicity)
    ? undefined
    : `improper_style cvff needs an integer multiplicity (got ${p.term.multiplicity})`;
}
