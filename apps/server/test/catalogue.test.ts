import {
  adSchema,
  licenceSchema,
  productPageSchema,
  productSchema,
  rewardAnswerSchema,
  rewardSchema,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { creditBalance } from '../src/kernel/credit/credit.js';
import { creditDb } from '../src/kernel/credit/credit-rows.js';
import { okData as data, refusalCode as refused, WITHOUT_PROGRAMS } from './support/answers.js';
import { describeOnDatabases } from './support/databases.js';
import { callAs, userToken } from './support/user-token.js';

/** Products, licences, ads and the new-user reward from administrators' records (issue 23 items 4, 5). */
const ADMIN = '/cgi/admin-service';
const get = (server: { url(p: string): string }, path: string) => fetch(server.url(path));

describeOnDatabases(
  'catalogue',
  (server) => {
    it('lists the active products administrators saved, by cloud type, with their source', async () => {
      const admin = await userToken(server(), 'p-admin', true);
      const user = await userToken(server(), 'p-user', false);
      const save = (token: string, body: object) =>
        callAs(server(), `${ADMIN}/product/admin/save`, token, body);
      const product = {
        prodName: 'AutoFF-力场构建',
        cloudType: 1,
        softwareType: 1,
        sourceUrl: 'https://example.org/ff',
      };
      expect(await refused(await save(user, product), 403)).toBe('forbidden');
      const made = await data(await save(admin, product), productSchema);
      await data(
        await save(admin, { prodName: 'Off', cloudType: 1, softwareType: 9, status: 0 }),
        productSchema,
      );
      await data(
        await save(admin, { prodName: 'Local', cloudType: 2, softwareType: 8, isShow: false }),
        productSchema,
      );
      const cloud = await data(
        await get(server(), `${ADMIN}/product/getList?cloudType=1&size=1000`),
        productPageSchema,
      );
      expect(cloud.records.map((p) => p.prodName)).toEqual(['AutoFF-力场构建']);
      const all = await data(await get(server(), `${ADMIN}/product/getList`), productPageSchema);
      expect(all).toMatchObject({ total: 2, size: 1000 });
      expect(all.records.find((p) => p.prodName === 'Local')?.isShow).toBe(false);
      const source = await data(await get(server(), `${ADMIN}/product/getSource/${made.id}`), productSchema);
      expect(source.sourceUrl).toBe('https://example.org/ff');
      expect(await refused(await get(server(), `${ADMIN}/product/getSource/99999`), 404)).toBe(
        'catalogue-not-found',
      );
      const bad = await save(admin, { ...product, sourceUrl: 'javascript:alert(1)' });
      expect(bad.status).toBe(400);
    });

    it("shows a user their own licences and the site's, never another user's", async () => {
      const admin = await userToken(server(), 'l-admin', true);
      const ann = await userToken(server(), 'l-ann', false);
      const save = (body: object) => callAs(server(), `${ADMIN}/software-license/admin/save`, admin, body);
      await data(
        await save({ name: 'VASP 6', username: 'l-ann', seats: 2, expiresAt: '2027-01-01T00:00:00.000Z' }),
        licenceSchema,
      );
      await data(await save({ name: 'Site Gaussian' }), licenceSchema);
      await userToken(server(), 'l-bob', false);
      await data(await save({ name: 'Bob only', username: 'l-bob' }), licenceSchema);
      expect(await refused(await save({ name: 'x', username: 'nobody' }), 404)).toBe(
        'membership-user-unknown',
      );
      const mine = await data(
        await callAs(server(), '/cgi/user-center-service/software-license/mine', ann),
        z.array(licenceSchema),
      );
      expect(mine.map((l) => [l.name, l.username, l.seats])).toEqual([
        ['Site Gaussian', null, 1],
        ['VASP 6', 'l-ann', 2],
      ]);
    });

    it('serves ads by space code, and a closed pop-up stays closed for that user only', async () => {
      const admin = await userToken(server(), 'a-admin', true);
      const ann = await userToken(server(), 'a-ann', false);
      const bob = await userToken(server(), 'a-bob', false);
      const save = (body: object) => callAs(server(), `${ADMIN}/ad/admin/save`, admin, body);
      await data(
        await save({
          spaceCode: 'web-login',
          adContent: '新用户免费机时',
          adRedirectUrl: '/apply',
          redirectPageType: 2,
        }),
        adSchema,
      );
      await data(await save({ spaceCode: 'web-login', adContent: 'hidden', enabled: false }), adSchema);
      const popup = await data(
        await save({ spaceCode: 'web-home', adContent: '活动', popup: true }),
        adSchema,
      );
      await data(await save({ spaceCode: 'web-app', adContent: 'H5 banner' }), adSchema);
      const banners = await data(
        await get(server(), '/cgi/general-service/ad/content/get?spaceCode=web-login'),
        z.array(adSchema),
      );
      expect(banners.map((a) => [a.adContent, a.redirectPageType])).toEqual([['新用户免费机时', 2]]);
      const h5 = await data(
        await get(server(), `${ADMIN}/config/getH5BannerList?clientType=web-app`),
        z.array(adSchema),
      );
      expect(h5.map((a) => a.adContent)).toEqual(['H5 banner']);
      const popupOf = async (token: string) =>
        data(
          await callAs(server(), '/cgi/general-service/ad/content/popup_ad?spaceCode=web-home', token),
          adSchema.nullable(),
        );
      expect((await popupOf(ann))?.id).toBe(popup.id);
      await data(
        await callAs(server(), `/cgi/general-service/ad/content/close?adId=${popup.id}`, ann),
        z.object({ done: z.literal(true) }),
      );
      expect(await popupOf(ann)).toBeNull();
      expect((await popupOf(bob))?.id).toBe(popup.id);
      expect(
        await refused(await callAs(server(), '/cgi/general-service/ad/content/close?adId=99999', ann), 404),
      ).toBe('catalogue-not-found');
    });

    it('says plainly when no reward is configured, then grants a configured one once to new users', async () => {
      const early = await userToken(server(), 'r-early', false);
      const claim = async (token: string) =>
        data(
          await callAs(
            server(),
            '/cgi/user-center-service/campaign/newUser/getRewards',
            token,
            undefined,
            'en',
          ),
          rewardAnswerSchema,
        );
      expect(await claim(early)).toEqual({
        rewarded: false,
        coreHours: null,
        message: 'No reward is configured for new users.',
      });
      const admin = await userToken(server(), 'r-admin', true);
      await data(
        await callAs(server(), `${ADMIN}/reward/admin/save`, admin, { coreHours: 5, note: '注册送机时' }),
        rewardSchema,
      );
      expect((await claim(early)).rewarded).toBe(false);
      const fresh = await userToken(server(), 'r-fresh', false);
      expect(await claim(fresh)).toMatchObject({ rewarded: true, coreHours: 5 });
      expect(await claim(fresh)).toMatchObject({
        rewarded: false,
        message: 'You have received the new-user reward already.',
      });
      const id = (
        await server()
          .db.selectFrom('users')
          .select('id')
          .where('username', '=', 'r-fresh')
          .executeTakeFirstOrThrow()
      ).id;
      expect((await creditBalance(creditDb(server().db), { kind: 'user', id })).balanceCoreHours).toBe(5);
    });
  },
  { overrides: WITHOUT_PROGRAMS },
);
