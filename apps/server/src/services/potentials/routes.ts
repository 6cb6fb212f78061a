import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PotentialModule } from '@topoforge/chem';
import { filterModules, lammpsLinesOf, lammpsText, pageOf, selectableElements } from '@topoforge/chem';
import {
  MODULE_PAGE_SIZE_MAX,
  downloadModuleFileRoute,
  potentialDetailRoute,
  potentialElementsRoute,
  potentialPageRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError, badRequest } from '../../kernel/http/errors.js';
import type { LoadedCatalogue } from './load-catalogue.js';

/** A whole number in [min, max], or a 400 naming the query field. */
function wholeIn(
  field: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badRequest('invalid-request', {
      where: 'query',
      field,
      problem: `a whole number from ${min} to ${max}`,
    });
  }
  return n;
}

/** The module as the contract's (mutable) arrays: chem's are readonly. */
const wire = (m: PotentialModule) => ({
  ...m,
  elements: [...m.elements],
  fileNames: m.fileNames.map((f) => ({ ...f })),
  errata: m.errata.map((e) => ({ ...e })),
});

function moduleById(loaded: LoadedCatalogue, id: string): PotentialModule {
  const module = loaded.catalogue.modules.find((m) => m.id === id);
  if (!module) throw new HttpError(404, 'potential-not-found', { id });
  return module;
}

/** The four calls of 001 §7 "Module browsers", over the catalogue read at start. */
export function registerPotentialRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  loaded: LoadedCatalogue,
): void {
  const deps = { auth: ctx.auth };
  const modules = loaded.catalogue.modules;

  registerApiRoute(app, deps, potentialPageRoute, ({ query }) => {
    const current = wholeIn('current', query.current, 1, 1, Number.MAX_SAFE_INTEGER);
    const size = wholeIn('size', query.size, MODULE_PAGE_SIZE_MAX, 1, MODULE_PAGE_SIZE_MAX);
    const found = filterModules(modules, {
      type: query.potentialFunctionEnum,
      elements: query.elements,
      keyword: query.keyword,
    });
    return pageOf(found.map(wire), current, size);
  });

  registerApiRoute(app, deps, potentialDetailRoute, ({ params, query }) => {
    const id = params.id ?? '';
    const module = moduleById(loaded, id);
    const parsed = loaded.catalogue.parsed.get(id);
    if (!parsed) throw new HttpError(404, 'potential-not-found', { id });
    const missing = query.elements.filter((e) => !module.elements.includes(e));
    if (missing.length > 0) {
      throw badRequest('potential-elements', {
        id,
        held: module.elements.join(', '),
        missing: missing.join(', '),
      });
    }
    const lines = lammpsLinesOf(parsed, query.elements);
    const lammpsLines = {
      ...lines,
      pairCoeff: [...lines.pairCoeff],
      extra: [...lines.extra],
      elements: [...lines.elements],
    };
    return { ...wire(module), lammps: lammpsText(lines), lammpsLines };
  });

  registerApiRoute(app, deps, potentialElementsRoute, ({ query }) =>
    selectableElements(modules, query.potentialFunctionEnum, query.elements),
  );

  // Only the files of listed modules are served, looked up by name in the catalogue, never a path.
  const servable = new Set(modules.flatMap((m) => m.fileNames.map((f) => f.fileId)));
  registerApiRoute(app, deps, downloadModuleFileRoute, async ({ query }) => {
    if (!servable.has(query.fileId))
      throw new HttpError(404, 'potential-file-not-found', { fileId: query.fileId });
    const bytes = await readFile(join(loaded.dir, query.fileId));
    return { fileName: query.fileId, bytes };
  });
}
