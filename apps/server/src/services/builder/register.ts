import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerChargeRoutes } from './routes/charge/charge.js';
import { registerForceFieldRoutes } from './routes/forcefield/register.js';
import { registerJobRoutes } from './routes/job/job.js';
import { registerPolymerRoutes } from './routes/polymer/polymer.js';
import { registerLibraryRoutes } from './routes/model/library.js';
import { registerCrystalLibraryRoutes } from './routes/model/crystal-library.js';
import { registerCarbonRoutes } from './routes/model/carbon.js';
import { registerCoarseRoutes } from './coarse/coarse-routes.js';
import { registerConvertRoutes } from './routes/register-convert.js';
import { registerTopfileRoutes } from './routes/topfile/register.js';
import { openLibrary } from './library/molecule-library.js';
import { openCrystalLibrary } from './library/crystal-library.js';
import { prepareLibrary } from './library/prepare-library.js';

export interface BuilderServiceOptions {
  /** Where a missing LIBRARY_DIR is built from (default Debian's chemical-structures); null: never build it. */
  readonly librarySource?: string | null | undefined;
}

/**
 * The builder API under /cgi/forward/autoff (spec 000 §7): every call the builder pages make. The
 * molecule library is the builder's own: built at first start when missing, then opened.
 */
export async function registerBuilderService(
  app: FastifyInstance,
  ctx: AppContext,
  options: BuilderServiceOptions = {},
): Promise<void> {
  if (options.librarySource !== null)
    await prepareLibrary(ctx.config.libraryDir, app.log, options.librarySource ?? undefined);
  const library = openLibrary(ctx.config.libraryDir);
  registerTopfileRoutes(app, ctx);
  registerForceFieldRoutes(app, ctx);
  registerLibraryRoutes(app, ctx, library);
  registerCrystalLibraryRoutes(app, ctx, {
    minerals: openCrystalLibrary(ctx.config.mineralDir, 'minerals'),
    frameworks: openCrystalLibrary(ctx.config.frameworkDir, 'frameworks'),
  });
  registerConvertRoutes(app, ctx);
  registerPolymerRoutes(app, ctx);
  registerCarbonRoutes(app, ctx);
  registerCoarseRoutes(app, ctx);
  registerChargeRoutes(app, ctx);
  registerJobRoutes(app, ctx);
}
