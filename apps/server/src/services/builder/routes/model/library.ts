import {
  addLibraryFileRoute,
  addLibraryFolderRoute,
  listLibraryRoute,
  readLibraryFileRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import type { MoleculeLibrary } from '../../library/molecule-library.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

/**
 * The added file may be 1 MB (000 §5) and JSON escaping makes the body larger than the text, so
 * Fastify's 1 MiB default would answer its own 413 before the spec's size message could be given.
 */
const ADD_FILE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** The molecule library calls (spec 000 §7): list and read for everyone, add file and folder for administrators. */
export function registerLibraryRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth'>,
  library: MoleculeLibrary,
): void {
  app.addHook('onRoute', (route) => {
    if (route.url === addLibraryFileRoute.path && route.method === 'POST')
      route.bodyLimit = ADD_FILE_BODY_LIMIT_BYTES;
  });
  registerApiRoute(app, ctx, listLibraryRoute, ({ query }) => library.list(query.path));
  registerApiRoute(app, ctx, readLibraryFileRoute, ({ query }) =>
    library.read(query.path, query.name, query.flow),
  );
  registerApiRoute(app, ctx, addLibraryFileRoute, ({ body }) => library.addFile(body));
  registerApiRoute(app, ctx, addLibraryFolderRoute, ({ body }) => library.addFolder(body.path));
}
