import {
  listFrameworkLibraryRoute,
  listMineralLibraryRoute,
  readFrameworkLibraryFileRoute,
  readMineralLibraryFileRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import type { CrystalLibrary } from '../../library/crystal-library.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

/**
 * The mineral and framework library calls (spec 001 §2.5, §2.6 variant C): list and read for everyone,
 * at model/databases/minerals and model/databases/frameworks beside the molecule library's
 * model/databases/molecules.
 */
export function registerCrystalLibraryRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth'>,
  libraries: { readonly minerals: CrystalLibrary; readonly frameworks: CrystalLibrary },
): void {
  const { minerals, frameworks } = libraries;
  registerApiRoute(app, ctx, listMineralLibraryRoute, ({ query }) => minerals.list(query.path));
  registerApiRoute(app, ctx, readMineralLibraryFileRoute, ({ query }) =>
    minerals.read(query.path, query.name),
  );
  registerApiRoute(app, ctx, listFrameworkLibraryRoute, ({ query }) => frameworks.list(query.path));
  registerApiRoute(app, ctx, readFrameworkLibraryFileRoute, ({ query }) =>
    frameworks.read(query.path, query.name),
  );
}
