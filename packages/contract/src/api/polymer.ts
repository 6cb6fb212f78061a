import { MAX_BLOCK_COUNT, MAX_DEGREE, MAX_MONOMERS } from '@topoforge/chem';
import { z } from 'zod';
import { jobQuerySchema } from './job.js';
import { numeric } from './numbers.js';
import { POLYMER_2D_ROUTES } from './polymer-2d.js';
import { POLYMER_CHAIN_ROUTES } from './polymer-chain.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The polymer builder's calls (spec 001 §7 "Polymer"; issue 18.2): the monomer library, the end-group
 * list and the three chain builds, each also as `_vip` (001 §6: premium users call those). The spec
 * shows no paths, so they live under builderPath('polymer/…').
 *
 * The bodies are read leniently here (a number may come as text, an unfilled cell as '' or null) and
 * every rule of 001 §5/§9 is checked by chem's planner, so a refusal is a 400 with the §5 text in the
 * request's language, naming the field and row, instead of a generic schema message.
 */

/** A matrix or count cell the page may leave unfilled ('' or null): read as NaN, refused by the rules. */
const cell = z
  .union([numeric, z.literal(''), z.null()])
  .transform((v) => (typeof v === 'number' ? v : Number.NaN));

const optionalNumber = z
  .union([numeric, z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : undefined));

const monomerList = z
  .array(z.union([z.string().max(2000), z.null()]).transform((v) => v ?? ''))
  .max(100)
  .default([])
  .describe(`monomer library ids, or p-SMILES with two '*' (head first); at most ${MAX_MONOMERS} (001 §5)`);

const endGroupId = z
  .string()
  .max(100)
  .nullable()
  .optional()
  .transform((v) => v ?? undefined);

/** Homopolymer and block bodies send `probability` empty (001 §7); whatever comes is not used. */
const emptyProbability = z
  .unknown()
  .optional()
  .transform(() => '' as const)
  .describe('empty (001 §7); ignored');

const commonFields = {
  monomerlist: monomerList,
  degree: optionalNumber.describe('degree of polymerisation (001 §9: 1–500; random copolymer 1–100)'),
  torsion: z
    .union([z.literal('random'), numeric, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === 'random' || typeof v === 'number' ? v : undefined))
    .describe(
      "junction torsion angle in degrees (−180…180) or 'random'; when absent with a seed set, 180 (001 §9 default)",
    ),
  polytype: z
    .enum(['ht', 'hh', 'rd'])
    .default('ht')
    .describe('connectivity: ht head-to-tail, hh head-to-head, rd random (001 §9; default ht)'),
  seed: optionalNumber.describe(
    'random seed 1–10, −1 when unused (001 §9); the same request gives the same chain',
  ),
  init: endGroupId.describe('head end-group id (the end-group list)'),
  end: endGroupId.describe('tail end-group id (the end-group list)'),
  tacticity: z
    .enum(['isotactic', 'syndiotactic', 'atactic'])
    .optional()
    .describe('beyond the spec: isotactic, syndiotactic or atactic (default)'),
};

/** 001 §7: build homopolymer. `probability` is sent empty. */
export const homopolymerBodySchema = z.object({
  ...commonFields,
  probability: emptyProbability,
});

/** 001 §7: build block copolymer, `numberlist` one count per row. */
export const blockCopolymerBodySchema = z.object({
  ...commonFields,
  numberlist: z
    .array(cell)
    .max(100)
    .default([])
    .describe(`units of each row per repeat of the pattern, integers 1–${MAX_BLOCK_COUNT} (001 §5)`),
  probability: emptyProbability,
});

/** 001 §7: build random copolymer (probability: a Markov matrix; reactive: concentration then ratios per row). */
export const randomCopolymerBodySchema = z.object({
  ...commonFields,
  type: z
    .enum(['probability', 'reactive'])
    .default('probability')
    .describe(
      'probability (Markov chain over the matrix) or reactive (terminal model from reactivity ratios)',
    ),
  probability: z
    .union([z.literal(''), z.null(), z.array(z.array(cell).max(100)).max(100)])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : []))
    .describe(
      'n×n matrix, cells 0–1 with 3 decimals, rows summing to 1 (probability); for reactive each row is the ' +
        "monomer's concentration (0–1) followed by its n reactivity ratios (diagonal ignored, r_ii = 1)",
    ),
  forceconcentration: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .default(0)
    .transform((v) => (Number(v) === 1 ? 1 : 0))
    .describe(
      'reactive type: 1 holds the feed fixed, 0 depletes a pool of `degree` monomers (composition drift)',
    ),
});

export type HomopolymerBody = z.infer<typeof homopolymerBodySchema>;
export type BlockCopolymerBody = z.infer<typeof blockCopolymerBodySchema>;
export type RandomCopolymerBody = z.infer<typeof randomCopolymerBodySchema>;

/**
 * `data` of a build answer: the chain as mol2. The envelope also carries `number` beside `data`
 * (001 §7 "Response: data (mol2), number"): the handle of the built chain on this server, which the page
 * keeps as polymerNumber and sends back as `polymer` in the polymer atom-type and charge calls.
 */
export const polymerBuildAnswerSchema = z.string().describe('the chain as mol2');

export const monomerLibraryItemSchema = z.object({
  id: z.string(),
  zh: z.string(),
  en: z.string(),
  '2d-structure': z.string().describe("file name of the monomer's picture in the static monomer folder"),
  psmiles: z.string().describe("p-SMILES with two '*', head first"),
});

export const monomerLibraryGroupSchema = z.object({
  zh: z.string(),
  en: z.string(),
  subgroup: z.array(monomerLibraryItemSchema),
});

export const endGroupItemSchema = z.object({
  id: z.string(),
  value: z.string().describe('the text the chooser shows'),
  smiles: z.string().describe("SMILES with one '*' where it bonds to the chain"),
});

export const MONOMER_LIBRARY_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('polymer/monomers'),
  group: 'polymer',
  summary: 'The monomer library: groups (zh, en) with their monomers (id, zh, en, 2d-structure, p-SMILES)',
  description: 'Spec 001 §3/§7. The same list `topoforge polymer monomers --json` prints.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(monomerLibraryGroupSchema) },
});

export const END_GROUP_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('polymer/endgroups'),
  group: 'polymer',
  summary: 'The end groups for the head or the tail end (type=head|tail)',
  description:
    "Spec 001 §7: items with value and id (and the group's SMILES). The same groups serve both ends; " +
    "'H' is the capped unit's own hydrogen (no end group).",
  access: 'anonymous',
  query: z.object({ type: z.enum(['head', 'tail']).describe('head or tail end') }),
  answer: { kind: 'json', data: z.array(endGroupItemSchema) },
});

const buildDescription = (what: string, vip: boolean): string =>
  `${what} Answers \`{status, msg, data: mol2, number}\`: \`number\` is the built chain's handle on this server ` +
  '(polymerNumber, sent back as `polymer` by the polymer atom-type and charge calls; kept for the ' +
  "server's life, the oldest dropped past 200 chains). Each unit is built in 3D once by Open Babel " +
  '(--gen3d, a child process) and kept in memory per p-SMILES, so an identical request gives an identical ' +
  'chain within a server’s life; the growth runs in a worker thread. 400 invalid-request with the 001 §5 ' +
  'text naming the field and row (monomer missing, degree, angle, row sums …); 504 past the time-out ' +
  `(${vip ? '600 s: this is the premium (VIP) variant; 403 for other users' : 'the general job time-out; premium users call the _vip variant, 600 s'}). ` +
  'With `?job=<id>` the call can be followed and cancelled (job/:id).';

const HOMO = 'A homopolymer of one monomer (library id or p-SMILES), `degree` units (1–500).';
const BLOCK =
  'A block copolymer: the rows in order, each monomer `numberlist[i]` times (1–5), the pattern repeated ' +
  '`degree` times (1–500), at most 9 rows.';
const RANDOM =
  'A random copolymer of up to 9 monomers, `degree` units (1–100): probability type, a Markov chain over ' +
  'the matrix (rows sum to 1 to 3 decimals); reactive type, terminal-model growth p_ij = (f_j/r_ij)/Σ_k(f_k/r_ik).';

function buildRoute<B extends z.ZodType>(
  segment: string,
  body: B,
  summary: string,
  what: string,
  vip: boolean,
) {
  return defineRoute({
    method: 'POST',
    path: builderPath(`polymer/${segment}${vip ? '_vip' : ''}`),
    group: 'polymer',
    summary: vip ? `${summary} (premium users)` : summary,
    description: buildDescription(what, vip),
    access: vip ? 'user' : 'anonymous',
    query: jobQuerySchema,
    body,
    answer: { kind: 'json', data: polymerBuildAnswerSchema },
  });
}

export const HOMOPOLYMER_ROUTE = buildRoute(
  'homopolymer',
  homopolymerBodySchema,
  'Build a homopolymer',
  HOMO,
  false,
);
export const HOMOPOLYMER_VIP_ROUTE = buildRoute(
  'homopolymer',
  homopolymerBodySchema,
  'Build a homopolymer',
  HOMO,
  true,
);
export const BLOCK_COPOLYMER_ROUTE = buildRoute(
  'block',
  blockCopolymerBodySchema,
  'Build a block copolymer',
  BLOCK,
  false,
);
export const BLOCK_COPOLYMER_VIP_ROUTE = buildRoute(
  'block',
  blockCopolymerBodySchema,
  'Build a block copolymer',
  BLOCK,
  true,
);
export const RANDOM_COPOLYMER_ROUTE = buildRoute(
  'random',
  randomCopolymerBodySchema,
  'Build a random copolymer',
  RANDOM,
  false,
);
export const RANDOM_COPOLYMER_VIP_ROUTE = buildRoute(
  'random',
  randomCopolymerBodySchema,
  'Build a random copolymer',
  RANDOM,
  true,
);

/** Bounds the page and the docs quote (001 §9), from chem. */
export const POLYMER_LIMITS = {
  maxDegree: MAX_DEGREE,
  maxMonomers: MAX_MONOMERS,
  maxBlockCount: MAX_BLOCK_COUNT,
};

export const POLYMER_ROUTES = [
  MONOMER_LIBRARY_ROUTE,
  END_GROUP_ROUTE,
  HOMOPOLYMER_ROUTE,
  HOMOPOLYMER_VIP_ROUTE,
  BLOCK_COPOLYMER_ROUTE,
  BLOCK_COPOLYMER_VIP_ROUTE,
  RANDOM_COPOLYMER_ROUTE,
  RANDOM_COPOLYMER_VIP_ROUTE,
  ...POLYMER_CHAIN_ROUTES,
  ...POLYMER_2D_ROUTES,
] as const;

export * from './polymer-chain.js';
export * from './polymer-2d.js';
