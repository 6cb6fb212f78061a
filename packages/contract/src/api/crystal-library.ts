import { z } from 'zod';
import { libraryEntrySchema, libraryPathSchema } from './library.js';
import { builderPath } from './paths.js';
import { defineRoute } from './route-spec.js';

/**
 * The two read-only crystal libraries, shaped like the molecule library (`model/databases/molecules`):
 * the same entries, path rules and errors, with the crystal flow's upload checks (spec 000 §5: 1 MB,
 * 1000 atoms after symmetry expansion).
 *
 * - Minerals (001 §2.5 "browse a server directory of minerals"): Debian's libavogadro-data,
 *   /usr/share/avogadro2/crystals (510 public-domain CIFs from the COD and the IZA in folders), read
 *   where it is installed (MINERAL_DIR).
 * - Frameworks (001 §2.6 variant C "a database of framework structures"): the project's MOF/COF library,
 *   apps/server/frameworks (FRAMEWORK_DIR), written by scripts/build-framework-library.ts with each
 *   structure's citation.
 *
 * Both list only the files the variants may select (001 §5): .cif, .vasp, .gif and .car.
 */
export const crystalFileNameSchema = z
  .string()
  .min(1)
  .max(4096)
  .describe('file name with its extension: .cif, .vasp, .gif or .car');

const listDescription = (what: string): string =>
  'Query `path` (optional, relative, "" = top folder). Answers the entries of the folder, folders first, each group ' +
  'in natural name order; only .cif, .vasp, .gif and .car files are listed (001 §5). 404 library-not-found when the ' +
  `folder does not exist (or ${what} is not installed), 400 library-path for a path that is not allowed (absolute, ` +
  '"..", hidden names, characters outside letters, digits, spaces and _ - + . , ( ) [ ], symlinks leading out).';

const readDescription =
  'Query `path` (folder, optional) and `name` (file name with its extension). Answers the file text after the ' +
  'crystal flow’s upload checks (000 §5): over 1048576 bytes → 400 upload-size; more than 1000 atoms after the ' +
  'CIF’s symmetry operators are applied → 400 upload-atom-count; a file the reader cannot read → 400 parse naming ' +
  'file and line; another extension → 400 upload-extension; a missing file → 404 library-not-found.';

/** The list and read calls of one crystal library, at model/databases/<segment> and …/<segment>/file. */
function crystalLibraryRoutes(segment: 'minerals' | 'frameworks', library: string, installed: string) {
  return {
    list: defineRoute({
      method: 'GET',
      path: builderPath(`model/databases/${segment}`),
      group: 'model',
      summary: `List a folder of the ${library}`,
      description: listDescription(installed),
      access: 'anonymous',
      query: z.object({ path: libraryPathSchema }),
      answer: { kind: 'json', data: z.array(libraryEntrySchema) },
    }),
    read: defineRoute({
      method: 'GET',
      path: builderPath(`model/databases/${segment}/file`),
      group: 'model',
      summary: `Read a file of the ${library}`,
      description: readDescription,
      access: 'anonymous',
      query: z.object({ path: libraryPathSchema, name: crystalFileNameSchema }),
      answer: { kind: 'json', data: z.string().describe('the file text') },
    }),
  };
}

const MINERALS = crystalLibraryRoutes(
  'minerals',
  'mineral library',
  'the mineral library (libavogadro-data)',
);
const FRAMEWORKS = crystalLibraryRoutes('frameworks', 'MOF/COF framework library', 'the framework library');

export const listMineralLibraryRoute = MINERALS.list;
export const readMineralLibraryFileRoute = MINERALS.read;
export const listFrameworkLibraryRoute = FRAMEWORKS.list;
export const readFrameworkLibraryFileRoute = FRAMEWORKS.read;

export const CRYSTAL_LIBRARY_ROUTES = [
  listMineralLibraryRoute,
  readMineralLibraryFileRoute,
  listFrameworkLibraryRoute,
  readFrameworkLibraryFileRoute,
];
