import { oauthAuthorizeRoute, oauthConsentRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { message } from '../../../messages/index.js';
import { describeInteraction, findInteraction, recordConsent } from '../interaction.js';

/**
 * GET /cgi/auth-service/oauth2/authorize (spec 002 §7): what the panel of /login?return_to= shows;
 * POST: the logged-in user's answer, and where the browser goes next (the provider's resume URL).
 */
export function registerAuthorizeRoutes(app: FastifyInstance, ctx: AppContext, provider: Provider): void {
  registerApiRoute(app, { auth: ctx.auth }, oauthAuthorizeRoute, async ({ query, user }) => {
    const interaction = await findInteraction(provider, query.return_to);
    const view = await describeInteraction(provider, interaction);
    return { ...view, user: user ? { id: user.id, username: user.username } : null };
  });

  registerApiRoute(app, { auth: ctx.auth }, oauthConsentRoute, async ({ body, user, lang }) => {
    // access 'user': registerApiRoute has refused an anonymous caller (401) before this runs.
    const accountId = user?.id ?? 0;
    const interaction = await findInteraction(provider, body.return_to);
    const redirectTo = await recordConsent(provider, interaction, accountId, body.approve);
    const text = message(body.approve ? 'oauth-authorized' : 'oauth-denied');
    return { redirectTo, message: text?.[lang] ?? '' };
  });
}
