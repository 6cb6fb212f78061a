import { API_ROUTES, openApiDocument } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';

export const DOCS_PATH = '/cgi/docs';

/**
 * GET /cgi/docs: the OpenAPI 3.1 document of every call, generated from the contract (the same schemas
 * the server validates with). It is a document, not an API answer, so it is not wrapped in the envelope.
 */
export function registerDocsRoute(app: FastifyInstance, info: { title: string; version: string }): void {
  let document: Record<string, unknown> | undefined;
  app.get(DOCS_PATH, () => {
    document ??= openApiDocument(API_ROUTES, info);
    return document;
  });
}
