import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { bondNeighbours } from '../bond-graph.js';
import { atomList, checkCutoff, checkForms } from '../check-forms.js';
import type { SupportedForms } from '../engine-writer.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { checkResidueName } from '../residue-name.js';
import type { OpenMMOptions } from './model.js';

/**
 * OpenMM's ForceField builds the System from residue templates and atom types: HarmonicBondForce,
 * HarmonicAngleForce, a CustomAngleForce per other angle form (cosine harmonic, UFF Fourier, cosine
 * periodic), PeriodicTorsionForce and RBTorsionForce, a CustomTorsionForce for harmonic impropers,
 * and a NonbondedForce, whose combination rule is Lorentz–Berthelot only: rules 1 and 3 and explicit
 * type pairs go into a LennardJonesForce table instead (lj-table.ts). UFF and DREIDING inversions
 * (ω from angle and dihedral, write-xml.ts) are CustomCompoundBondForces the XML's <Script> adds.
 */
export const OPENMM_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1, 2, 101, 102],
  dihedrals: [9, 1, 3],
  impropers: [4, 2, 101, 102],
  combinationRules: [1, 2, 3],
};

/** PDB columns: 8.3f coordinates, 5-digit serials. */
const PDB_MIN = -999.999;
const PDB_MAX = 9999.999;
const PDB_MAX_ATOMS = 99999;

export function checkOpenMM(system: System, options: OpenMMOptions): void {
  checkResidueName(options.residueName);
  checkCutoff(options.cutoff, 'nm');
  // The Lennard-Jones table (lj-table.ts) writes every 1-4 pair's own σ and ε, so 1-4 rows are exact.
  checkForms(system, OPENMM_SUPPORTS, 'OpenMM', { pairParameters14: true });
  if (system.atoms.length > PDB_MAX_ATOMS) {
    throw new ChemError('unsupported-form', `The OpenMM PDB holds at most ${PDB_MAX_ATOMS} atoms.`);
  }
  if (system.molecule.positions.some((x) => !(x >= PDB_MIN && x <= PDB_MAX))) {
    throw new ChemError('invalid-molecule', `PDB coordinates must lie within ${PDB_MIN} … ${PDB_MAX} Å.`);
  }
  if (system.molecule.elements.some((z) => z === 0)) {
    throw new ChemError(
      'unsupported-form',
      'OpenMM templates here need an element for every atom (no lone pairs).',
    );
  }
  // NonbondedForce makes its own 1-4 exceptions from the bonds (createExceptionsFromBonds), scaled
  // by coulomb14scale and lj14scale: any other pair list cannot be expressed in the XML.
  checkPairsAreOneFour(system, 'OpenMM');
  const neighbours = bondNeighbours(system).map((list) => new Set(list));
  const bonded = (a: number, b: number): boolean => neighbours[a]?.has(b) ?? false;
  const refuse = (what: string, atoms: readonly number[], why: string): never => {
    throw new ChemError(
      'unsupported-form',
      `OpenMM cannot write the ${what} ${atomList(atoms)}: ${why}.`,
      atoms,
    );
  };
  // ForceField generates bonds, angles and propers from the template's bonds and looks their
  // parameters up by type: a term on atoms that are not so connected would never be applied, and
  // a second term on the same atoms would be silently ignored.
  unique(system.bonds, 'bond', (a) => [...a].sort((x, y) => x - y).join('-'), refuse);
  unique(system.angles, 'angle', (a) => ((a[0] ?? 0) < (a[2] ?? 0) ? a : [...a].reverse()).join('-'), refuse);
  for (const { atoms } of system.angles) {
    if (!bonded(atoms[0], atoms[1]) || !bonded(atoms[1], atoms[2]))
      refuse('angle', atoms, 'its atoms are not bonded in a row');
  }
  for (const { atoms } of system.dihedrals) {
    if (!bonded(atoms[0], atoms[1]) || !bonded(atoms[1], atoms[2]) || !bonded(atoms[2], atoms[3])) {
      refuse('dihedral', atoms, 'its atoms are not bonded in a row');
    }
  }
  // Impropers are generated per central atom and set of three partners; the 'amber' ordering keeps
  // the atoms in the System's order when every atom has its own type.
  const impropers = new Map<string, string>();
  for (const { atoms, parameter } of system.impropers) {
    const [a, b, c, d] = atoms;
    if (!bonded(c, a) || !bonded(c, b) || !bonded(c, d)) {
      refuse('improper', atoms, 'its third (central) atom must be bonded to the other three');
    }
    const funct = system.improperParameters[parameter]?.funct;
    // Inversions are listed atom by atom in the <Script>, not generated from the template.
    if (funct === 101 || funct === 102) continue;
    const key = `${c}:${[a, b, d].sort((x, y) => x - y).join('-')}`;
    const form = `${atoms.join('-')}:${funct}`;
    const known = impropers.get(key);
    if (known !== undefined && known !== form) {
      refuse(
        'improper',
        atoms,
        'another improper on the same central atom and partners differs in order or form',
      );
    }
    impropers.set(key, form);
  }
}

function unique(
  terms: readonly { readonly atoms: readonly number[] }[],
  what: string,
  key: (atoms: readonly number[]) => string,
  refuse: (what: string, atoms: readonly number[], why: string) => never,
): void {
  const seen = new Set<string>();
  for (const { atoms } of terms) {
    const k = key(atoms);
    if (seen.has(k)) refuse(what, atoms, 'it is listed twice, and a template applies one term per atom set');
    seen.add(k);
  }
}
