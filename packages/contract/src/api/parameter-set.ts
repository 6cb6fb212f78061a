import { ESTIMATED_NOTE_KEYS } from '@topoforge/chem';
import { z } from 'zod';
import { finiteNumber, tableCell } from './numbers.js';

/**
 * A table cell the user may have edited: numbers stay numbers; text that is not a number stays text;
 * an infinite number or numeric text ("1e999") is refused (400 naming the table, row and column).
 */
const cell = tableCell;
const row = z.array(cell);

export const provenanceSchema = z.object({
  forceField: z.string(),
  version: z.string().optional(),
  source: z.string(),
  line: finiteNumber.int().optional(),
  estimated: z.boolean(),
  estimatedFrom: z.string().optional(),
  /** The estimate as data (rule key + untranslated values), rendered in the interface language. */
  estimatedNote: z
    .object({
      key: z.enum(ESTIMATED_NOTE_KEYS),
      values: z.record(z.string(), z.union([z.string(), finiteNumber])),
    })
    .optional(),
  penalty: finiteNumber.optional(),
  derivedFrom: z.enum(['geometry', 'hessian', 'user']).optional(),
});

/** [label, atomtype name (force field), type, x, y, z (Å), charge, mass, σ (nm), ε (kJ/mol)] — spec 000 §3. */
export const wireAtomSchema = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  cell,
  cell,
  cell,
  cell,
  cell,
  cell,
  cell,
]);

/**
 * What the parameter set was made from, carried back by the download payload so the zip's manifest can
 * say it: hash of the input structure, force fields in order, water model, charge method, program version,
 * the lattice (3×3, Å, row vectors a, b, c) for crystals.
 */
export const parameterMetaSchema = z.object({
  inputSha256: z.string(),
  forceFields: z.array(z.string()),
  backup: z.string().nullable(),
  waterModel: z.string().nullable(),
  chargeMethod: z.string().nullable(),
  program: z.object({ name: z.string(), version: z.string() }),
  cell: z.array(finiteNumber).length(9).nullable(),
  /** Counts of estimated (not found in the force field) parameters per table. */
  estimated: z.object({
    atoms: finiteNumber.int(),
    bonds: finiteNumber.int(),
    angles: finiteNumber.int(),
    dihedrals: finiteNumber.int(),
    impropers: finiteNumber.int(),
  }),
});
export type ParameterMeta = z.infer<typeof parameterMetaSchema>;

/**
 * The parameter set (spec 000 §3 "Parameter set from the server") in the wire form of
 * packages/chem/src/params/system-wire.ts, 1-based ids, GROMACS units, plus provenance per row, the
 * nonbonded defaults and `meta`. The same object, edited, is the topology-download payload.
 */
export const parameterSetSchema = z.object({
  atoms: z.array(wireAtomSchema),
  bonds: z.array(row),
  angles: z.array(row),
  dihedrals: z.array(row),
  impropers: z.array(row),
  pairs: z.array(row),
  /**
   * Virtual sites, present only when the set has some (the M site of 4-point water models):
   * [site, i, j, k, 1, a, b], 1-based, GROMACS virtual_sites3 funct 1 (x_site = x_i + a (x_j − x_i) +
   * b (x_k − x_i)). Only the GROMACS files can hold them; the other programs refuse such a set.
   */
  virtualSites: z
    .array(row)
    .optional()
    .describe(
      '4-point water M sites: [site, i, j, k, 1, a, b], 1-based (GROMACS virtual_sites3 funct 1); send back unchanged',
    ),
  /**
   * Rigid waters, present only when the set has some (every water of a water model): [O, H1, H2,
   * d(O–H) nm, d(H–H) nm], 1-based, GROMACS [ settles ] values. Writers constrain these waters (SETTLE
   * in GROMACS, fix shake in LAMMPS); the others keep the stiff bonds and angle and say so.
   */
  rigidWaters: z
    .array(row)
    .optional()
    .describe(
      'rigid waters: [O, H1, H2, dOH (nm), dHH (nm)], 1-based (GROMACS settles); send back unchanged',
    ),
  /**
   * Explicit Lennard-Jones parameters for pairs of atom types, present only when the set has some
   * (mixed force fields whose combination rules differ): [typeA, typeB, 1, σ (nm), ε (kJ/mol)], GROMACS
   * [ nonbond_params ] funct 1, replacing the combination rule for every atom pair of those types
   * (1-4 pairs: the same σ and fudgeLJ · ε, unless pairParameters14 has the pair). Programs that
   * cannot express them refuse the set.
   */
  nonbondedPairs: z
    .array(z.tuple([z.string(), z.string(), cell, cell, cell]))
    .optional()
    .describe(
      'explicit LJ per atom-type pair: [typeA, typeB, 1, sigma (nm), epsilon (kJ/mol)] (GROMACS nonbond_params funct 1)',
    ),
  /**
   * A force field's own 1-4 Lennard-Jones per atom-type pair, present only when the set has some
   * (GROMOS 54A7's CS6/CS12): [typeA, typeB, 1, σ (nm), ε (kJ/mol)], GROMACS [ pairtypes ] funct 1.
   * For the 1-4 pairs of those types it replaces fudgeLJ × the normal pair LJ (also over a
   * nonbondedPairs row of the same types); 1-4 Coulomb keeps fudgeQQ. Only the GROMACS files carry
   * it; the other programs refuse a set whose rows change some 1-4 pair.
   */
  pairParameters14: z
    .array(z.tuple([z.string(), z.string(), cell, cell, cell]))
    .optional()
    .describe(
      '1-4 LJ per atom-type pair: [typeA, typeB, 1, sigma (nm), epsilon (kJ/mol)] (GROMACS pairtypes funct 1, not scaled by fudgeLJ)',
    ),
  /**
   * Distances held fixed, present only for coarse-grained sets (Martini ring beads): [i, j, 1, length
   * (nm)], 1-based, GROMACS [ constraints ] funct 1. GROMACS writes them; LAMMPS as stiff bonds; the
   * other programs refuse the set.
   */
  constraints: z
    .array(row)
    .optional()
    .describe(
      'coarse-grained fixed distances: [i, j, 1, length (nm)], 1-based (GROMACS constraints funct 1)',
    ),
  /** Bonds apart within which non-bonded interactions are excluded (GROMACS nrexcl); absent: 3. */
  exclusionDepth: finiteNumber
    .int()
    .min(0)
    .optional()
    .describe('nrexcl: non-bonded exclusions up to this many bonds apart; absent = 3 (Martini: 1)'),
  /**
   * Martini 3 without the official file on the server: the bead types' non-bonded parameters are in
   * `file`, which the GROMACS topology #includes and the user must add; `configuredPath` is where the
   * server would read it. The other programs refuse such a set.
   */
  externalNonbonded: z
    .object({ file: z.string().max(200), configuredPath: z.string().max(1000) })
    .optional()
    .describe(
      'the non-bonded file the GROMACS topology #includes (Martini 3: martini_v3.0.0.itp); send back unchanged',
    ),
  provenance: z.object({
    atoms: z.array(provenanceSchema),
    bonds: z.array(provenanceSchema),
    angles: z.array(provenanceSchema),
    dihedrals: z.array(provenanceSchema),
    impropers: z.array(provenanceSchema),
    /** One per nonbondedPairs row, present with it. */
    nonbondedPairs: z.array(provenanceSchema).optional(),
    /** One per pairParameters14 row, present with it. */
    pairParameters14: z.array(provenanceSchema).optional(),
    /** One per constraints row, present with it. */
    constraints: z.array(provenanceSchema).optional(),
  }),
  defaults: z.object({
    nbfunc: z.literal(1),
    combinationRule: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    genPairs: z.boolean(),
    fudgeLJ: finiteNumber,
    fudgeQQ: finiteNumber,
  }),
  meta: parameterMetaSchema,
});
export type ParameterSet = z.infer<typeof parameterSetSchema>;
