import { CHARGE_LISTS } from '@topoforge/chem';
import { z } from 'zod';
import { CONVERT_FLOWS } from './convert.js';
import { jobQuerySchema } from './job.js';
import { numeric } from './numbers.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * Upper bound of the charge scale. The spec states no range (000 §5 and 001: "charge scale: parsed as
 * a float; default 1"); its scaled charge types use 1.2 (1.2xCM5) and 1.14 (1.14xCM1A), so 10 leaves
 * a wide margin for any physical scaling while keeping every charge finite (1e308 made them Infinity).
 */
export const MAX_CHARGE_SCALE = 10;

const mol2Data = z
  .string()
  .min(1, 'the mol2 text is empty')
  .describe('mol2 text of the structure; at most 1 MB (1048576 bytes)');

/** The upload flow whose atom limit applies (000 §5: molecule 4000, general and crystal 1000, others 5000). */
const uploadFlow = z
  .enum(CONVERT_FLOWS)
  .optional()
  .describe("upload flow whose atom limit applies (molecule 4000, general 1000 …); default 'molecule'");

export const chargeRequestSchema = z.object({
  data: mol2Data,
  charge: numeric
    .pipe(z.number().int('the net charge must be an integer'))
    .optional()
    .describe('net charge (e); default: the third charge option (spec 000 §5)'),
  scale: numeric
    .pipe(
      z
        .number()
        .positive('the scale must be a positive number')
        .max(MAX_CHARGE_SCALE, `the scale must be at most ${MAX_CHARGE_SCALE}`),
    )
    .default(1)
    .describe(
      `factor applied to every charge, the sum kept at the net charge; 0 < scale ≤ ${MAX_CHARGE_SCALE}; default 1`,
    ),
  flow: uploadFlow,
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;

/**
 * The AM1 runs AM1-BCC tries, in order (engines' mopac-fallbacks.ts): today's optimisation first, then
 * the aids a careful MOPAC user reaches for when the SCF does not converge.
 */
export const AM1_ATTEMPTS = [
  'standard',
  'scf-convergers',
  'bfgs',
  'density-guess',
  'input-geometry',
] as const;
export type Am1Attempt = (typeof AM1_ATTEMPTS)[number];

/**
 * Response header of an AM1-BCC or CM1A (1.14xCM1A, 1.14xCM1A-LBCC) charge call naming the AM1 attempt that produced the charges (one of
 * AM1_ATTEMPTS; 'standard' unless a fallback was needed). The body stays the spec's list of charges.
 */
export const CHARGE_SOURCE_HEADER = 'x-topoforge-charge-source';

/** One charge per atom of the mol2, in its order (e, 6 decimals, summing to the net charge). */
export const chargeAnswerSchema = z.array(z.number());

/** The wizard families whose charge lists differ (spec 000 §9: paths with 'polymer', 'mof-cof'): chem's. */
export const CHARGE_FAMILIES = CHARGE_LISTS;

export const chargeOptionsRequestSchema = z.object({
  data: mol2Data,
  flow: uploadFlow,
  family: z.enum(CHARGE_FAMILIES).default('general').describe('which charge list of spec 000 §9'),
});

export const chargeTypeSchema = z.object({
  /** The spec's name of the charge type ('XTB-RESP', '1.2xCM5', '--' …). */
  id: z.string(),
  /** Path segment of its calculation call (charge/<slug>); absent for '--', which calls nothing. */
  slug: z.string().optional(),
  available: z.boolean(),
  /** Why it cannot be offered for this structure on this server. */
  reason: z.string().optional(),
});

export const chargeOptionsAnswerSchema = z.object({
  /** Net charges by the parity rule of spec 000 §5; the default is the third. */
  charges: z.object({ options: z.array(z.number().int()), defaultCharge: z.number().int() }),
  /** Charge types of spec 000 §9 for these elements: offered ones first, in the spec's order. */
  types: z.array(chargeTypeSchema),
  /** XTB-RESP when offered (spec 000 §7), else the first offered type. */
  defaultType: z.string(),
});
export type ChargeOptionsAnswer = z.infer<typeof chargeOptionsAnswerSchema>;

export const CHARGE_OPTIONS_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('charge/options'),
  group: 'charge',
  summary: 'Net-charge options and the charge types offered for a structure',
  description:
    'Net charges by the parity of the sum of atomic numbers (−4…4 even, −3…3 odd), and the charge types of ' +
    "spec 000 §9 for the structure's elements, each available or not with the reason (no parameters for an " +
    'element, a program missing on this server, a model TopoForge does not have).',
  access: 'anonymous',
  body: chargeOptionsRequestSchema,
  answer: { kind: 'json', data: chargeOptionsAnswerSchema },
});

export const CHARGE_ROUTE = defineRoute({
  method: 'POST',
  path: builderPath('charge/:type'),
  group: 'charge',
  summary: 'Partial charges by one charge type (the path names it: am1bcc, mmff94, xtb-resp, cm5 …)',
  description:
    "`:type` is the charge type's slug, its spec name in lower case (AM1-BCC is am1bcc): one path per type of " +
    "chem's CHARGE_METHODS; the options call lists them. Charges are symmetry-averaged, scaled, rounded to 6 " +
    'decimals and sum to the net charge. 400: bad mol2 (names the line), data over 1 MB, too many atoms for the ' +
    'flow, a net charge of the wrong parity, an element the method has no parameters for, a type TopoForge ' +
    "cannot offer (code 'method-unavailable', with the reason). AM1-BCC and the CM1A types: when MOPAC's AM1 SCF does not " +
    'converge the optimisation is retried with SCF convergers (PULAY, CAMP-KING, level shift), the BFGS ' +
    'optimiser, a converged single-point density as the starting guess, and last a single point on the input ' +
    `geometry; the ${CHARGE_SOURCE_HEADER} header names the one that produced the charges (${AM1_ATTEMPTS.join(', ')}). ` +
    '404: unknown type. 503: server busy or program ' +
    'missing. 504: the calculation ran past its time-out (300 s; 600 s for premium users). With `?job=<id>` ' +
    'the caller can follow the job (GET job/:id) and cancel it (POST job/:id/cancel); 409 job-id-in-use while ' +
    'a job under that id still runs.',
  access: 'anonymous',
  params: z.object({
    type: z.string().describe('slug of the charge type (the options call gives each type its slug)'),
  }),
  query: jobQuerySchema,
  body: chargeRequestSchema,
  answer: { kind: 'json', data: chargeAnswerSchema },
});

/** The charge group's calls (the options call first: its static path wins over `:type`). */
export const CHARGE_ROUTES = [CHARGE_OPTIONS_ROUTE, CHARGE_ROUTE] as const;
