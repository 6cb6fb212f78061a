import {
  adminUserLevelRoute,
  adminUserListRoute,
  cardAdminListRoute,
  cardDeleteRoute,
  cardGrantRoute,
  cardPackRoute,
  cardSaveRoute,
  interestsRoute,
  isMemberLevel,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { HttpError } from '../../kernel/http/errors.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { setUserLevel, userPage } from './admin-users.js';
import { cardsOfUser, deleteCard, grantCard, listCards, saveCard } from './cards.js';
import { lapseExpiredCards } from './expiry.js';
import { checkedLevel } from './levels.js';
import type { Periodic } from '../../kernel/rate-limit/periodic.js';
import { every } from '../../kernel/rate-limit/periodic.js';
import { membershipDb } from './rows.js';

/**
 * Membership (issue 23 item 4): cards and their benefits from administrators' records, grants that set a
 * user's level, the caller's interests and cards, and the administrators' user list with level changes.
 */
export function registerMembershipService(app: FastifyInstance, ctx: AppContext): void {
  const db = membershipDb(ctx.db);
  const premium = ctx.config.premiumLevels;
  const deps = { auth: ctx.auth };

  installCardExpiry(app, ctx);
  registerApiRoute(app, deps, cardAdminListRoute, () => listCards(db, false));
  registerApiRoute(app, deps, cardSaveRoute, ({ body }) =>
    saveCard(db, { ...body, level: checkedLevel(body.level, premium) }),
  );
  registerApiRoute(app, deps, cardDeleteRoute, async ({ body }) => {
    await deleteCard(db, body.id);
    return { done: true as const };
  });
  registerApiRoute(app, deps, cardGrantRoute, async ({ body, user }) => {
    const target = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .executeTakeFirst();
    if (!target) throw new HttpError(404, 'membership-user-unknown', { username: body.username });
    return grantCard(db, body.cardId, target.id, user?.id ?? null);
  });

  registerApiRoute(app, deps, interestsRoute, async ({ user }) => ({
    userLevel: user?.userLevel ?? '-1',
    premium: user?.premium ?? false,
    member: isMemberLevel(user?.userLevel ?? ''),
    cards: await listCards(db, true),
  }));
  registerApiRoute(app, deps, cardPackRoute, async ({ query, user }) => {
    const grants = await cardsOfUser(db, user?.id ?? 0);
    return query.active === undefined ? grants : grants.filter((g) => g.active === (query.active === 'true'));
  });

  registerApiRoute(app, deps, adminUserListRoute, ({ query }) => userPage(ctx.db, query, premium));
  registerApiRoute(app, deps, adminUserLevelRoute, ({ body }) =>
    setUserLevel(ctx.db, body.userId, checkedLevel(body.userLevel, premium), premium),
  );
}

const EXPIRY_EVERY_MS = 10 * 60_000;

/** Lowers the levels of lapsed cards when the app is ready and every 10 minutes; stops when it closes. */
function installCardExpiry(app: FastifyInstance, ctx: AppContext): void {
  const db = membershipDb(ctx.db);
  let periodic: Periodic | undefined;
  app.addHook('onReady', async () => {
    periodic = every(
      EXPIRY_EVERY_MS,
      () => lapseExpiredCards(db),
      (err) => app.log.warn({ err }, 'lowering the levels of lapsed membership cards failed'),
    );
    await periodic.run();
  });
  app.addHook('onClose', async () => {
    await periodic?.stop();
  });
}
