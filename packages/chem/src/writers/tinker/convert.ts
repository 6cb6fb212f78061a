import { parametersOf } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { refuseNonbondedPairs } from '../../params/nonbonded-pairs.js';
import type { System } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { moleculeAtomNames } from '../atom-names.js';
import { bondNeighbours } from '../bond-graph.js';
import { kcal } from '../charmm/terms.js';
import { atomList, checkCutoff, checkForms } from '../check-forms.js';
import type { SupportedForms } from '../engine-writer.js';
import { angleKey, graphAngles, graphTermsByKey, graphTorsions, torsionKey } from '../graph-terms.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { placeAtoms } from '../placement.js';
import { checkResidueName } from '../residue-name.js';
import type { TinkerAtom, TinkerHarmonic, TinkerModel, TinkerOptions, TinkerTorsion } from './model.js';

/**
 * Tinker has harmonic bonds and angles (bondunit 1, angleunit (π/180)²), `torsion` lines with up to
 * six Fourier terms (Ryckaert–Bellemans goes through the exact Fourier conversion of the CHARMM
 * writer), `imptors` (periodic impropers, folds 1–3) and the Lennard-Jones combination rules as
 * radiusrule/epsilonrule. Tinker's harmonic `improper` measures the dihedral with the trigonal atom
 * first (kimprop.f), but the System's impropers have it third (or, read backwards, second): no
 * reading gives the same angle, so harmonic impropers are refused.
 */
export const TINKER_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [4],
  combinationRules: [1, 2, 3],
};

/**
 * Tinker 8 sizes.f: maxclass = 1000, and kvdw.f indexes van der Waals parameters only up to it;
 * one class per atom therefore caps a Tinker system at 1000 atoms.
 */
export const TINKER_MAX_ATOMS = 1000;

/** GROMACS 2022 ONE_4PI_EPS0 (kJ mol⁻¹ nm e⁻²) in kcal mol⁻¹ Å e⁻², so Coulomb energies match. */
const ELECTRIC = (138.935457644 * 10) / KJ_PER_KCAL;

const DEFAULT_CUTOFF = 9;

export function checkTinker(system: System, options: TinkerOptions): void {
  checkResidueName(options.residueName);
  checkCutoff(options.cutoff, 'Å');
  checkForms(system, TINKER_SUPPORTS, 'Tinker');
  refuseNonbondedPairs(
    system,
    'Tinker',
    'this writer does not write vdwpr lines, and no Tinker is installed here to check them. Use the GROMACS, LAMMPS, AMBER or CHARMM files.',
  );
  if (system.atoms.length > TINKER_MAX_ATOMS) {
    throw new ChemError(
      'unsupported-form',
      `Tinker gives every atom its own class here, and Tinker 8 allows ${TINKER_MAX_ATOMS} classes (maxclass); this System has ${system.atoms.length} atoms.`,
    );
  }
  for (const [name, v] of [
    ['fudgeLJ', system.defaults.fudgeLJ],
    ['fudgeQQ', system.defaults.fudgeQQ],
  ] as const) {
    // Tinker reads a 1-4 scale above 1 as a divisor (prmkey.f: if > 1, use 1/value), so a factor
    // above 1 cannot be written at all.
    if (!(v >= 0 && v <= 1)) {
      throw new ChemError(
        'unsupported-form',
        `Tinker's 1-4 scale factors lie between 0 and 1; ${name} is ${v}.`,
      );
    }
  }
  checkPairsAreOneFour(system, 'Tinker');
  // convert does the rest of the checking (paths, trigonal centres, merged terms): the same walk.
  convertTinker(system, options);
}

export function convertTinker(system: System, options: TinkerOptions): TinkerModel {
  const neighbours = bondNeighbours(system);
  const mol = system.molecule;
  const placed = mol.cell ? placeAtoms(mol, 0) : undefined;
  const keyed = graphTermsByKey(system, neighbours, 'Tinker');
  const bonds: TinkerHarmonic[] = [...keyed.bonds].map(([key, v]) => ({
    atoms: oneBased(key.split('-').map(Number)),
    k: v.k,
    x0: v.x0,
  }));
  // Tinker builds every angle and torsion of the graph and stops on one without parameters: those
  // the System has no term for get a zero line.
  const angles: TinkerHarmonic[] = graphAngles(neighbours).map((atoms) => {
    const v = keyed.angles.get(angleKey(...atoms));
    return { atoms: oneBased(atoms), k: v?.k ?? 0, x0: v?.x0 ?? 0 };
  });
  const torsionLines: TinkerTorsion[] = graphTorsions(neighbours).map((atoms) => ({
    atoms: oneBased(atoms),
    terms: keyed.torsions.get(torsionKey(...atoms)) ?? [],
  }));
  const imptors = imptorsOf(system, neighbours);
  const cell = mol.cell ? parametersOf(placed!.box) : undefined;
  const fudge = (f: number): number => (f === 0 ? 0 : 1 / f);
  return {
    residueName: options.residueName,
    title: mol.title.trim() || options.residueName,
    atoms: tinkerAtoms(system, neighbours, placed?.positions ?? mol.positions),
    bonds,
    angles,
    torsions: torsionLines,
    imptors,
    radiusRule: system.defaults.combinationRule === 2 ? 'ARITHMETIC' : 'GEOMETRIC',
    vdw14Scale: fudge(system.defaults.fudgeLJ),
    chg14Scale: fudge(system.defaults.fudgeQQ),
    electric: ELECTRIC,
    ...(cell ? { cell: [cell.a, cell.b, cell.c, cell.alpha, cell.beta, cell.gamma] as const } : {}),
    cutoff: options.cutoff ?? DEFAULT_CUTOFF,
  };
}

const oneBased = (atoms: readonly number[]): number[] => atoms.map((a) => a + 1);

function tinkerAtoms(
  system: System,
  neighbours: readonly (readonly number[])[],
  positions: ArrayLike<number>,
): TinkerAtom[] {
  const mol = system.molecule;
  // The .xyz name column is 3 wide; names unique per molecule (atom-names.ts), the .key's too.
  const names = moleculeAtomNames(system, 3);
  return system.atoms.map((atom, i) => {
    const symbol = symbolOf(mol.elements[i] ?? 0);
    return {
      name: names[i]!,
      symbol,
      atomicNumber: mol.elements[i] ?? 0,
      mass: atom.mass,
      description: `${names[i]!} ${atom.type}`.replace(/"/g, "'"),
      charge: atom.charge,
      sigma: atom.sigma * 10,
      epsilon: atom.epsilon / KJ_PER_KCAL,
      position: [0, 1, 2].map((k) => positions[3 * i + k] ?? 0) as [number, number, number],
      partners: (neighbours[i] ?? []).map((b) => b + 1),
    };
  });
}

/** Periodic impropers only, folds 1 to 3: what Tinker's imptors term holds. */
function imptorsOf(system: System, neighbours: readonly (readonly number[])[]): TinkerTorsion[] {
  return system.impropers.map((term) => {
    const p = system.improperParameters[term.parameter]!;
    // checkForms has refused every other form.
    if (p.funct !== 4)
      throw new ChemError('unsupported-form', 'Tinker writes periodic impropers only.', term.atoms);
    const n = p.term.multiplicity;
    if (!(Number.isInteger(n) && n >= 1 && n <= 3)) {
      throw new ChemError(
        'unsupported-form',
        `Tinker cannot write the improper ${atomList(term.atoms)}: imptors holds folds 1 to 3 (got n = ${n}).`,
        term.atoms,
      );
    }
    return {
      atoms: oneBased(improperOrder(term.atoms, neighbours)),
      terms: [{ k: kcal(p.term.k), n, phase: p.term.phase }],
    };
  });
}

/**
 * Tinker builds `imptors` only around atoms with exactly three partners (kimptor.f) and measures the
 * dihedral in the order of the parameter line, trigonal atom third. The dihedral a-b-c-d equals
 * d-c-b-a, so a System improper whose second atom is the trigonal one is written backwards.
 */
function improperOrder(
  atoms: readonly [number, number, number, number],
  neighbours: readonly (readonly number[])[],
): readonly number[] {
  for (const order of [atoms, [atoms[3], atoms[2], atoms[1], atoms[0]] as const]) {
    const others = [order[0], order[1], order[3]];
    const partners = neighbours[order[2]] ?? [];
    if (partners.length === 3 && others.every((o) => partners.includes(o)) && new Set(others).size === 3)
      return order;
  }
  throw new ChemError(
    'unsupported-form',
    `Tinker cannot write the improper ${atomList(atoms)}: Tinker builds impropers only on an atom with exactly three bonded partners, placed third (or second), with the other three atoms its partners.`,
    atoms,
  );
}
