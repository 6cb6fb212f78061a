import { buildApp } from './app.js';
import { ConfigError, readConfig, tempDirProblem } from './kernel/config.js';
import { DatabaseError } from './kernel/db/open-database.js';

const CLOSE_GRACE_MS = 10_000;

/** Entry point of `npm run serve`: read the environment, build the app, listen, close cleanly on signals. */
async function main(): Promise<void> {
  const config = readConfig();
  // Fail at start rather than answer 500 on every engine call (issue 14): the operator sets TMPDIR.
  const tempProblem = tempDirProblem();
  if (tempProblem !== undefined) {
    throw new ConfigError(`${tempProblem}: set TMPDIR to a writable directory`);
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing (open requests get ${CLOSE_GRACE_MS / 1000} s)`);
    setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Configuration mistakes are the operator's to fix: the message says what; anything else gets its stack.
  const message =
    error instanceof ConfigError
      ? `configuration: ${error.message}`
      : error instanceof DatabaseError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
  console.error(`topoforge server failed to start: ${message}`);
  process.exit(1);
});
