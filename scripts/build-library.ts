import { readConfig } from '../apps/server/src/kernel/config.js';
import {
  buildLibrary,
  DEBIAN_LIBRARY_SOURCE,
} from '../apps/server/src/services/builder/library/build-library.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/build-library.ts [--source DIR] [--out DIR]`: builds the
 * server's molecule library (spec 000 §2 Step 1) from a tree of CML files, by default Debian's
 * /usr/share/chemical-structures into the server's LIBRARY_DIR (DATA_DIR/library). Quick when nothing
 * changed (a stamp records the source). Molecules that fail are listed with the reason; the exit
 * status is 1 only when the build itself fails or no molecule could be written.
 */
function argument(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a directory`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--source' && a !== '--out');
  if (unknown.length > 0)
    throw new Error(`unknown option ${unknown.join(', ')}; use --source DIR and --out DIR`);
  const source = argument(args, '--source') ?? DEBIAN_LIBRARY_SOURCE;
  const out = argument(args, '--out') ?? readConfig().libraryDir;
  const report = await buildLibrary({ source, out });
  const what = report.built ? 'built' : 'up to date';
  console.log(
    `molecule library ${what}: ${report.molecules} molecules in ${report.folders} folders, ${report.files} files` +
      `${report.kept > 0 ? `, ${report.kept} added by administrators kept` : ''} (${report.ms} ms) → ${out}`,
  );
  for (const failure of report.failures) console.log(`  failed: ${failure.file}: ${failure.reason}`);
  if (report.molecules === 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`build-library: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
