import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { buildLibrary, DEBIAN_LIBRARY_SOURCE } from './build-library.js';

/**
 * Start-up: a server whose library folder does not exist builds it from the Debian source when that is
 * installed, before it listens (about a second). An existing library is left as it is (scripts/start.sh
 * refreshes it with scripts/build-library.ts); a failed build is logged and the server starts anyway,
 * its library routes answering 404 'not installed'.
 */
export async function prepareLibrary(
  libraryDir: string,
  log: FastifyBaseLogger,
  source: string = DEBIAN_LIBRARY_SOURCE,
): Promise<void> {
  if (existsSync(libraryDir)) {
    log.info(`molecule library: ${libraryDir}`);
    return;
  }
  if (!existsSync(source)) {
    log.warn(
      `molecule library ${libraryDir} is missing and its source ${source} is not installed (scripts/setup-system.sh installs it)`,
    );
    return;
  }
  try {
    const report = await buildLibrary({ source, out: libraryDir });
    log.info(
      { molecules: report.molecules, folders: report.folders, failures: report.failures, ms: report.ms },
      `molecule library built in ${libraryDir}: ${report.molecules} molecules in ${report.folders} folders`,
    );
  } catch (error) {
    log.error({ err: error }, `molecule library ${libraryDir} could not be built from ${source}`);
  }
}
