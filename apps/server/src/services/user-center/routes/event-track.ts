import { eventTrackRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import type { RateHit, RateRule } from '../../../kernel/rate-limit/rate-limiter.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import type { BatchWriter } from '../batch-writer.js';
import type { AcceptedClick } from '../click-event-rows.js';

/**
 * Events per minute: per client address (the web app sends one per generate or download click, so 120 leaves
 * room for a lab behind one NAT address), and per logged-in user on top.
 */
export const EVENT_LIMITS: { readonly address: RateRule; readonly user: RateRule } = {
  address: { limit: 120, windowMs: 60_000 },
  user: { limit: 60, windowMs: 60_000 },
};
/** The header defaults are cut rather than refused: the client did not choose them. */
const USER_AGENT_MAX = 1024;
const REFERER_MAX = 2048;

const header = (value: string | string[] | undefined, max: number): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? null : text.slice(0, max);
};

/**
 * POST /cgi/user-center-service/eventTrack (spec 000 §7 click tracking) → a click_events row, written in
 * a batch (click-tracking.ts). Counted per address and user before anything is kept (kernel/rate-limit).
 */
export function registerEventTrackRoute(
  app: FastifyInstance,
  ctx: AppContext,
  clicks: BatchWriter<AcceptedClick>,
): void {
  const limiter = createRateLimiter(ctx.db);
  registerApiRoute(app, { auth: ctx.auth }, eventTrackRoute, async ({ body, request, user }) => {
    const hits: Promise<RateHit>[] = [limiter.hit(`track:ip:${request.ip}`, EVENT_LIMITS.address)];
    if (user) hits.push(limiter.hit(`track:user:${user.id}`, EVENT_LIMITS.user));
    const refused = (await Promise.all(hits)).filter((h) => !h.allowed);
    if (refused.length > 0) {
      throw new HttpError(429, 'too-many-events', { seconds: Math.max(...refused.map((h) => h.retryAfter)) });
    }
    const accepted = clicks.add({
      deviceId: body.deviceId ?? null,
      platform: body.platform ?? null,
      eventName: body.eventName,
      pageName: body.pageName ?? null,
      buttonName: body.buttonName ?? null,
      userAgent: body.userAgent ?? header(request.headers['user-agent'], USER_AGENT_MAX),
      referer: body.referer ?? header(request.headers.referer, REFERER_MAX),
      url: body.url ?? null,
      channelId: body.channelId ?? null,
      type: body.type ?? null,
      userId: user?.id ?? null,
      at: new Date(),
    });
    if (!accepted) throw new HttpError(503, 'tracking-busy');
    return { accepted: true as const };
  });
}
