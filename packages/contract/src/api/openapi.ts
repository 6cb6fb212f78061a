import { z } from 'zod';
import { errorEnvelopeSchema } from './envelope.js';
import type { ApiRouteSpec } from './route-spec.js';

type Json = Record<string, unknown>;

/** Fastify's `/topfile/:software` is OpenAPI's `/topfile/{software}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/** JSON Schema of what a client sends (coerced and defaulted fields are optional on input). */
const inputSchema = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
const outputSchema = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;

function withoutMeta(schema: Json): Json {
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}

function parametersOf(route: ApiRouteSpec): Json[] {
  const out: Json[] = [];
  const add = (schema: z.ZodType | undefined, where: 'query' | 'path'): void => {
    if (!schema) return;
    const json = inputSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  };
  add(route.params, 'path');
  add(route.query, 'query');
  return out;
}

function successOf(route: ApiRouteSpec): Json {
  if (route.answer.kind === 'file') {
    return {
      description: 'The file byte for byte (Content-Disposition names it)',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (route.answer.kind === 'zip') {
    return {
      description: 'A zip archive (Content-Disposition names it)',
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  const envelope = z.object({ status: z.literal(200), msg: z.string(), data: route.answer.data });
  return {
    description: 'Success: the envelope with `data`',
    content: { 'application/json': { schema: withoutMeta(outputSchema(envelope)) } },
  };
}

const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: withoutMeta(outputSchema(errorEnvelopeSchema)) } },
});

/**
 * The OpenAPI 3.1 document of a list of routes, generated from the same zod schemas the server
 * validates with, so the document cannot drift from what the server accepts.
 */
export function openApiDocument(
  routes: readonly ApiRouteSpec[],
  info: { title: string; version: string },
): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const operation: Json = {
      operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: route.summary,
      tags: [route.group],
      responses: {
        '200': successOf(route),
        '400': errorResponse('Invalid input: `error` says which field, line or atom'),
        ...(route.access === 'anonymous'
          ? {}
          : { '401': errorResponse('Missing, invalid or expired token') }),
        ...(route.access === 'admin' ? { '403': errorResponse('Not an administrator') } : {}),
      },
    };
    if (route.description) operation.description = route.description;
    const parameters = parametersOf(route);
    if (parameters.length > 0) operation.parameters = parameters;
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: withoutMeta(inputSchema(route.body)) } },
      };
    }
    if (route.access !== 'anonymous') operation.security = [{ bearer: [] }];
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
