import {
  adAdminListRoute,
  adContentRoute,
  adDeleteRoute,
  adSaveRoute,
  closeAdRoute,
  h5BannerListRoute,
  licenceAdminListRoute,
  licenceDeleteRoute,
  licenceSaveRoute,
  myLicencesRoute,
  newUserRewardRoute,
  popupAdRoute,
  productAdminListRoute,
  productDeleteRoute,
  productListRoute,
  productSaveRoute,
  productSourceRoute,
  rewardAdminListRoute,
  rewardDeleteRoute,
  rewardSaveRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { HttpError } from '../../kernel/http/errors.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { closeAd, listAds, popupFor, saveAd } from './ads.js';
import { listLicences, listProducts, saveLicence, saveProduct } from './products.js';
import { deleteRecord, notFound } from './records.js';
import { claimNewUserReward, listRewards, saveReward } from './rewards.js';
import { catalogueDb } from './rows.js';

const DONE = { done: true as const };
const me = (user: AuthUser | null): AuthUser => {
  if (!user) throw new HttpError(401, 'unauthorized');
  return user;
};

/**
 * The catalogue (issue 23 items 4, 5): products and software licences, ads by space code with pop-ups
 * closed per user, and the new-user reward — every record an administrator's.
 */
export function registerCatalogueService(app: FastifyInstance, ctx: AppContext): void {
  const db = catalogueDb(ctx.db);
  const deps = { auth: ctx.auth };

  registerApiRoute(app, deps, productListRoute, async ({ query }) => {
    const all = await listProducts(db, { publicOnly: true, cloudType: query.cloudType });
    const start = (query.current - 1) * query.size;
    return {
      records: all.slice(start, start + query.size),
      total: all.length,
      current: query.current,
      size: query.size,
    };
  });
  registerApiRoute(app, deps, productSourceRoute, async ({ params }) => {
    const [product] = await listProducts(db, { publicOnly: true, id: Number(params.id) });
    if (!product) throw notFound('product');
    return product;
  });
  registerApiRoute(app, deps, productAdminListRoute, () => listProducts(db, { publicOnly: false }));
  registerApiRoute(app, deps, productSaveRoute, ({ body }) => saveProduct(db, body));
  registerApiRoute(app, deps, productDeleteRoute, async ({ body }) => {
    await deleteRecord(db, 'products', 'product', body.id);
    return DONE;
  });

  registerApiRoute(app, deps, myLicencesRoute, ({ user }) => listLicences(db, me(user).id));
  registerApiRoute(app, deps, licenceAdminListRoute, () => listLicences(db));
  registerApiRoute(app, deps, licenceSaveRoute, ({ body }) => saveLicence(db, body));
  registerApiRoute(app, deps, licenceDeleteRoute, async ({ body }) => {
    await deleteRecord(db, 'software_licences', 'licence', body.id);
    return DONE;
  });

  registerAdRoutes(app, ctx);

  registerApiRoute(app, deps, newUserRewardRoute, ({ user, lang }) =>
    claimNewUserReward(ctx.db, me(user).id, lang),
  );
  registerApiRoute(app, deps, rewardAdminListRoute, () => listRewards(db));
  registerApiRoute(app, deps, rewardSaveRoute, ({ body }) => saveReward(db, body));
  registerApiRoute(app, deps, rewardDeleteRoute, async ({ body }) => {
    await deleteRecord(db, 'rewards', 'reward', body.id);
    return DONE;
  });
}

function registerAdRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = catalogueDb(ctx.db);
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, adContentRoute, ({ query }) =>
    listAds(db, { spaceCode: query.spaceCode, popup: false }),
  );
  registerApiRoute(app, deps, popupAdRoute, ({ query, user }) =>
    popupFor(db, query.spaceCode, user?.id ?? null),
  );
  registerApiRoute(app, deps, closeAdRoute, async ({ query, user }) => {
    await closeAd(db, me(user).id, query.adId);
    return DONE;
  });
  registerApiRoute(app, deps, h5BannerListRoute, ({ query }) =>
    listAds(db, { spaceCode: query.clientType, popup: false }),
  );
  registerApiRoute(app, deps, adAdminListRoute, () => listAds(db));
  registerApiRoute(app, deps, adSaveRoute, ({ body }) => saveAd(db, body));
  registerApiRoute(app, deps, adDeleteRoute, async ({ body }) => {
    await deleteRecord(db, 'ads', 'ad', body.id);
    return DONE;
  });
}
