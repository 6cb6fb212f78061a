import type { ForceFieldListRoute } from '@topoforge/chem';
import { FORCE_FIELD_LIST_ROUTE_IDS, FORCE_FIELD_LIST_ROUTES, forceFieldList } from '@topoforge/chem';
import { z } from 'zod';
import { jobQuerySchema } from './job.js';
import { parameterSetSchema } from './parameter-set.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/** An atom-type option (spec 000 §3): `name` the force field or water model, `type` the atom type. */
export const atomTypeOptionSchema = z.object({ name: z.string(), type: z.string() });
export type AtomTypeOption = z.infer<typeof atomTypeOptionSchema>;

const names = z.array(z.string());

const listRoute = (path: string, summary: string, description: string) =>
  defineRoute({
    method: 'GET',
    path: builderPath(`forcefield/${path}`),
    group: 'forcefield',
    summary,
    description,
    access: 'anonymous',
    answer: { kind: 'json', data: names },
  });

/** What a list answers today, for its description: the registry's names, the default first. */
const answersToday = (route: ForceFieldListRoute): string => {
  const names = forceFieldList(FORCE_FIELD_LIST_ROUTES[route].forceFields);
  return names.length === 0 ? 'Today the list is empty.' : `Today: ${names.join(', ')}.`;
};

const listDescription = (route: ForceFieldListRoute): string =>
  route === 'aa'
    ? 'Force fields that can serve as backup: those whose parameters TopoForge holds, the default first. ' +
      `A backup only supplies parameters missing in the main force field. ${answersToday(route)}`
    : 'Only force fields TopoForge can assign atom types for are listed, the default first. ' +
      answersToday(route) +
      (route === 'aminoacid'
        ? ' For peptide-like chains (the polymer page, spec 001 §7 "amino-acid force-field options"): the ' +
          'typers that work from each atom\u2019s environment. Residue-template force fields (AMBER ff14SB, ' +
          'CHARMM36) are not offered: they assign types and charges by the residue and atom names of standard ' +
          'amino acids, which a built chain of arbitrary repeat units does not have, and TopoForge holds ' +
          'neither their residue libraries nor their parameters.'
        : '');

/**
 * Force-field list paths (spec 000 §7 "force-field lists … first entry is the default") with the
 * force-field flow each answers: chem's list routes (packages/chem/src/flows/list-routes.ts).
 */
export const FORCE_FIELD_LIST_PATHS = FORCE_FIELD_LIST_ROUTES;
export type ForceFieldListPath = ForceFieldListRoute;

/** The GET route of each force-field list. */
export const forceFieldListRouteById = Object.fromEntries(
  FORCE_FIELD_LIST_ROUTE_IDS.map((id) => [
    id,
    listRoute(id, `Force fields of ${FORCE_FIELD_LIST_ROUTES[id].label}`, listDescription(id)),
  ]),
) as Readonly<Record<ForceFieldListRoute, ReturnType<typeof listRoute>>>;

export const forceFieldListRoutes = FORCE_FIELD_LIST_ROUTE_IDS.map((id) => forceFieldListRouteById[id]);

export const waterModelsRoute = listRoute(
  'watermodels',
  'Supported water models',
  "Names as the water-model dropdown shows them (SPCE first, the wizard's default): SPCE, SPC, TIP3P, OPC3, " +
    'TIP4P, TIP4P-Ew, TIP4P2005, OPC — each from its publication (packages/chem/src/forcefields/water).',
);

export const fourPointWaterModelsRoute = listRoute(
  'watermodels/fourpoint',
  'Four-point water models',
  'Water models with a virtual site M; choosing one makes the wizard call POST model/tip4p before step 2.',
);

export const checkForceFieldRoute = defineRoute({
  method: 'POST',
  path: builderPath('forcefield/checkff'),
  group: 'forcefield',
  summary: 'Check the chosen force fields before step 2',
  description:
    "forcefield: names joined by '+', a water model may be among them ('-' means none). continue false: " +
    "nothing chosen ('please select at least one force field'), more than 5 force fields for a non-premium " +
    "user ('selectable force field limit is 5'), an unknown name, two water models, or a force field without " +
    'an atom typer. continue true with warning: force fields with different combination rules or 1-4 ' +
    "scaling (the topology keeps the first one's [ defaults ]). msg is in the request's language.",
  access: 'anonymous',
  body: z.object({ forcefield: z.string() }),
  answer: {
    kind: 'json',
    data: z.object({ continue: z.boolean(), warning: z.boolean(), msg: z.string() }),
  },
});

export const atomTypeRoute = defineRoute({
  method: 'POST',
  path: builderPath('forcefield/atomtype'),
  group: 'forcefield',
  summary: 'Atom-type options per atom',
  description:
    "data: mol2 text; forcefield: water model and force fields joined by '+'. Answers one list per atom " +
    'of {name, type} options: water atoms first get the water model (OW, HW, and MW for the M site of a ' +
    '4-site model), then each force field in order (GAFF through its typer). A lone-pair atom that is not a ' +
    "water M site gets {name: 'Lp', type: 'Lp'} (left out of the parameter call). An atom no selected force " +
    'field can type is a 400 naming it.',
  access: 'anonymous',
  body: z.object({ data: z.string().min(1), forcefield: z.string() }),
  answer: { kind: 'json', data: z.array(z.array(atomTypeOptionSchema)) },
});

const optionList = z.union([atomTypeOptionSchema.transform((o) => [o]), z.array(atomTypeOptionSchema)]);

export const parameterRequestSchema = z.object({
  data: z.string().min(1),
  atomtype: z.array(optionList),
  backup: z.string().optional(),
  watermodel: z.string().optional(),
  use_current_structure: z.coerce.number().int().min(0).max(3).default(0),
  use_mseminario: z.coerce.number().int().min(0).max(3).default(0),
  vibrational_scaling: z.coerce.number().min(0).default(1),
  hessian: z.string().optional(),
  search_mode: z.enum(['fuzzy', 'accurate']).default('fuzzy'),
  charge_type: z.string().optional(),
});
export type ParameterRequest = z.infer<typeof parameterRequestSchema>;

export const parameterRoute = defineRoute({
  method: 'POST',
  path: builderPath('forcefield/param'),
  group: 'forcefield',
  summary: 'Charges and bonded/nonbonded parameters of the typed structure (step 3)',
  description:
    'data: mol2 with the charge results in its charge column; atomtype: per atom the chosen {name, type} ' +
    'first, then fuzzy-mode alternatives; backup: backup force field (used only when TopoForge holds its ' +
    'parameters — today only GAFF); watermodel; use_current_structure 0–3 (bit 1 bond lengths, bit 2 ' +
    'angles from the structure); use_mseminario 0–3 (0 none, 1 bonds, 2 angles, 3 both) with ' +
    'vibrational_scaling and hessian (text of an ORCA .hess, Gaussian .fchk or xtb hessian file); search_mode ' +
    "'fuzzy' (default) or 'accurate'; charge_type is recorded in meta. Water atoms take the water model's " +
    'parameters (rigid geometry written as stiff harmonic bonds/angle). Atoms of type Lp are left out. 400: ' +
    'atom type DU, accurate mode with more than one non-water force field, a force field without parameters, ' +
    'a parameter that cannot be found or estimated (naming the atoms), a Hessian that does not parse or fit. ' +
    'With `?job=<id>` the caller can follow and cancel the job (job/:id).',
  access: 'anonymous',
  query: jobQuerySchema,
  body: parameterRequestSchema,
  answer: { kind: 'json', data: parameterSetSchema },
});

const atomTablesBody = z.object({ atomtype: z.array(atomTypeOptionSchema).min(1) });

export const atomTableRowSchema = atomTypeOptionSchema.extend({
  /** g/mol. */
  mass: z.number(),
  /** nm. */
  sigma: z.number(),
  /** kJ/mol. */
  epsilon: z.number(),
  source: z.string(),
});

export const atomTableRoute = defineRoute({
  method: 'POST',
  path: builderPath('forcefield/atom'),
  group: 'forcefield',
  summary: 'Mass and Lennard-Jones parameters of atom types',
  description: 'atomtype: list of {name, type}. One row per entry: mass (g/mol), σ (nm), ε (kJ/mol), source.',
  access: 'anonymous',
  body: atomTablesBody,
  answer: { kind: 'json', data: z.array(atomTableRowSchema) },
});

export const ljTableRoute = defineRoute({
  method: 'POST',
  path: builderPath('forcefield/lj'),
  group: 'forcefield',
  summary: 'Lennard-Jones pair table of atom types',
  description:
    'atomtype: list of {name, type}. Every pair i ≤ j with σij (nm) and εij (kJ/mol) by the combination ' +
    "rule of the first listed force field (water models follow the solute's rule; Lorentz–Berthelot when only " +
    'water is listed).',
  access: 'anonymous',
  body: atomTablesBody,
  answer: {
    kind: 'json',
    data: z.object({
      combinationRule: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      pairs: z.array(
        z.object({
          i: atomTypeOptionSchema,
          j: atomTypeOptionSchema,
          sigma: z.number(),
          epsilon: z.number(),
        }),
      ),
    }),
  },
});

export const tip4pRoute = defineRoute({
  method: 'POST',
  path: builderPath('model/tip4p'),
  group: 'model',
  summary: 'Four-point water conversion',
  description:
    'data: mol2; watermodel: a four-point model (default TIP4P). Adds the virtual site M (element Lp, name ' +
    "MW) to every water at the model's O–M distance on the H–O–H bisector, after the water's atoms; the " +
    "rest is kept and renumbered; water charges become the model's when the mol2 has charges. A 3-site " +
    'or unknown model is a 400.',
  access: 'anonymous',
  body: z.object({ data: z.string().min(1), watermodel: z.string().default('TIP4P') }),
  answer: { kind: 'json', data: z.string() },
});

export const FORCEFIELD_ROUTES = [
  waterModelsRoute,
  fourPointWaterModelsRoute,
  ...forceFieldListRoutes,
  checkForceFieldRoute,
  atomTypeRoute,
  parameterRoute,
  atomTableRoute,
  ljTableRoute,
  tip4pRoute,
];
