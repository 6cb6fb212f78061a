import { eventTrackRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { insertClickEvent } from '../click-event-rows.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';

const header = (value: string | string[] | undefined, max: number): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? null : text.slice(0, max);
};

/** POST /cgi/user-center-service/eventTrack (spec 000 §7 click tracking) → one click_events row. */
export function registerEventTrackRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, eventTrackRoute, async ({ body, request, user }) => {
    const id = await insertClickEvent(ctx.db, {
      deviceId: body.deviceId ?? null,
      platform: body.platform ?? null,
      eventName: body.eventName,
      pageName: body.pageName ?? null,
      buttonName: body.buttonName ?? null,
      userAgent: body.userAgent ?? header(request.headers['user-agent'], 512),
      referer: body.referer ?? header(request.headers.referer, 2048),
      url: body.url ?? null,
      channelId: body.channelId ?? null,
      type: body.type ?? null,
      userId: user?.id ?? null,
    });
    return { id };
  });
}
