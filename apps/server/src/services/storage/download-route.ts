import { storageDownloadQuerySchema, storageRoutes } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { contentDisposition } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { ByteRange } from '../../kernel/storage/space-storage.js';
import { openSpaceFor } from './space-access.js';

/**
 * One `bytes=start-end` range (or `start-`, or the suffix `-n`) within a file of `size` bytes; null for no
 * Range header or one we do not serve (several ranges): the whole file is sent then, as RFC 9110 allows.
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Math.min(Number(last), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * The download streams the file instead of answering a buffer (api-route's `file` answers hold the bytes in
 * memory; a space's files may be gigabytes), so it checks access and the query itself, as api-route does.
 */
export function registerDownloadRoute(app: FastifyInstance, ctx: AppContext): void {
  const spec = storageRoutes.download;
  app.route({
    method: spec.method,
    url: spec.path,
    // Files go out as stored: compressing (brotli on the fly) cut a 100 MB download to 0.8 MB/s.
    compress: false,
    handler: async (request, reply) => {
      const user = await ctx.auth.userOf(request);
      if (!user) throw new HttpError(401, 'unauthorized');
      const parsed = storageDownloadQuerySchema.safeParse(request.query ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(400, 'invalid-request', {
          where: 'query',
          field: issue?.path.join('.') || 'query',
          problem: issue?.message ?? 'invalid',
        });
      }
      const opened = await openSpaceFor(ctx, user, parsed.data.space);
      const entry = await opened.storage.stat(parsed.data.path);
      if (entry.kind !== 'file') throw new HttpError(400, 'storage-not-file', { path: entry.path });
      const range = parseRange(request.headers.range, entry.size);
      reply.header('accept-ranges', 'bytes').header('content-disposition', contentDisposition(entry.name));
      reply.type('application/octet-stream');
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${entry.size}`).send();
      }
      const { stream } = await opened.storage.read(entry.path, range ?? undefined);
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${entry.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', entry.size);
      }
      return reply.send(stream);
    },
  });
}
