import { MAX_DEGREE } from '@topoforge/chem';
import { z } from 'zod';
import { jobQuerySchema } from './job.js';
import { numeric } from './numbers.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The 2D polymer call (spec 001 §3 "2D modelling form", §7 "POST 2D polymer (_vip). Body: cml, torsion,
 * seed"; issue 18.2): a polymer drawn in a sketcher, built as a homopolymer chain. Read leniently (a
 * number as text, an unfilled field as '' or null) so that every §5 rule answers its own text.
 */

/** The largest drawing accepted: far more than one repeat unit and its end groups need. */
export const MAX_DRAWING_CHARS = 1_000_000;

const emptyToUndefined = (v: unknown): number | 'random' | undefined =>
  v === 'random' || typeof v === 'number' ? v : undefined;

export const polymer2dBodySchema = z.object({
  cml: z
    .union([z.string().max(MAX_DRAWING_CHARS), z.null()])
    .optional()
    .transform((v) => v ?? '')
    .describe(
      'the drawing (001 §3 textareaCml): a Marvin MRV document, or an MDL molfile (V2000/V3000, as Ketcher ' +
        'exports) with one SRU bracket around the repeat unit, labelled with the degree (an integer ' +
        `1–${MAX_DEGREE.homopolymer}); atoms outside the bracket are the end groups; connect ht/hh/eu → ` +
        'polytype ht/hh/rd',
    ),
  torsion: z
    .union([z.literal('random'), numeric, z.literal(''), z.null()])
    .optional()
    .transform(emptyToUndefined)
    .describe(
      "junction torsion angle (−180…180) or 'random'; with a seed set and no angle, 180 (001 §5, §9)",
    ),
  seed: z
    .union([numeric, z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined))
    .describe('random seed 1–10, −1 when unused (001 §9); the same drawing and seed give the same chain'),
});

export type Polymer2dBody = z.infer<typeof polymer2dBodySchema>;

const description = (vip: boolean): string =>
  'Spec 001 §7 "POST 2D polymer". The drawing is read in the route (MRV, or a molfile with an SRU Sgroup): ' +
  'the bracket’s atoms become the repeat unit as a p-SMILES (the crossing bond further left is the head), ' +
  'the atoms beyond each crossing bond the head and tail end groups (a star atom or H: none), the label the ' +
  'degree; the chain is then built as the homopolymer call builds it (Open Babel units kept per p-SMILES, ' +
  'growth in a worker). Answers `{status, msg, code: 0, data: mol2, number}` (the spec’s code 0), ' +
  '`number` being the chain’s handle for the polymer atom-type and charge calls. A drawing that cannot be ' +
  'built — empty (请输入mrv格式字符串), unreadable (line named), no SRU bracket, a label that is not an ' +
  'integer 1–500 (Marvin’s default n), not two single bonds across the bracket, a fragment bonded to ' +
  'nothing — answers 400 invalid-request with the message naming the Sgroup, atom or line: this is the ' +
  'spec’s code 5, shown by the page in its 提示 dialog. The angle rule of 001 §5 applies as for the ' +
  `homopolymer. ${vip ? 'Premium (VIP) variant: 600 s time-out; 403 for other users.' : 'Premium users call the _vip variant (600 s).'} ` +
  'With `?job=<id>` the call can be followed and cancelled (job/:id).';

function polymer2dRoute(vip: boolean) {
  return defineRoute({
    method: 'POST',
    path: builderPath(`polymer/2d${vip ? '_vip' : ''}`),
    group: 'polymer',
    summary: vip ? 'Build a polymer drawn in 2D (premium users)' : 'Build a polymer drawn in 2D (MRV)',
    description: description(vip),
    access: vip ? 'user' : 'anonymous',
    query: jobQuerySchema,
    body: polymer2dBodySchema,
    answer: { kind: 'json', data: z.string().describe('the chain as mol2') },
  });
}

export const POLYMER_2D_ROUTE = polymer2dRoute(false);
export const POLYMER_2D_VIP_ROUTE = polymer2dRoute(true);

export const POLYMER_2D_ROUTES = [POLYMER_2D_ROUTE, POLYMER_2D_VIP_ROUTE] as const;
