import type { ApiRouteSpec } from '@topoforge/contract';
import { ok } from '@topoforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser, Authenticator } from '../auth/auth-user.js';
import { HttpError } from './errors.js';
import type { Language } from './language.js';
import { PreparedJson } from './prepared-json.js';
import { languageOf } from './language.js';

export interface RouteContext<Q, B> {
  readonly query: Q;
  readonly body: B;
  readonly params: Readonly<Record<string, string>>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly lang: Language;
  /** null for an anonymous caller of an `anonymous` route. */
  readonly user: AuthUser | null;
  /** Aborted when the client goes away before the answer is sent (long jobs stop then). */
  readonly signal: AbortSignal;
}

/** What a zip or file route returns: the file name of Content-Disposition and the bytes. */
export interface ZipAnswer {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** What Fastify sends a JSON object as. */
const JSON_TYPE = 'application/json; charset=utf-8';

type Infer<T> = T extends z.ZodNever ? undefined : T extends z.ZodType ? z.infer<T> : undefined;
type Answer<S extends ApiRouteSpec> = S['answer'] extends { kind: 'json'; data: infer D }
  ? Infer<D>
  : ZipAnswer;

export type RouteHandler<S extends ApiRouteSpec> = (
  context: RouteContext<Infer<NonNullable<S['query']>>, Infer<NonNullable<S['body']>>>,
) => Promise<Answer<S> | PreparedJson> | Answer<S> | PreparedJson;

export interface RouteDeps {
  readonly auth: Authenticator;
}

/**
 * Registers one contract route: checks access, validates params, query and body with the contract's
 * schemas (a failure is a 400 naming the field), runs the handler, and wraps its data in the envelope
 * after checking it against the contract (a mismatch is a server bug → 500, logged).
 */
export function registerApiRoute<S extends ApiRouteSpec>(
  app: FastifyInstance,
  deps: RouteDeps,
  spec: S,
  handler: RouteHandler<S>,
): void {
  app.route({
    method: spec.method,
    url: spec.path,
    handler: async (request, reply) => {
      const user = await deps.auth.userOf(request, { optional: spec.access === 'anonymous' });
      if (spec.access !== 'anonymous' && !user) {
        throw new HttpError(401, 'unauthorized');
      }
      if (spec.access === 'admin' && !user?.admin) {
        throw new HttpError(403, 'forbidden');
      }
      if (spec.params) parseInput(spec.params, request.params, 'path');
      const query = spec.query ? parseInput(spec.query, request.query, 'query') : undefined;
      const body = spec.body ? parseInput(spec.body, request.body, 'body') : undefined;
      const controller = new AbortController();
      const onClose = (): void => {
        if (!reply.raw.writableEnded) controller.abort(new Error('client closed the connection'));
      };
      request.raw.once('close', onClose);
      reply.raw.once('close', onClose);
      try {
        const result = await handler({
          query: query as Infer<NonNullable<S['query']>>,
          body: body as Infer<NonNullable<S['body']>>,
          params: (request.params ?? {}) as Record<string, string>,
          request,
          reply,
          lang: languageOf(request.headers['accept-language']),
          user,
          signal: controller.signal,
        });
        if (spec.answer.kind === 'zip' || spec.answer.kind === 'file') {
          const zip = result as ZipAnswer;
          return reply
            .type(spec.answer.kind === 'zip' ? 'application/zip' : 'application/octet-stream')
            .header('content-disposition', contentDisposition(zip.fileName))
            .send(Buffer.from(zip.bytes.buffer, zip.bytes.byteOffset, zip.bytes.byteLength));
        }
        if (result instanceof PreparedJson) return reply.type(JSON_TYPE).send(result.text);
        return ok(spec.answer.data.parse(result));
      } finally {
        request.raw.off('close', onClose);
        reply.raw.off('close', onClose);
      }
    },
  });
}

function parseInput(schema: z.ZodType, value: unknown, where: string): unknown {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  throw new HttpError(400, 'invalid-request', { where, field, problem: issue?.message ?? 'invalid' });
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
