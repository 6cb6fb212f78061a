import type { FastifyInstance } from 'fastify';
import { toErrorAnswer } from './errors.js';
import { languageOf } from './language.js';

/**
 * Every error leaves the server in the response envelope (`status`, `code`, `msg`, `error`), its message in
 * the request's language; 5xx are logged with their stack here only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorAnswer(error, languageOf(request.headers['accept-language']));
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode }, body.msg);
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
