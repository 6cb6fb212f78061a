import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../src/app.js';
import { buildApp } from '../src/app.js';
import type { ServerConfig } from '../src/kernel/config.js';
import { readConfig } from '../src/kernel/config.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly url: (path: string) => string;
}

/**
 * Builds the real app and listens on a free loopback port, so tests talk HTTP to it like a browser does.
 * `prepare` may add routes before the server starts (e.g. one that throws). Without a DATA_DIR the server
 * gets a fresh temp one (database, token secret), removed when the app closes: tests never write into the
 * checkout's data/.
 */
export async function startServer(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
  prepare: (app: FastifyInstance, config: ServerConfig) => void = () => undefined,
): Promise<RunningServer> {
  const tempDataDir = env.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'tf-server-')) : undefined;
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...(tempDataDir === undefined ? {} : { DATA_DIR: tempDataDir }),
    ...env,
  });
  // The molecule library is built only by tests that say so (librarySource): building it costs seconds.
  const app = await buildApp(config, { librarySource: null, ...overrides });
  if (tempDataDir !== undefined) {
    app.addHook('onClose', () => rmSync(tempDataDir, { recursive: true, force: true }));
  }
  prepare(app, config);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: (path) => `http://127.0.0.1:${port}${path}` };
}
