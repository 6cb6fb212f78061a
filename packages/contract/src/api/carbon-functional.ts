import {
  DEFAULT_FUNCTIONAL_GROUP,
  DEFAULT_FUNCTIONAL_SEED,
  DEFAULT_ORIENTATION,
  FUNCTIONAL_COUNT_MAX,
  FUNCTIONAL_GROUPS,
  FUNCTIONAL_ORIENTATIONS,
} from '@topoforge/chem';
import { z } from 'zod';
import { lenientNumber } from './carbon.js';
import { jobQuerySchema } from './job.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * Spec 001 §7 "POST add-functional-group {data, group, count, orientation}; returns structure text in data"
 * (issue 19 item 4), under the builder's `model/` prefix beside the other carbon calls. The groups, their
 * sites and the orientation rule are chem's (packages/chem/src/carbon/functional/README.md).
 */

const groupList = FUNCTIONAL_GROUPS.map((g) => `${g.id} (${g.name}, ${g.site})`).join(', ');

export const addFunctionalGroupBodySchema = z.object({
  data: z.string().min(1).describe('the current structure as mol2 (CRYSIN keeps the cell of a periodic one)'),
  group: z.string().max(20).default(DEFAULT_FUNCTIONAL_GROUP).describe(`one of ${groupList}`),
  count: lenientNumber.describe(
    `how many groups, integer 1–${FUNCTIONAL_COUNT_MAX} (001 §5: at least 1); default 1`,
  ),
  orientation: z
    .string()
    .max(20)
    .default(DEFAULT_ORIENTATION)
    .describe(
      `${FUNCTIONAL_ORIENTATIONS.join(', ')}; upward = +z on a flat sheet, outward on a tube or cage`,
    ),
  seed: lenientNumber.describe(
    `beyond the spec: seed of the random choices (sites, and sides when random), integer 0–4294967295; ` +
      `default ${DEFAULT_FUNCTIONAL_SEED}, so the same request gives the same structure`,
  ),
});
export type AddFunctionalGroupBody = z.infer<typeof addFunctionalGroupBodySchema>;

export const ADD_FUNCTIONAL_GROUP_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('model/add-functional-group'),
  group: 'model',
  summary: 'Add functional groups to the current carbon structure (001 §7 add-functional-group)',
  description:
    'Epoxide (_O_) and hydroxyl on basal carbons (three carbon neighbours; the carbon becomes sp3), the edge ' +
    'groups (ether as methoxy, amino, carboxyl, nitro, carbonyl) replacing an edge C–H; no two groups on the ' +
    'same or neighbouring carbons, no clashes. Answers `{status, msg, data: mol2, description}` with ' +
    'description {group, name, count, orientation, seed, surface, groups: [{carbons, atoms, side}] (0-based), ' +
    'formula}; a periodic structure keeps its cell and its bonds through the boundary. 400 invalid-request ' +
    'naming the field for an unknown group or orientation or a count out of range; for an edge group on a ' +
    'structure without edges (a periodic sheet or tube, a fullerene); and when fewer groups fit than asked ' +
    '(naming how many fitted). Runs as a worker job (`?job=<id>` follows and cancels it).',
  access: 'anonymous',
  query: jobQuerySchema,
  body: addFunctionalGroupBodySchema,
  answer: { kind: 'json', data: z.string().describe('the structure as mol2') },
});

export const CARBON_FUNCTIONAL_ROUTES = [ADD_FUNCTIONAL_GROUP_ROUTE] as const;
