import { COMPUTING_SOFTWARES, LAMMPS_REACTIVE } from '@topoforge/chem';
import { z } from 'zod';
import { tableCell } from './numbers.js';
import { parameterSetSchema } from './parameter-set.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The computing software of spec 000 §9, in the order the wizard's dropdown lists them: chem's list
 * (packages/chem/src/flows/softwares.ts). Gaussian, ORCA and Gear are offered for non-crystal materials only.
 */
export const TOPFILE_SOFTWARES = COMPUTING_SOFTWARES;
export type TopfileSoftwareId = (typeof TOPFILE_SOFTWARES)[number]['id'];

/**
 * The software ids of spec 000 §9. Which of them the server writes is not the contract's to say: the
 * server answers POST topfile/<id> for every id with a registered engine writer (packages/chem
 * ENGINE_WRITERS) and GET topfile/softwares marks exactly those available.
 */
export const TOPFILE_SOFTWARE_IDS = TOPFILE_SOFTWARES.map((s) => s.id) as [
  TopfileSoftwareId,
  ...TopfileSoftwareId[],
];

/** Resname rules of spec 000 §5 (topology dialog): letters and digits, at most 4 characters. */
export const RESNAME_MAX_LENGTH = 4;
export const RESNAME_DEFAULT = 'UNK';
/** Supercell range of spec 000 §5/§9: each of x, y, z from 1 to 10, default 1,1,1. */
export const SUPERCELL_MIN = 1;
export const SUPERCELL_MAX = 10;
/** Request body limit of the topology download, bytes: the parameter set of a large crystal is big. */
export const TOPFILE_BODY_LIMIT = 20 * 1024 * 1024;

/** A finite number, text (the server answers the dialog's message) or null; never "1e999". */
const supercellValue = z.union([tableCell, z.null()]);

/**
 * The topology-download payload (spec 000 §3): the parameter set with the tables as edited, plus
 * resname and, for crystals, supercell [x, y, z]. Table cells may be numbers or numeric strings. resname
 * and supercell are checked by the server with the dialog's own messages, so any value passes here.
 */
export const topologyPayloadSchema = parameterSetSchema.extend({
  resname: z.union([z.string(), z.null()]).optional(),
  supercell: z.array(supercellValue).optional().nullable(),
  sequence: z
    .array(z.string().max(2000))
    .max(100_000)
    .optional()
    .nullable()
    .describe(
      'polymer builder (001 §3): the monomer id (or p-SMILES) of each repeat unit in chain order, as the ' +
        'polymer atom-type call answered it; recorded in manifest.json and README.txt with counts per monomer',
    ),
  reactive: z
    .enum(LAMMPS_REACTIVE)
    .optional()
    .nullable()
    .describe(
      'LAMMPS only (issue 19): write the structure for a reactive many-body potential instead of the force ' +
        "field — 'airebo' (CH.airebo: C, H) or 'tersoff' (BNC.tersoff: B, C, N), units metal, atom_style " +
        'atomic, no bonds, angles, dihedrals or charges, the potential file from lammps-data in the zip; ' +
        'other elements, or another software, are a 400',
    ),
  polymer_charges: z
    .string()
    .max(100)
    .optional()
    .nullable()
    .describe(
      'polymer builder: the charge type whose charges the polymer charge call transferred from H-capped ' +
        "units (e.g. 'CM5'); recorded in manifest.json and README.txt as how the charges were made",
    ),
});
export type TopologyPayload = z.infer<typeof topologyPayloadSchema>;

export const topfileSoftwareSchema = z.object({
  id: z.string(),
  label: z.string(),
  available: z.boolean(),
  moleculesOnly: z.boolean(),
  reason: z.string().optional(),
});
export type TopfileSoftware = z.infer<typeof topfileSoftwareSchema>;

export const topfileSoftwaresRoute = defineRoute({
  method: 'GET',
  path: builderPath('topfile/softwares'),
  group: 'topfile',
  summary: 'The computing softwares of the topology download, and which of them can be written',
  description:
    'Every software of spec 000 §9 with available true exactly when POST topfile/<id> writes it (a ' +
    'registered engine writer); the others carry the reason they are not available.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(topfileSoftwareSchema) },
});

/**
 * The software list for one parameter set (issue 15.6): the same list as GET topfile/softwares, each
 * writer asked whether it can write this System (its check and conversion, nothing printed); one that
 * cannot is unavailable with the reason its download would answer, in the request's language.
 */
export const checkSoftwaresRoute = defineRoute({
  method: 'POST',
  path: builderPath('topfile/softwares'),
  group: 'topfile',
  summary: 'The computing softwares that can write this parameter set, and why the others cannot',
  description:
    'Every software of GET topfile/softwares; one with a writer is available only when that writer ' +
    'accepts the parameter set as sent (the tables as edited, supercell 1,1,1), otherwise reason is the ' +
    'refusal POST topfile/<id> would answer for it (naming the term or atoms), in the request language ' +
    '(Accept-Language). A set that no writer could read (a cell that is not a number, a placeholder type, ' +
    'a bad resname) is a 400 with the download’s message. Body: as POST topfile/<software>, at most 20 MB.',
  access: 'anonymous',
  body: topologyPayloadSchema,
  answer: { kind: 'json', data: z.array(topfileSoftwareSchema) },
});

const DOWNLOAD_DESCRIPTION = [
  'Answers a zip named {software}_{resname}.zip: the engine files, README.txt (what each file is, how to',
  'run it, units, force fields, charge method, estimated parameters) and manifest.json (input hash, force',
  'fields, water model, charge method, program, writer, time, supercell, resname, counts, estimated',
  'parameters). Limits: resname required, letters and digits only, at most 4 characters; supercell x, y, z',
  'each a whole number from 1 to 10, and other than 1,1,1 only for crystals (meta.cell set); atoms of the',
  'placeholder type DU are refused; body at most 20 MB. A table cell that must be a number but is text is',
  'a 400 naming the table, row and column (1-based).',
].join(' ');

export const downloadTopologyRoute = defineRoute({
  method: 'POST',
  path: builderPath('topfile/:software'),
  group: 'topfile',
  summary: 'Topology files for one computing software from the edited parameter set',
  description:
    `${DOWNLOAD_DESCRIPTION} software: a software id of GET topfile/softwares; one it does not mark ` +
    'available (no writer, or Gear, whose format has no public description) is a 404 with the reason, ' +
    'an unknown one a 404 listing those available. Softwares marked moleculesOnly (Gaussian, ORCA) ' +
    'refuse a crystal (meta.cell set) with a 400. What each software writes, accepts and refuses: ' +
    'docs/engines.md.',
  access: 'anonymous',
  params: z.object({ software: z.enum(TOPFILE_SOFTWARE_IDS) }),
  body: topologyPayloadSchema,
  answer: { kind: 'zip' },
});

/**
 * The framework page's computer list (001 §2.6 variant D; §4 "if the first atom's type is in the
 * server-listed computers, only lammps and moltemplate are offered (default lammps); otherwise the full
 * list, default lammps"; §7 "GET computerList"). The spec's atom "type" of that rule is the force field
 * the atom was typed with (parameter-set atom column 1).
 */
export const computerListRoute = defineRoute({
  method: 'GET',
  path: builderPath('topfile/computerlist'),
  group: 'topfile',
  summary: 'Force fields for which the framework page offers only lammps and moltemplate',
  description:
    'The force fields (names as the atom-type options carry them) whose frameworks the mof-cof page hands ' +
    'to lammps and moltemplate only, default lammps (001 §2.6 variant D): the UFF family (UFF, UFF4MOF), ' +
    'whose cosine-series angles and inversions (ADR 0015) GROMACS has no form for. Only ' +
    'force fields the server can type are listed. Which of the two can write a given set is still POST ' +
    'topfile/softwares.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(z.string()) },
});

export const TOPFILE_ROUTES = [
  topfileSoftwaresRoute,
  checkSoftwaresRoute,
  computerListRoute,
  downloadTopologyRoute,
];
