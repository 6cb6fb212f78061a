import { UPLOAD_FLOW_IDS } from '@topoforge/chem';
import { z } from 'zod';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/** Upload flows whose rules (extensions, atom limit) a conversion is checked against (000 §5): chem's ids. */
export const CONVERT_FLOWS = UPLOAD_FLOW_IDS;
export type ConvertFlow = (typeof CONVERT_FLOWS)[number];

/** Formats `obabel/convert` writes (000 §7 "Convert to mol2", "Convert format"; §9 download formats). */
export const CONVERT_OUTPUTS = ['mol2', 'pdb', 'mol', 'xyz'] as const;
/** The only `other` option the wizard sends (000 §7: '--gen3d' when sketched, else empty). */
export const GEN3D_OPTION = '--gen3d';

const structureText = z.string({ error: 'data must be the file text' });
const flow = z.enum(CONVERT_FLOWS).optional();

const LIMITS =
  'Limits (000 §5): data at most 1 MB (1048576 bytes UTF-8: "file size exceeds 1M limit"); `inp` one of the ' +
  "flow's extensions (mol2 always), else the flow's message; atoms at most the flow's limit (molecule 4000, " +
  'general and crystal 1000, small-molecule and coarse-grained 5000). Parse errors are 400 naming the line.';

export const convertBodySchema = z.object({
  data: structureText,
  /** Source format: a file extension (mol, pdb, xyz, mol2, sdf …), or 'smi' for a SMILES string. */
  inp: z.string().min(1),
  out: z.string().optional(),
  other: z.string().optional(),
  flow,
});
export type ConvertBody = z.infer<typeof convertBodySchema>;

export const convertRoute = defineRoute({
  method: 'POST',
  path: builderPath('obabel/convert'),
  group: 'obabel',
  summary: 'Convert a structure to mol2 (3D generation for sketches), or mol2 to pdb, mol or xyz',
  description:
    "`out` is one of mol2 (default), pdb, mol, xyz. `other` is '' or '--gen3d': a sketch (molfile, usually " +
    '2D without hydrogens) gets hydrogens and 3D coordinates from Open Babel (MMFF94 clean-up) — 503 when ' +
    'obabel is missing, 504 after 120 s. mol2 output carries SYBYL atom types, bond orders (perceived when the ' +
    "source has none) and the cell as CRYSIN. `flow` (default 'molecule') picks the upload rules. " +
    "`inp` 'smi' (or 'smiles'): `data` is one SMILES string (optionally followed by a title, as a .smi line), " +
    'always built in 3D with hydrogens by Open Babel like a sketch; 400 smiles-empty, smiles-lines (more than one ' +
    'line), smiles-syntax (naming the character and its position), smiles-unreadable (Open Babel built nothing), ' +
    "and the flow's atom limit applied to the atoms written and again after hydrogens are added. `inp` 'sdf': the " +
    'first record is converted (its atoms are the ones counted). An empty `data` is 400 upload-empty. ' +
    LIMITS,
  access: 'anonymous',
  body: convertBodySchema,
  answer: { kind: 'json', data: z.string() },
});

export const cellToMol2BodySchema = z.object({
  data: structureText,
  /** cif (default), vasp (or poscar), gjf, car. */
  inp: z.string().min(1).optional(),
  out: z.string().optional(),
  flow,
});

export const cellToMol2Route = defineRoute({
  method: 'POST',
  path: builderPath('cell/tomol2'),
  group: 'cell',
  summary: 'Convert a crystal file (cif, vasp, gjf, car) to mol2, keeping the cell as CRYSIN',
  description:
    "`inp` defaults to 'cif'; 'poscar' is read as vasp. Bonds across cell faces are perceived but mol2 stores " +
    "no image offsets, so they are written as plain bonds. `flow` (default 'crystal') picks the upload rules. " +
    LIMITS,
  access: 'anonymous',
  body: cellToMol2BodySchema,
  answer: { kind: 'json', data: z.string() },
});

export const mol2ToCellBodySchema = z.object({
  data: structureText,
  inp: z.string().optional(),
  out: z.string().optional(),
  flow,
});

export const mol2ToCifRoute = defineRoute({
  method: 'POST',
  path: builderPath('cell/mol2tocif'),
  group: 'cell',
  summary: 'Convert a mol2 with a cell (CRYSIN) to cif (P1)',
  description: 'A mol2 without CRYSIN is refused (400). ' + LIMITS,
  access: 'anonymous',
  body: mol2ToCellBodySchema,
  answer: { kind: 'json', data: z.string() },
});

export const mol2ToVaspRoute = defineRoute({
  method: 'POST',
  path: builderPath('cell/mol2tovasp'),
  group: 'cell',
  summary: 'Convert a mol2 with a cell (CRYSIN) to a VASP POSCAR',
  description: 'A mol2 without CRYSIN is refused (400). ' + LIMITS,
  access: 'anonymous',
  body: mol2ToCellBodySchema,
  answer: { kind: 'json', data: z.string() },
});

export const sortMol2BodySchema = z.object({ data: structureText, flow });

export const sortMol2Route = defineRoute({
  method: 'POST',
  path: builderPath('coarsegrain/sortmol2'),
  group: 'coarsegrain',
  summary: 'Sort mol2 atoms: each molecule contiguous, each heavy atom followed by its hydrogens',
  description:
    'Molecules are the connected components of the BOND section, in the order of their first atom; other ' +
    'order is kept. Bonds are renumbered; names, charges, types, substructures and cell are kept. `flow` ' +
    "(default 'small-molecule') picks the limits. " +
    LIMITS,
  access: 'anonymous',
  body: sortMol2BodySchema,
  answer: { kind: 'json', data: z.string() },
});

/** One 0/1 per atom; numbers may arrive as numeric strings, or the whole list as "1,1,0". */
const ruleSchema = z.union([
  z.array(z.coerce.number({ error: 'rule entries must be 0 or 1' })),
  z.string().transform((s) => (s.trim() === '' ? [] : s.split(',').map((v) => Number(v.trim())))),
]);

export const reduceBodySchema = z.object({ data: structureText, rule: ruleSchema, flow });

export const reduceRoute = defineRoute({
  method: 'POST',
  path: builderPath('obabel/reduce'),
  group: 'obabel',
  summary: 'Drop the atoms whose rule entry is 0 (the wizard sends 0 for lone pairs, Lp)',
  description:
    '`rule` has one 0 or 1 per atom (000 §4); another length or value is a 400 naming the entry. Bonds to ' +
    "dropped atoms go, the rest are renumbered. `flow` (default 'molecule') picks the limits. " +
    LIMITS,
  access: 'anonymous',
  body: reduceBodySchema,
  answer: { kind: 'json', data: z.string() },
});

export const CONVERT_ROUTES = [
  convertRoute,
  cellToMol2Route,
  mol2ToCifRoute,
  mol2ToVaspRoute,
  sortMol2Route,
  reduceRoute,
] as const;
