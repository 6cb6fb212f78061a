import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { refuseNonbondedPairs } from '../../params/nonbonded-pairs.js';
import type { AmberWriterModel } from '../amber/amber-writer.js';
import { amberWriter } from '../amber/amber-writer.js';
import { AMBER_SUPPORTS, checkAmber } from '../amber/check.js';
import { writePrmtop } from '../amber/write-prmtop.js';
import { checkForms } from '../check-forms.js';
import type { EngineWriter, SupportedForms } from '../engine-writer.js';
import { fixed } from '../number-format.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { checkResidueName } from '../residue-name.js';
import { TextLines } from '../text-lines.js';

/*
 * ORCA's own MM module (ORCA manual 6.0 §6.15 "ORCA MM Module", 6.1 §3.23 "Molecular Mechanics",
 * faccts.de) reads its parameters from an ORCAFF.prms file, whose layout the manual does not give line
 * by line. So TopoForge does not write that file: it writes the AMBER prmtop (the AMBER writer's,
 * checked against GROMACS through OpenMM and ParmEd) and the ORCA input, and ORCA's own tool makes the
 * ORCAFF.prms from the prmtop: `orca_mm -convff -AMBER <res>.prmtop` writes `<res>.ORCAFF.prms`
 * (manual 6.1 §3.23, the force fields ORCA supports and how to convert them; the command and the output
 * name as FACCTs' ORCA Python Interface runs it, faccts/opi src/opi/execution/orca_mm.py, run_convff).
 * The input follows the manual's minimal MM input (`!MM`, `%mm ORCAFFFilename "…" end`) and its input
 * structure (6.1 §2.1: `!` keyword lines, `%… end` blocks, `* xyz charge multiplicity` … `*` with
 * coordinates in Å, `#` comments).
 */

/**
 * The prmtop's forms (the AMBER writer's). ORCAFF.prms holds its Lennard-Jones parameters per atom
 * (manual 6.0 §6.15.1: "atom specific parameters for nonbonded interactions: partial charge, LJ
 * coefficients"), so a prmtop LJ table that is not one rule over per-atom values cannot be carried.
 * The force fields ORCA names (CHARMM, AMBER, Open Force Field) combine by Lorentz–Berthelot, and the
 * manual does not say how orca_mm would reduce a geometric-rule table, so rules 1 and 3 are refused.
 */
export const ORCA_SUPPORTS: SupportedForms = { ...AMBER_SUPPORTS, combinationRules: [2] };

export interface OrcaOptions {
  /** 1–4 letters or digits; names the files (<res>.prmtop, <res>.inp). */
  readonly residueName: string;
}

export interface OrcaAtom {
  readonly symbol: string;
  /** Å. */
  readonly position: readonly [number, number, number];
}

export interface OrcaModel {
  readonly residueName: string;
  readonly title: string;
  /** The AMBER writer's model, printed as its prmtop. */
  readonly amber: AmberWriterModel;
  /** The rounded sum of the partial charges (e). */
  readonly charge: number;
  /** 1 for an even electron count, 2 for an odd one. */
  readonly multiplicity: number;
  readonly atoms: readonly OrcaAtom[];
}

function check(system: System, options: OrcaOptions): void {
  checkResidueName(options.residueName);
  if (system.molecule.cell) {
    throw new ChemError(
      'unsupported-form',
      'ORCA MM input is written for molecules: a periodic System (crystal) cannot be written.',
    );
  }
  checkForms(system, ORCA_SUPPORTS, 'ORCA');
  refuseNonbondedPairs(
    system,
    'ORCA',
    'ORCAFF.prms holds Lennard-Jones parameters per atom (ORCA manual, ORCA MM Module), so a type-pair override cannot survive orca_mm -convff.',
  );
  checkOneFour(system);
  const { fudgeLJ, fudgeQQ } = system.defaults;
  if (system.pairs.length > 0 && fudgeLJ === 0 && fudgeQQ === 0) {
    throw new ChemError(
      'unsupported-form',
      'ORCA files are not written without 1-4 interactions (fudgeLJ = fudgeQQ = 0): the prmtop says so by a "no 1-4" mark on every dihedral row, and the ORCA manual does not say that orca_mm -convff keeps those marks.',
    );
  }
  const elements = system.molecule.elements;
  for (let i = 0; i < system.atoms.length; i++) {
    const z = elements[i] ?? 0;
    if (z === 0 || symbolOf(z) === '?') {
      throw new ChemError(
        'unsupported-form',
        `ORCA needs an element for every atom of the coordinate block; atom ${i + 1} has none.`,
        [i],
      );
    }
  }
  checkAmber(system, options);
}

/**
 * The prmtop can mark a partial 1-4 list row by row; the manual does not say that orca_mm -convff
 * keeps those marks, so only a pair list that is exactly the 1-4 set of the bond graph is written.
 */
function checkOneFour(system: System): void {
  try {
    checkPairsAreOneFour(system, 'ORCA');
  } catch (e) {
    if (!(e instanceof ChemError)) throw e;
    const detail = e.message.replace(/^ORCA derives 1-4 pairs from the bonds; /, '');
    throw new ChemError(
      'unsupported-form',
      `ORCA files are written only for a pair list that is exactly the 1-4 pairs of the bonds (the ORCA manual does not say how orca_mm -convff treats another list): ${detail}`,
      e.atoms,
    );
  }
}

function convert(system: System, options: OrcaOptions): OrcaModel {
  const mol = system.molecule;
  const charge = Math.round(system.atoms.reduce((s, a) => s + a.charge, 0));
  const electrons = Array.from(mol.elements).reduce((s, z) => s + z, 0) - charge;
  return {
    residueName: options.residueName,
    title: mol.title.trim() || options.residueName,
    amber: amberWriter.convert(system, options),
    charge,
    multiplicity: electrons % 2 === 0 ? 1 : 2,
    atoms: system.atoms.map((_, i) => ({
      symbol: symbolOf(mol.elements[i] ?? 0),
      position: [0, 1, 2].map((k) => mol.positions[3 * i + k] ?? 0) as [number, number, number],
    })),
  };
}

/** The input: an MM single point on the converted parameters, with the QM/MM variant as comments. */
function writeInput(model: OrcaModel): string {
  const res = model.residueName;
  const out = new TextLines();
  // ORCA ends a comment at a second '#', so no comment line below holds one.
  out.push(
    `# ${res} written by TopoForge: ${model.title.replace(/[\s#]+/g, ' ')}`,
    `# Make ${res}.ORCAFF.prms first: orca_mm -convff -AMBER ${res}.prmtop`,
    '! MM',
    '%mm',
    `  ORCAFFFilename "${res}.ORCAFF.prms"`,
    'end',
    '',
    '# QM/MM (ORCA manual 6.1, Multiscale Simulations of molecular systems, Additive QMMM): replace',
    '# the "! MM" line and the %mm block with the lines below, without their comment mark; put your',
    '# method and basis set on the "!" line and your QM atoms in QMAtoms, counted from 0 in the order',
    '# of the coordinates (first:last for a range). The "* xyz" line then holds the charge and',
    '# multiplicity of the QM atoms.',
    '# ! QMMM <method> <basis set>',
    '# %qmmm',
    `#   ORCAFFFilename "${res}.ORCAFF.prms"`,
    '#   QMAtoms {<first>:<last>} end',
    '# end',
    '',
    `* xyz ${model.charge} ${model.multiplicity}`,
  );
  for (const a of model.atoms) {
    out.add(`${a.symbol.padEnd(2)} ${a.position.map((v) => fixed(v, 8, 16)).join(' ')}`);
  }
  out.push('*', '');
  return out.text();
}

function write(model: OrcaModel): Record<string, string> {
  return {
    [`${model.residueName}.prmtop`]: writePrmtop(model.amber),
    [`${model.residueName}.inp`]: writeInput(model),
  };
}

export const orcaWriter: EngineWriter<OrcaOptions, OrcaModel> = {
  id: 'orca',
  name: 'ORCA',
  supports: ORCA_SUPPORTS,
  check,
  convert,
  write,
};
