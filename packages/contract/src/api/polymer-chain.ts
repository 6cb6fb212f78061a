import { chargeMethodsFor } from '@topoforge/chem';
import { z } from 'zod';
import { chargeRequestSchema } from './charge.js';
import { atomTypeOptionSchema } from './forcefield.js';
import { jobQuerySchema } from './job.js';
import { numeric } from './numbers.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The calls on a built chain (spec 001 §7 "polymer atom types", "polymer charge"; issue 18.4). The
 * "amino-acid force-field options" are the force-field list route forcefield/aminoacid (chem's registry). `polymer` is the `number` a build answered (the page's polymerNumber): the handle
 * of the chain kept on the server that built it.
 */

const polymerNumber = numeric
  .pipe(z.number().int('polymer must be an integer').min(1, 'polymer must be at least 1'))
  .describe('the `number` a polymer build answered (polymerNumber)');

/** The polymer charge list of spec 000 §9 (paths containing 'polymer'), from chem. */
export const POLYMER_CHARGE_TYPES: readonly string[] = (() => {
  const all = chargeMethodsFor([], 'polymer');
  const ids = new Set([...all.offered.map((m) => m.id), ...all.unavailable.map((u) => u.method.id)]);
  // chem lists '--' last among the offered; keep the spec's order.
  return ['1.14xCM1A', '1.14xCM1A-LBCC', 'GNN-RESP', 'XTB-RESP', 'CM5', '1.2xCM5', 'QEq', '--'].filter((id) =>
    ids.has(id),
  );
})();

export const polymerAtomTypeBodySchema = z.object({
  polymer: polymerNumber,
  forcefield: z.string().describe("force fields (and a water model) joined by '+', as forcefield/atomtype"),
});
export type PolymerAtomTypeBody = z.infer<typeof polymerAtomTypeBodySchema>;

export const polymerChargeBodySchema = z.object({
  polymer: polymerNumber,
  chargetype: z
    .string()
    .min(1, 'chargetype is empty')
    .describe(`a charge type of the polymer list (spec 000 §9): ${POLYMER_CHARGE_TYPES.join(', ')}`),
  scale: chargeRequestSchema.shape.scale,
});
export type PolymerChargeBody = z.infer<typeof polymerChargeBodySchema>;

export const POLYMER_ATOM_TYPE_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('polymer/atomtype'),
  group: 'polymer',
  summary: 'Atom-type options per atom of a built chain',
  description:
    'Spec 001 §7. The chain a build kept under `polymer` is typed as forcefield/atomtype types a mol2 (the ' +
    'same per-atom candidate lists, same rules and refusals), in the worker. Answers ' +
    '`{status, msg, data, atom_number, sequence}`: `atom_number` the number of atoms, `sequence` the ' +
    "monomer id (or p-SMILES) of each repeat unit in chain order, which the page sends back as the download's " +
    '`sequence`. 404 polymer-not-found when the number is unknown, was dropped (the server keeps its last ' +
    "200 chains for its life) or is another user's chain.",
  access: 'anonymous',
  body: polymerAtomTypeBodySchema,
  answer: { kind: 'json', data: z.array(z.array(atomTypeOptionSchema)) },
});

export const POLYMER_CHARGE_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('polymer/charge'),
  group: 'polymer',
  summary: 'Partial charges of a built chain, transferred from its H-capped units',
  description:
    'Spec 001 §7, charge types of 000 §9 for polymers. Each distinct unit of the chain (repeat units and ' +
    "end groups) is charged once as its H-capped molecule (every '*' an H; net charge = its formal charges) " +
    "by the charge call's method, with that call's checks, program time-outs (600 s for premium users) and " +
    '`?job=`; the chain then takes them unit by unit (RadonPy\u2019s transfer): a cap the chain dropped adds ' +
    'its charge to the atom it was bonded to, the hydrogens ending the chain keep their own, every unit keeps ' +
    'its net formal charge exactly (neutral units stay neutral), then the scale and 6 decimals with each ' +
    "unit's sum exact. The cost does not grow with the degree. '--' answers zeros. Answers one charge per " +
    "atom of the chain's mol2. 400 invalid-request for a type outside the polymer list; 404 " +
    'polymer-not-found as the atom-type call.',
  access: 'anonymous',
  query: jobQuerySchema,
  body: polymerChargeBodySchema,
  answer: { kind: 'json', data: z.array(z.number()) },
});

export const POLYMER_CHAIN_ROUTES = [POLYMER_ATOM_TYPE_ROUTE, POLYMER_CHARGE_ROUTE] as const;
