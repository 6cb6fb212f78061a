import { registerRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import { referenceLists } from '../../../kernel/reference/reference-lists.js';
import { appCodeStore } from '../../../kernel/verification/app-code-store.js';
import type { WeChatProvider } from '../../../kernel/wechat/provider.js';
import { registerAccount } from '../registration.js';
import { registerWithWeChat } from '../wechat-register.js';

/** POST /cgi/auth-service/register?verification={code} (spec 002 §7); with a bindCode it binds WeChat too. */
export function registerRegistrationRoute(
  app: FastifyInstance,
  ctx: AppContext,
  wechat: WeChatProvider | null,
): void {
  const deps = {
    db: ctx.db,
    codes: appCodeStore(ctx),
    limiter: createRateLimiter(ctx.db),
  };
  // The lists with the administrators' edits, as of the database's current version.
  const lists = referenceLists(ctx.db);
  registerApiRoute(app, { auth: ctx.auth }, registerRoute, async ({ body, query, request }) => {
    const registration = { ...deps, ...(await lists.current()) };
    if ((body.bindCode ?? '').trim() === '')
      return registerAccount(registration, body, query.verification, request.ip);
    const { id, username } = await registerWithWeChat(
      registration,
      wechat,
      body,
      query.verification,
      request.ip,
    );
    return { id, username };
  });
}
