import { ok } from '@topoforge/contract';
import type { z } from 'zod';

/**
 * A JSON answer already checked against its route's contract and written as the envelope's text, off
 * the event loop (by a job in a worker thread): the route sends the text as it is. For answers of
 * megabytes (a 4,000-atom parameter set), checking and serialising them on the event loop would hold
 * every other request for tens of milliseconds.
 */
export class PreparedJson {
  constructor(readonly text: string) {}
}

/** The envelope of `data` as JSON text, after the contract's check: what the route would have sent. */
export const envelopeJson = (schema: z.ZodType, data: unknown): string =>
  JSON.stringify(ok(schema.parse(data)));
