import { z } from 'zod';
import { parameterSetSchema } from './parameter-set.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The coarse-grained builder's calls (spec 001 §7 "Coarse-grained", issue 21 items 1–3): automatic
 * Martini 3 mapping, remapping of the user's edited beads, the CG force-field list and one parameter call
 * per force field. Every id on the wire is 1-based (atoms, beads); bead names are B1, B2, … in order.
 */

export const cgChildSchema = z.object({
  nodeId: z.string().describe('the atom node of the bead tree, e.g. B1-3'),
  id: z.number().int().min(1).describe('1-based atom id in the mol2'),
  label: z.string().optional(),
  weight: z
    .number()
    .refine((w) => [1, 0.5].includes(w), 'weight must be 1 or 0.5')
    .optional()
    .describe('1, or 0.5 for an atom shared by two beads'),
});

export const cgBeadSchema = z.object({
  nodeId: z.string().describe('B1, B2, …'),
  id: z.number().int().min(1).optional(),
  label: z.string().optional(),
  type: z.string().optional().describe('Martini 3 bead type, e.g. TC5, SN6a'),
  martini2Type: z.string().optional(),
  size: z.enum(['R', 'S', 'T']).optional(),
  block: z.string().optional().describe('building block the types were taken from'),
  charge: z.number().optional(),
  children: z.array(cgChildSchema).describe('the bead’s heavy atoms (hydrogens follow their atom)'),
});
export type CgBeadWire = z.infer<typeof cgBeadSchema>;

const matrix = z.array(z.array(z.number()));

/** The spec's coarse-grained parameter set (001 §3). */
export const cgParameterSetSchema = z.object({
  A: matrix.describe('n × n bead connection matrix, 0/1'),
  cg_beads: z.array(cgBeadSchema),
  matched_beads: z.array(z.string()).describe('per bead the building block its types come from'),
  matched_maps: z
    .array(z.array(z.number().int()))
    .describe('per atom (1-based order) the 1-based bead numbers it belongs to (empty for none)'),
  path_matrix: matrix.describe('bead graph distances (bonds between beads); -1 when not connected'),
  ring_beads: z.array(z.array(z.number().int())).describe('1-based beads of each ring system'),
});
export type CgParameterSet = z.infer<typeof cgParameterSetSchema>;

const mol2 = z.string().min(1).max(5_000_000).describe('the all-atom molecule as mol2 (at most 5,000 atoms)');

export const coarseGrainBodySchema = z.object({ mol2 });
export const remappingBodySchema = z.object({ mol2, cg_beads: z.array(cgBeadSchema).min(1) });
export const cgParamBodySchema = cgParameterSetSchema.partial().extend({
  mol2,
  cg_beads: z.array(cgBeadSchema).min(1),
});
export type CoarseGrainBody = z.infer<typeof coarseGrainBodySchema>;
export type RemappingBody = z.infer<typeof remappingBodySchema>;
export type CgParamBody = z.infer<typeof cgParamBodySchema>;

const REFUSALS =
  '400 invalid-request naming the atom or bead: an atom already in another bead, atoms not cut into a ' +
  'bead, a bead whose atoms are not connected, an empty bead, an atom that is not a heavy atom.';

export const COARSE_GRAIN_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('coarse-grain'),
  group: 'coarse',
  summary: 'Automatic Martini 3 mapping of a molecule (001 §7 coarse-grain)',
  description:
    'Rings first (2 heavy atoms per tiny bead), then chains 4-to-1 where they can; bead types from cited ' +
    'building blocks. Answers the parameter set {A, cg_beads, matched_beads, matched_maps, path_matrix, ' +
    'ring_beads}. 400 when the mol2 does not read.',
  access: 'anonymous',
  body: coarseGrainBodySchema,
  answer: { kind: 'json', data: cgParameterSetSchema },
});

export const REMAPPING_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('remapping'),
  group: 'coarse',
  summary: 'Type and connect the user’s edited beads (001 §7 remapping)',
  description: `Only the children (atom ids, weights) of cg_beads are read. Answers the parameter set. ${REFUSALS}`,
  access: 'anonymous',
  body: remappingBodySchema,
  answer: { kind: 'json', data: cgParameterSetSchema },
});

/** The coarse-grained force fields, the default first (the page's selector). */
export const CG_FORCE_FIELDS = ['Martini3', 'Martini2.2'] as const;

export const CG_FORCEFIELD_LIST_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('forcefield/coarse-grain'),
  group: 'coarse',
  summary: 'The coarse-grained force fields (001 §7), default first',
  description: `${CG_FORCE_FIELDS.join(', ')}; each has a parameter call coarse-grain/param_<name>.`,
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(z.string()) },
});

/**
 * A CG parameter set is the System wire form; its coarse-grained fields (constraints, exclusionDepth,
 * externalNonbonded) are optional fields of parameterSetSchema, so the set goes back unchanged as the
 * topology-download payload.
 */
export const cgSystemSchema = parameterSetSchema;
export type CgSystemWire = z.infer<typeof cgSystemSchema>;

const paramRoute = (force: (typeof CG_FORCE_FIELDS)[number], what: string) =>
  defineRoute({
    method: 'POST',
    path: builderPath(`coarse-grain/param_${force}`),
    group: 'coarse',
    summary: `${force} parameters of the mapped molecule (001 §7 coarse-grain/param_<force>)`,
    description:
      `One pseudo-atom per bead (Martini masses), bonds/constraints/angles measured on conformers of the ` +
      `molecule, ring planarity impropers, no 1-4 pairs. ${what} Answers the parameter set in the wire ` +
      `form of forcefield/param plus constraints and externalNonbonded. Only mol2 and cg_beads are read. ${REFUSALS}`,
    access: 'anonymous',
    body: cgParamBodySchema,
    answer: { kind: 'json', data: cgSystemSchema },
  });

export const CG_PARAM_MARTINI3_ROUTE = paramRoute(
  'Martini3',
  'Non-bonded: the official martini_v3.0.0.itp when the server has it (MARTINI3_ITP), else the set ' +
    'says the GROMACS topology must #include it (meta.externalNonbonded) and other programs refuse it.',
);
export const CG_PARAM_MARTINI2_ROUTE = paramRoute(
  'Martini2.2',
  'Non-bonded: the published Martini 2.2 interaction matrix (Marrink et al. 2007, 2.2 additions).',
);

export const COARSE_ROUTES = [
  COARSE_GRAIN_ROUTE,
  REMAPPING_ROUTE,
  CG_FORCEFIELD_LIST_ROUTE,
  CG_PARAM_MARTINI3_ROUTE,
  CG_PARAM_MARTINI2_ROUTE,
] as const;
