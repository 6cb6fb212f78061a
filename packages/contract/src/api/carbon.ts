import { z } from 'zod';
import { jobQuerySchema } from './job.js';
import { numeric } from './numbers.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The carbon-material builder's calls (spec 001 §7 "Carbon builders", issue 19 items 1–3), under the
 * builder's `model/` prefix (002 §7: fullerene, graphene, nanotubes): the spec shows no paths.
 *
 * Numbers are read leniently (a number, numeric text, '' or null) and every bound of 001 §5/§6 is checked
 * by the server with the catalogue's text naming the field, instead of a generic schema message. Each
 * build answers `{status, msg, data: mol2, description}`: the mol2 keeps the cell (CRYSIN) of a periodic
 * sheet or tube, whose bonds through the boundary the wizard's later steps find again as minimum images;
 * `description` is what was built (chem's CarbonBuild description: diameter built, chirality, counts).
 */

/** A number the page may leave unfilled: '' or null read as NaN (refused with the §5 text), absent stays absent. */
export const lenientNumber = z
  .union([numeric, z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : v === undefined ? undefined : Number.NaN));

/** The spec's terminal_H flag: a boolean, or 0/1 and their text as forms send them. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
  .optional()
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1')
  .describe('H-terminated (true) or periodic with bonds through the boundary (false, default)');

const rcc = lenientNumber.describe('C–C bond length in Å, 1.00–2.00, 2 decimals (001 §5; default 1.42)');

export const grapheneSquareBodySchema = z.object({
  x: lenientNumber.describe('repeats of the orthorhombic 4-atom cell along x (zigzag), integer 1–20'),
  y: lenientNumber.describe('repeats along y (armchair), integer 1–20'),
  Rcc: rcc,
  terminal_H: flag,
});

const bondLength = lenientNumber.describe('Å, 1.10–1.60');

export const gdyBodySchema = z.object({
  x: lenientNumber.describe('repeats along x, integer 1–20'),
  y: lenientNumber.describe('repeats along y, integer 1–20'),
  type: z.string().max(40).default('zigzag').describe('zigzag, armchair or plane (default zigzag)'),
  unit_cell: z
    .string()
    .max(40)
    .default('GDY')
    .describe('GDY, alpha-GY, beta-GY or gamma-GY (delta-GY and 6,6,12-GY are not built)'),
  bonds: z
    .object({
      aromatic: bondLength,
      ringToSp: bondLength,
      triple: bondLength,
      spSp: bondLength,
      vertexToSp: bondLength,
      double: bondLength,
    })
    .optional()
    .describe(
      'beyond the spec: the bond lengths the cell is built from (GDY/gamma-GY: aromatic, ringToSp, triple, ' +
        'and spSp for GDY; alpha-GY/beta-GY: vertexToSp, triple, and double for beta-GY)',
    ),
});

export const nanotubeBodySchema = z.object({
  circle: lenientNumber.describe('(innermost) diameter in Å, 1–20 (premium users 100); default 6'),
  period: lenientNumber.describe(
    'length in translational periods |T|, integer 1–10 (premium 100); default 2',
  ),
  Rcc: rcc,
  terminal_H: flag,
});

export const multiWallBodySchema = nanotubeBodySchema.extend({
  walls: lenientNumber.describe('number of coaxial walls, integer 1–3 (premium users 10); default 1'),
});

export type GrapheneSquareBody = z.infer<typeof grapheneSquareBodySchema>;
export type GdyBody = z.infer<typeof gdyBodySchema>;
export type NanotubeBody = z.infer<typeof nanotubeBodySchema>;
export type MultiWallBody = z.infer<typeof multiWallBodySchema>;

/** `data` of every carbon build: the structure as mol2 (CRYSIN when periodic). */
export const carbonStructureSchema = z.string().describe('the structure as mol2');

/** Most atoms one carbon build answers on this server (issue 19; spec 001 §6 allows larger VIP tubes). */
export const SERVER_CARBON_ATOM_CAP = 100_000;

const BUILD_NOTES =
  'Answers `{status, msg, data: mol2, description}`; `description` is what was built. 400 invalid-request ' +
  'with the 001 §5 text naming the field (and the premium bounds of §6 when they would allow the value). ' +
  `At most ${SERVER_CARBON_ATOM_CAP.toLocaleString('en')} atoms per build (400 otherwise). ` +
  'Large builds run as a worker job; with `?job=<id>` they can be followed and cancelled (job/:id).';

const buildRoute = <B extends z.ZodType>(path: string, body: B, summary: string, what: string) =>
  defineRoute({
    method: 'POST',
    path: builderPath(`model/${path}`),
    group: 'model',
    summary,
    description: `${what} ${BUILD_NOTES}`,
    access: 'anonymous',
    query: jobQuerySchema,
    body,
    answer: { kind: 'json', data: carbonStructureSchema },
  });

export const GRAPHENE_SQUARE_ROUTE = buildRoute(
  'graphene-square',
  grapheneSquareBodySchema,
  'Build a graphene sheet (001 §7 graphene-square)',
  'The orthorhombic 4-atom cell (a = √3·Rcc along x, b = 3·Rcc) repeated x × y: a periodic sheet (20 Å ' +
    'vacuum) or, with terminal_H, a flake whose cut bonds become C–H 1.09 Å (2x + 4y H).',
);

export const GDY_ROUTE = buildRoute(
  'gdy',
  gdyBodySchema,
  'Build a graphyne or graphdiyne sheet (001 §7 gdy)',
  'A periodic sheet of x × y cells (type zigzag or armchair: the rectangular cell with that direction ' +
    'along x; plane: the primitive hexagonal cell), built from bond lengths with the lattice constant ' +
    'following from them. No cited default bond-length set exists yet, so `bonds` must be given; without ' +
    'it the call answers 400 saying so. delta-GY and 6,6,12-GY are refused (no citable definition).',
);

const tubeRoute = (walls: 'single' | 'multi', type: 'armchair' | 'zigzag') =>
  buildRoute(
    `${walls === 'single' ? 'swnt' : 'mwnt'}/${type}`,
    walls === 'single' ? nanotubeBodySchema : multiWallBodySchema,
    `Build a ${type} ${walls}-wall nanotube (001 §7)`,
    `The ${type === 'armchair' ? '(n, n)' : '(n, 0)'} tube whose diameter is closest to \`circle\` Å ` +
      `(rolled graphene, Saito et al. 1998), \`period\` translational periods long; periodic along the ` +
      'axis (bonds through the boundary) unless terminal_H, which cuts H-terminated ends.' +
      (walls === 'multi'
        ? ' Walls are coaxial, the innermost of diameter `circle`, stepped in n for ~3.4 Å spacing.'
        : ''),
  );

export const SWNT_ARMCHAIR_ROUTE = tubeRoute('single', 'armchair');
export const SWNT_ZIGZAG_ROUTE = tubeRoute('single', 'zigzag');
export const MWNT_ARMCHAIR_ROUTE = tubeRoute('multi', 'armchair');
export const MWNT_ZIGZAG_ROUTE = tubeRoute('multi', 'zigzag');

export const fullereneNameParamsSchema = z.object({
  name: z.string().min(1).max(40).describe('C{n}, C{n}-{point group} or C{n}-{point group}_{index}'),
});

export const FULLERENE_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('model/fullerene/:name'),
  group: 'model',
  summary: 'Build a fullerene isomer by name (001 §7 fullerene/{name})',
  description:
    'C{n}-{pg}_{index} (index = rank within the point group in Atlas order), C{n}-{pg} when the group has ' +
    'one isomer, C{n} for the unique most symmetric isomer (C60 → Ih). Every isomer C20–C60, the IPR ' +
    'isomers C62–C100 and the icosahedral Goldberg–Coxeter cages to C720. Answers `{status, msg, data: ' +
    'mol2, description}` with description {name, atomCount, atlas, pointGroup, spiral, goldbergCoxeter, checks}; the ' +
    'cage is relaxed and checked (cubic, 12 pentagons, point group of the coordinates). 400 invalid-request ' +
    'for a name that is not offered, naming what is. Runs as a worker job: the first call for a count ' +
    'enumerates its isomers (C60: ~15 s), later calls are fast.',
  access: 'anonymous',
  params: fullereneNameParamsSchema,
  query: jobQuerySchema,
  answer: { kind: 'json', data: carbonStructureSchema },
});

export const fullereneCountSchema = z.object({
  atomCount: z.number().int(),
  list: z
    .enum(['all', 'ipr', 'icosahedral'])
    .describe('every isomer, IPR isomers only, or icosahedral cages'),
});

export const FULLERENE_COUNTS_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('model/fullerene-tree'),
  group: 'model',
  summary: 'The atom counts of the fullerene tree (001 §9)',
  description:
    'The first level of the page’s tree: the spec’s counts 20 … 76, 180 … 720, each with what its list holds.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(fullereneCountSchema) },
});

export const fullereneTreeSchema = z.object({
  atomCount: z.number().int(),
  groups: z.array(
    z.object({
      pointGroup: z.string(),
      isomers: z.array(
        z.object({
          name: z.string().describe('the name fullerene/{name} takes'),
          atlas: z.number().int().nullable().describe('Atlas number (IPR rank above C60); null for GC cages'),
          index: z.number().int(),
          spiral: z.array(z.number().int()).nullable().describe('canonical pentagon indices, 1-based'),
        }),
      ),
    }),
  ),
});

export const FULLERENE_TREE_ROUTE = defineRoute({
  method: 'GET',
  path: builderPath('model/fullerene-tree/:count'),
  group: 'model',
  summary: 'One atom count of the fullerene tree: point groups, then isomers',
  description:
    'Point groups largest first, then the isomers in Atlas order (every isomer to C60, the IPR isomers ' +
    'above, the icosahedral cages from C180). Only the isomers are leaves. 400 invalid-request for a count ' +
    'not offered. Runs as a worker job (the first C60 call enumerates 1812 isomers, ~15 s); cached after.',
  access: 'anonymous',
  params: z.object({ count: z.string().max(6).describe('the atom count n of C_n') }),
  query: jobQuerySchema,
  answer: { kind: 'json', data: fullereneTreeSchema },
});

export const CARBON_ROUTES = [
  FULLERENE_COUNTS_ROUTE,
  FULLERENE_TREE_ROUTE,
  FULLERENE_ROUTE,
  GRAPHENE_SQUARE_ROUTE,
  SWNT_ARMCHAIR_ROUTE,
  SWNT_ZIGZAG_ROUTE,
  MWNT_ARMCHAIR_ROUTE,
  MWNT_ZIGZAG_ROUTE,
  GDY_ROUTE,
] as const;

export type FullereneTreeAnswer = z.infer<typeof fullereneTreeSchema>;
