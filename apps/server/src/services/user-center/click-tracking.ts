import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import type { Periodic } from '../../kernel/rate-limit/periodic.js';
import { every } from '../../kernel/rate-limit/periodic.js';
import type { BatchWriter } from './batch-writer.js';
import { createBatchWriter } from './batch-writer.js';
import type { AcceptedClick } from './click-event-rows.js';
import { deleteClickEventsBefore, insertClickEvents } from './click-event-rows.js';

const DAY_MS = 24 * 3_600_000;
const RETENTION_INTERVAL_MS = 3_600_000;

/**
 * Tracking writes: a click is answered once it is in the batch writer, which writes up to 200 clicks per
 * INSERT at most 250 ms after the first (one statement instead of one per request), and holds at most
 * 10,000 waiting clicks. Clicks older than TRACKING_RETENTION_DAYS are deleted when the app is ready and
 * hourly. On close, the waiting clicks are written before the database closes (onClose hooks run
 * last-added first, and the database's was added before the services').
 */
export function installClickTracking(
  app: FastifyInstance,
  db: Kysely<Database>,
  retentionDays: number,
): BatchWriter<AcceptedClick> {
  const writer = createBatchWriter<AcceptedClick>({
    write: (rows) => insertClickEvents(db, rows),
    maxRows: 200,
    maxDelayMs: 250,
    maxPending: 10_000,
    onError: (err, rows) => app.log.error({ err, clicks: rows.length }, 'writing tracking events failed'),
  });
  let retention: Periodic | undefined;
  app.addHook('onReady', async () => {
    retention = every(
      RETENTION_INTERVAL_MS,
      async () => {
        const deleted = await deleteClickEventsBefore(db, new Date(Date.now() - retentionDays * DAY_MS));
        if (deleted > 0) app.log.info(`tracking: ${deleted} events older than ${retentionDays} days deleted`);
      },
      (err) => app.log.warn({ err }, 'deleting old tracking events failed'),
    );
    await retention.run();
  });
  app.addHook('onClose', async () => {
    await retention?.stop();
    await writer.close();
  });
  return writer;
}
