import type { FastifyInstance } from 'fastify';

/**
 * A server that is told to stop (SIGTERM, app.close()) stops taking connections at once, before anything
 * else closes. Fastify itself closes the listening socket only after every preClose hook (the job runner's
 * among them) has finished, and answers whatever arrives meanwhile with a bare 503: behind a proxy those
 * requests fail although another replica could have served them. With the listener closed first, a new
 * connection is refused and the proxy sends the request to another replica (docs/deploy.md); requests
 * already in flight finish as before, and Fastify's own close still waits for them (Node calls its
 * server.close callback once the open connections have ended).
 *
 * Register it before any other preClose hook: preClose hooks run in the order they were added.
 */
export function closeListenerFirst(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    if (app.server.listening) app.server.close();
    done();
  });
}
