import { z } from 'zod';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The server-side molecule library (spec 000 §2 Step 1, §7 "List molecule library", "Read library
 * file"): a folder tree of .pdb, .mol, .xyz and .mol2 files, built at set-up from Debian's
 * chemical-structures (CML) and extended by administrators.
 *
 * Paths are relative to the library root: '' or absent is the top folder, folders are separated by
 * '/'. Each name may hold Unicode letters and digits, spaces and _ - + . , ( ) [ ], and may not start
 * with '.' or end with '.' or a space; absolute paths, '..', backslashes, NUL, '%' (encoded forms) and
 * symlinks leading out of the library are refused with 400 'library-path'.
 */
const MAX_PATH_CHARS = 4096;

export const libraryPathSchema = z
  .string()
  .max(MAX_PATH_CHARS)
  .optional()
  .describe('folder relative to the library root, names separated by "/"; "" or absent = top folder');
export const libraryFileNameSchema = z
  .string()
  .min(1)
  .max(MAX_PATH_CHARS)
  .describe('file name with its extension: .pdb, .mol, .xyz or .mol2');

/** The wizard flow whose atom limit applies (000 §5): molecule 4000 (default), general 1000, 5000 for the others. */
export const libraryFlowSchema = z
  .enum(['molecule', 'general', 'small-molecule', 'coarse-grained'])
  .describe('wizard flow whose atom limit applies: molecule 4000 (default), general 1000, others 5000');
export type LibraryFlow = z.infer<typeof libraryFlowSchema>;

export const libraryEntrySchema = z
  .object({
    name: z.string(),
    type: z.enum(['folder', 'file']),
  })
  .describe('one folder entry: {name, type: "folder" | "file"}');
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const addLibraryFileResultSchema = z.object({
  path: z.string(),
  name: z.string(),
  atomCount: z.number().int(),
  /** A file of that name existed and was replaced (overwrite: true). */
  replaced: z.boolean(),
});

export const addLibraryFolderResultSchema = z.object({ path: z.string(), created: z.boolean() });

export const listLibraryRoute = defineRoute({
  method: 'GET',
  path: builderPath('model/databases/molecules'),
  group: 'model',
  summary: 'List a folder of the molecule library',
  description:
    'Query `path` (optional, relative, "" = top folder). Answers the entries of the folder, folders first, each group ' +
    'in natural name order; only .pdb, .mol, .xyz and .mol2 files are listed. 404 library-not-found when the folder ' +
    'does not exist (or the library is not installed), 400 library-path for a path that is not allowed.',
  access: 'anonymous',
  query: z.object({ path: libraryPathSchema }),
  answer: { kind: 'json', data: z.array(libraryEntrySchema) },
});

export const readLibraryFileRoute = defineRoute({
  method: 'GET',
  path: builderPath('model/databases/molecules/file'),
  group: 'model',
  summary: 'Read a file of the molecule library',
  description:
    'Query `path` (folder, optional) and `name` (file name with its extension), `flow` (optional, default molecule). ' +
    'Answers the file text. The upload checks apply (000 §5): over 1048576 bytes → 400 upload-size, more atoms than ' +
    'the flow allows → 400 upload-atom-count; a missing file → 404 library-not-found.',
  access: 'anonymous',
  query: z.object({
    path: libraryPathSchema,
    name: libraryFileNameSchema,
    flow: libraryFlowSchema.optional(),
  }),
  answer: { kind: 'json', data: z.string().describe('the file text') },
});

export const addLibraryFileRoute = defineRoute({
  method: 'POST',
  path: builderPath('model/databases/molecules/file'),
  group: 'model',
  summary: 'Add a file to the molecule library (administrators)',
  description:
    'Body {path, name, data, overwrite?, flow?}. The extension must be .pdb, .mol, .xyz or .mol2, the text at most ' +
    '1048576 bytes, within the flow’s atom limit, and readable by the structure reader (400 naming the line ' +
    'otherwise). Missing folders are created. An existing file is replaced only with overwrite: true (409 ' +
    'library-exists otherwise); the file is written atomically.',
  access: 'admin',
  body: z.object({
    path: libraryPathSchema,
    name: libraryFileNameSchema,
    data: z.string().describe('the file text'),
    overwrite: z.boolean().optional().describe('replace a file of the same name (default false)'),
    flow: libraryFlowSchema.optional(),
  }),
  answer: { kind: 'json', data: addLibraryFileResultSchema },
});

export const addLibraryFolderRoute = defineRoute({
  method: 'POST',
  path: builderPath('model/databases/molecules/folder'),
  group: 'model',
  summary: 'Create a folder in the molecule library (administrators)',
  description:
    'Body {path}: the folder to create, with any missing parents. Answers created: false when it existed already; ' +
    '409 library-not-folder when a file stands in the way.',
  access: 'admin',
  body: z.object({
    path: z
      .string()
      .min(1)
      .max(MAX_PATH_CHARS)
      .describe('the folder to create, relative, names separated by "/"'),
  }),
  answer: { kind: 'json', data: addLibraryFolderResultSchema },
});

export const LIBRARY_ROUTES = [
  listLibraryRoute,
  readLibraryFileRoute,
  addLibraryFileRoute,
  addLibraryFolderRoute,
];
