import type { z } from 'zod';

/**
 * Who may call a route. `anonymous`: anyone, a bearer token is read when present (free-tier limits
 * without one); `user`: a valid token is required; `admin`: a valid token of an administrator.
 */
export type RouteAccess = 'anonymous' | 'user' | 'admin';

/**
 * One HTTP call of the API, as data: the server registers it, docs/api.md and the OpenAPI document at
 * /cgi/docs are generated from it, and the web client calls it. `data` is the schema of the envelope's
 * `data` on success; `zip` routes answer a binary zip instead of JSON.
 */
export type RouteAnswer =
  | { readonly kind: 'json'; readonly data: z.ZodType }
  | { readonly kind: 'zip' }
  // A stored file sent as it is (application/octet-stream, Content-Disposition names it).
  | { readonly kind: 'file' };

export interface ApiRouteSpec<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends RouteAnswer = RouteAnswer,
> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full path, with Fastify-style `:params` where the path has them. */
  readonly path: string;
  /** The spec's group (forcefield, charge, obabel, cell, model, topfile, auth-service …). */
  readonly group: string;
  readonly summary: string;
  /** Longer notes for docs/api.md: limits, errors, units. */
  readonly description?: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: Q;
  readonly body?: B;
  readonly answer: A;
}

/** Helps TypeScript keep each route's own schema types (instead of widening them to ZodType). */
export function defineRoute<
  A extends RouteAnswer,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
>(spec: ApiRouteSpec<Q, B, A>): ApiRouteSpec<Q, B, A> {
  return spec;
}
