import type { AppContext } from '../app-context.js';
import type { CodeStore } from './code-store.js';
import { createCodeStore } from './code-store.js';

/**
 * The code store over the app's database, secret and CODE_TTL_MINUTES. It keeps nothing in memory, so each
 * service that sends or consumes codes may make its own: they all read and write the same rows.
 */
export function appCodeStore(ctx: AppContext): CodeStore {
  return createCodeStore({
    db: ctx.db,
    secret: ctx.tokenKey,
    ttlMs: ctx.config.verification.codeTtlMinutes * 60_000,
  });
}
