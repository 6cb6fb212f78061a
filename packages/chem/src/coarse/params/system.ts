import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';
import type { NonbondedDefaults, Provenance, System, SystemAtom } from '../../core/system.js';
import { MARTINI2_MASS } from '../data/martini2-nonbonded.js';
import type { MartiniNonbondedTable } from '../martini3-itp/parse.js';
import type { CgMapping } from '../model.js';
import { cgBonded } from './bonded.js';
import { MARTINI3_ITP, MARTINI3_MASS, MARTINI_NREXCL } from './constants.js';
import { beadCentres } from './geometry.js';
import { martini2Nonbonded, martini3Nonbonded, type CgNonbonded } from './nonbonded.js';

export type CgForceField = 'martini3' | 'martini2';

export interface CoarseGrainOptions {
  readonly forceField: CgForceField;
  /** Conformers of the atomistic molecule (x, y, z per atom, Å, the molecule's atom order); at least one. */
  readonly conformers: readonly Float64Array[];
  /** The parsed martini_v3.0.0.itp, when the server has it. */
  readonly martini3Table?: MartiniNonbondedTable;
  /** Where the server reads martini_v3.0.0.itp from (named in the refusal when the table is absent). */
  readonly martini3Path?: string;
  /**
   * Which geometry the conformers are (e.g. "mean over 8 conformers: Open Babel …"); appended to the
   * source of every geometry-derived bonded value so the user can see where its length comes from.
   */
  readonly geometrySource?: string;
  /** Atom positions (Å) the bead positions are placed from; default the first conformer. */
  readonly positions?: Float64Array;
}

const NAMES: Record<CgForceField, string> = { martini3: 'Martini 3', martini2: 'Martini 2.2' };

/**
 * The coarse-grained System of a mapped molecule: one "atom" per bead (type = the bead's Martini type,
 * charge = the bead's charge, mass by the force field), bonded terms measured on the conformers
 * (bonded.ts), Martini's exclusions (nrexcl 1), no 1-4 pairs, and the non-bonded interactions of every
 * bead-type pair (Martini 2.2 from the cited matrix, Martini 3 from the parsed official file). Martini 3
 * without that file is still built: its bead types' parameters are then the file's (externalNonbonded),
 * which the GROMACS writer #includes and every other writer refuses, saying what to add.
 * Positions are the bead centres of `positions` (the user's structure, which is not optimised), else of
 * the first conformer (Å).
 */
export function coarseGrainSystem(
  molecule: Molecule,
  mapping: CgMapping,
  options: CoarseGrainOptions,
): System {
  if (options.conformers.length === 0) {
    throw new ChemError('invalid-molecule', 'Coarse-graining needs at least one conformer of the molecule.');
  }
  const centres = options.conformers.map((c) => beadCentres(mapping, c, molecule.atomCount));
  const ff = options.forceField;
  const provenance: Provenance = {
    forceField: ff,
    version: ff === 'martini2' ? '2.2' : '3.0.0',
    source: 'coarse/params (Martini practice, constants.ts)',
    estimated: false,
  };
  const types = mapping.beads.map((b) => (ff === 'martini2' ? b.martini2Type : b.martini3Type));
  const nonbonded = nonbondedOf(ff, types, options.martini3Table);
  const atoms = mapping.beads.map((bead, i): SystemAtom => ({
    label: bead.name,
    forceField: NAMES[ff],
    type: types[i]!,
    charge: bead.charge,
    mass: ff === 'martini2' ? MARTINI2_MASS : MARTINI3_MASS[bead.size],
    sigma: nonbonded?.like.get(types[i]!)?.sigma ?? 0,
    epsilon: nonbonded?.like.get(types[i]!)?.epsilon ?? 0,
    provenance: nonbonded?.pairs.find((p) => p.types[0] === types[i] && p.types[1] === types[i])
      ?.provenance ?? {
      ...provenance,
      source: MARTINI3_ITP,
    },
  }));
  const bonded = cgBonded(
    mapping,
    centres,
    options.geometrySource === undefined
      ? provenance
      : { ...provenance, source: `${provenance.source}; geometry: ${options.geometrySource}` },
  );
  const defaults: NonbondedDefaults = {
    nbfunc: 1,
    combinationRule: ff === 'martini2' ? 1 : (options.martini3Table?.combinationRule ?? 2),
    genPairs: false,
    fudgeLJ: 1,
    fudgeQQ: 1,
  };
  return {
    molecule: beadMolecule(
      molecule,
      mapping,
      options.positions ? beadCentres(mapping, options.positions, molecule.atomCount) : centres[0]!,
    ),
    atoms,
    ...bonded,
    dihedralParameters: [],
    dihedrals: [],
    pairs: [],
    defaults,
    exclusionDepth: MARTINI_NREXCL,
    ...(nonbonded
      ? { nonbondedPairs: nonbonded.pairs }
      : {
          externalNonbonded: { file: MARTINI3_ITP, configuredPath: options.martini3Path ?? 'MARTINI3_ITP' },
        }),
  };
}

function nonbondedOf(
  ff: CgForceField,
  types: readonly string[],
  table: MartiniNonbondedTable | undefined,
): CgNonbonded | undefined {
  if (ff === 'martini2') return martini2Nonbonded(types);
  return table ? martini3Nonbonded(types, table) : undefined;
}

/** One pseudo-atom (element 0) per bead at its centre, bonded along the mapping's connections. */
function beadMolecule(molecule: Molecule, mapping: CgMapping, centres: Float64Array): Molecule {
  const builder = new MoleculeBuilder(molecule.title);
  mapping.beads.forEach((bead, b) =>
    builder.addAtom({
      element: 0,
      x: centres[3 * b]!,
      y: centres[3 * b + 1]!,
      z: centres[3 * b + 2]!,
      name: bead.name,
    }),
  );
  for (const [a, b] of mapping.connections) builder.addBond({ a, b, order: 1 });
  if (molecule.cell) builder.setCell(molecule.cell);
  return builder.build();
}
