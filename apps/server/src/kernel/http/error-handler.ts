import type { FastifyInstance } from 'fastify';
import { HttpError, toErrorAnswer } from './errors.js';
import { languageOf } from './language.js';

/**
 * Every error leaves the server in the response envelope (`status`, `code`, `msg`, `error`), its message in
 * the request's language; 5xx are logged with their stack here only. A 429 whose data names the seconds
 * to wait also says them in Retry-After, for every limit at once.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorAnswer(error, languageOf(request.headers['accept-language']));
    if (error instanceof HttpError && statusCode === 429 && typeof error.data.seconds === 'number') {
      void reply.header('retry-after', String(Math.ceil(error.data.seconds)));
    }
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode }, body.msg);
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
