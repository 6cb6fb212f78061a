import type { FastifyInstance } from 'fastify';
import { toErrorAnswer } from './errors.js';

/** Every error leaves the server as `{ code, message }` JSON; 5xx are logged with their stack here only. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorAnswer(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode }, body.message);
    return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
