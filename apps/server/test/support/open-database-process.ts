import { openDatabase } from '../../src/kernel/db/open-database.js';

/**
 * A separate process that opens the SQLite database of DATA_DIR (argv[2]) when told to: it prints
 * "ready", waits for a line on stdin, opens (migrating), and prints "ok" or the error. Several of these
 * started together reproduce servers and CLIs starting at once on one DATA_DIR.
 */
const dataDir = process.argv[2] ?? '';
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  process.stdin.pause();
  openDatabase({ dataDir, databaseUrl: undefined }).then(
    async (database) => {
      await database.close();
      process.stdout.write('ok\n');
    },
    (e: unknown) => process.stdout.write(`${String(e)}\n`),
  );
});
