import { CONVERT_ROUTES } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerMol2ToCellRoutes } from './cell/mol2tocell.js';
import { registerCellToMol2Route } from './cell/tomol2.js';
import { registerSortMol2Route } from './coarsegrain/sortmol2.js';
import { registerConvertRoute } from './obabel/convert.js';
import { registerReduceRoute } from './obabel/reduce.js';

/**
 * Request bodies of the conversion calls. The file text may be 1 MB (000 §5), and JSON escaping
 * (newlines as \n, quotes) makes the body larger than the text, so Fastify's 1 MiB default would
 * answer its own 413 before the spec's 'file size exceeds 1M limit' could be given.
 */
const CONVERT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** The builder's conversion calls (000 §7): obabel/convert, cell/*, coarsegrain/sortmol2, obabel/reduce. */
export function registerConvertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const paths = new Set<string>(CONVERT_ROUTES.map((r) => r.path));
  app.addHook('onRoute', (route) => {
    if (paths.has(route.url)) route.bodyLimit = CONVERT_BODY_LIMIT_BYTES;
  });
  registerConvertRoute(app, ctx);
  registerCellToMol2Route(app, ctx);
  registerMol2ToCellRoutes(app, ctx);
  registerSortMol2Route(app, ctx);
  registerReduceRoute(app, ctx);
}
