import { z } from 'zod';
import { numeric } from './numbers.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';

/**
 * The EAM and ReaxFF module browsers' calls (spec 001 §2.7, §3 "Module detail", §7 "Module browsers";
 * issue 20 item 2). The catalogue is every EAM-family and ReaxFF file of Debian's lammps-data
 * (/usr/share/lammps/potentials), read once when the server starts: one module per potential, its
 * elements parsed from the file itself, its citation from the header completed by a cited data module
 * (chem potentials/data/citations.ts, keyed by the file's SHA-256).
 */
export const POTENTIAL_FUNCTION_TYPES = ['EAM', 'ReaxFF'] as const;
export const potentialFunctionTypeSchema = z.enum(POTENTIAL_FUNCTION_TYPES);
export type PotentialFunctionType = z.infer<typeof potentialFunctionTypeSchema>;

/** 001 §9 "Module list page size". */
export const MODULE_PAGE_SIZE_MAX = 9999;

/** The element key of 001 §4: chosen symbols joined by hyphens ("Cu-Ni"); '' or absent = none chosen. */
export const elementKeySchema = z
  .string()
  .max(512)
  .regex(/^$|^[A-Z][a-z]?(-[A-Z][a-z]?)*$/, 'element symbols joined by hyphens, e.g. Cu-Ni')
  .optional()
  .transform((v) => (v ? v.split('-') : []))
  .describe('chosen element symbols joined by hyphens (001 §4 element key), e.g. Cu-Ni');

export const moduleFileSchema = z.object({
  fileId: z.string().describe('id for downLoadFileByFileId (the file name in the catalogue)'),
  fileName: z.string(),
});

/** The ready LAMMPS lines, structured; `lammps` on a detail is the same lines as one text. */
export const lammpsLinesSchema = z.object({
  units: z.enum(['metal', 'real']),
  atomStyle: z.enum(['atomic', 'charge']),
  pairStyle: z.string().describe('the whole pair_style line'),
  pairCoeff: z.array(z.string()).describe('the pair_coeff lines, types in the chosen element order'),
  extra: z.array(z.string()).describe('further lines the style needs (fix qeq/reaxff for ReaxFF)'),
  elements: z.array(z.string()).describe('element of each atom type 1…n, in that order'),
  note: z.string().nullable().describe('how the files combine, where it needs saying'),
});
export type LammpsLines = z.infer<typeof lammpsLinesSchema>;

const sourced = z.object({ value: z.string(), source: z.string() });

/** One module (001 §3 "Module detail" plus the list-row fields). */
export const potentialModuleSchema = z.object({
  modelId: z.string().describe('the ID column: stable, from the file name'),
  id: z.string().describe('the id of detail/{id}: stable, from the file name'),
  elements: z.array(z.string()).describe('elements of the file in its order (ReaxFF dummy X hidden)'),
  title: z.string(),
  potentialFunctionType: potentialFunctionTypeSchema,
  pairStyle: z.string().describe('LAMMPS pair style, e.g. eam/alloy, eam/fs, adp, eam/cd, eam/he, reaxff'),
  units: z.enum(['metal', 'real']),
  authors: z.string().describe('"unknown" when no source names them'),
  year: z.string().describe('"unknown" when no source gives it'),
  journal: z.string().describe('journal, volume and pages; "unknown" when no source gives them'),
  doi: z.string().nullable(),
  abstractContent: z.string().nullable().describe('only where a source gives it'),
  fileNames: z.array(moduleFileSchema),
  otherContent: z.string().nullable().describe('a link: the DOI address'),
  header: z.object({
    date: z.string().nullable(),
    contributor: z.string().nullable(),
    citation: z.string().nullable(),
  }),
  sources: z.record(z.string(), z.string()).describe('field → where its value comes from'),
  errata: z.array(sourced).describe('header errors found, each with its evidence'),
  sha256: z.string(),
});
export type PotentialModule = z.infer<typeof potentialModuleSchema>;

export const potentialModuleDetailSchema = potentialModuleSchema.extend({
  lammps: z.string().nullable().describe('the LAMMPS lines for the chosen elements, one text'),
  lammpsLines: lammpsLinesSchema,
});
export type PotentialModuleDetail = z.infer<typeof potentialModuleDetailSchema>;

const AUTOFF = `${USER_CENTER_BASE}/autoff`;
const typeQuery = potentialFunctionTypeSchema.optional().describe('EAM or ReaxFF; absent: both');

export const potentialPageQuerySchema = z.object({
  keyword: z.string().max(200).optional().describe('searches title, authors, elements and file names'),
  potentialFunctionEnum: typeQuery,
  elements: elementKeySchema,
  current: numeric.optional().describe('page number from 1 (default 1)'),
  size: numeric
    .optional()
    .describe(`rows per page, 1–${MODULE_PAGE_SIZE_MAX} (default ${MODULE_PAGE_SIZE_MAX})`),
});

export const potentialPageSchema = z.object({
  records: z.array(potentialModuleSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
});

export const potentialPageRoute = defineRoute({
  method: 'GET',
  path: `${AUTOFF}/page`,
  group: 'user-center-service',
  summary: 'The EAM or ReaxFF modules, a page of them',
  description:
    'A module matches when it holds every chosen element (`elements`) and, given a keyword, when its title, ' +
    'authors, elements or a file name contains it (case-insensitive). Records in file-name order; the page ' +
    'is MyBatis-style (records, total, current, size, pages). 400 for a size outside 1–9999 or a page below 1.',
  access: 'anonymous',
  query: potentialPageQuerySchema,
  answer: { kind: 'json', data: potentialPageSchema },
});

export const potentialDetailRoute = defineRoute({
  method: 'GET',
  path: `${AUTOFF}/detail/:id`,
  group: 'user-center-service',
  summary: 'One module with its ready LAMMPS lines',
  description:
    'Query `elements` (optional): the element of each atom type in the chosen order; the answer’s LAMMPS ' +
    'lines map type i to the i-th element (`pair_coeff * * FILE El1 El2`, or `pair_coeff i i FILE` per type ' +
    'for one-element funcfl files). Without it, the file’s own elements in its order. 404 potential-not-found ' +
    'for an unknown id; 400 potential-elements naming an element the module does not hold.',
  access: 'anonymous',
  params: z.object({ id: z.string().min(1) }),
  query: z.object({ elements: elementKeySchema }),
  answer: { kind: 'json', data: potentialModuleDetailSchema },
});

export const potentialElementsRoute = defineRoute({
  method: 'GET',
  path: `${AUTOFF}/elements`,
  group: 'user-center-service',
  summary: 'The elements still selectable given the chosen ones',
  description:
    'The union of the elements of the modules (of the type, when given) that hold every chosen element, ' +
    'chosen ones included, in atomic-number order; none chosen: every element some module holds.',
  access: 'anonymous',
  query: z.object({ elements: elementKeySchema, potentialFunctionEnum: typeQuery }),
  answer: { kind: 'json', data: z.array(z.string()) },
});

export const downloadModuleFileRoute = defineRoute({
  method: 'GET',
  path: '/cgi/general-service/commonUpload/downLoadFileByFileId',
  group: 'general-service',
  summary: 'Download a module file, byte for byte',
  description:
    'Query `fileId` (from a module’s fileNames) and `access_token` (001 §6: the page sends the stored token). ' +
    'The Debian lammps-data files are public, so no token is needed; a token that is given must be valid, ' +
    'else 401. Answers the file as stored (application/octet-stream, Content-Disposition with its name); ' +
    '404 potential-file-not-found for an unknown fileId.',
  access: 'anonymous',
  query: z.object({ fileId: z.string().min(1).max(256), access_token: z.string().optional() }),
  answer: { kind: 'file' },
});

export const POTENTIAL_ROUTES = [
  potentialPageRoute,
  potentialDetailRoute,
  potentialElementsRoute,
  downloadModuleFileRoute,
];
