import {
  adminUserPageSchema,
  adminUserSchema,
  cardGrantSchema,
  interestsSchema,
  membershipCardSchema,
  authUserSchema as userDetailsSchema,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeOnDatabases } from './support/databases.js';
import { okData as data, refusalCode as refused, WITHOUT_PROGRAMS } from './support/answers.js';
import { callAs, userToken } from './support/user-token.js';

/** Membership cards, grants, levels and the administrators' user list (issue 23 items 4, 6). */
const OPTIONS = {
  env: { PREMIUM_LEVELS: '7,8' },
  overrides: WITHOUT_PROGRAMS,
};
const CARDS = '/cgi/admin-service/membership-card';

describeOnDatabases(
  'membership',
  (server) => {
    it('keeps cards administrators save; a grant sets the level, which makes the user premium', async () => {
      const admin = await userToken(server(), 'mc-admin', true);
      const user = await userToken(server(), 'mc-user', false);
      const card = { name: '高级会员', level: '7', days: 30, benefits: ['2000 核时', '100 GB 存储'] };
      expect(await refused(await callAs(server(), `${CARDS}/save`, user, card), 403)).toBe('forbidden');
      expect(
        await refused(await callAs(server(), `${CARDS}/save`, admin, { ...card, level: 'gold' }), 400),
      ).toBe('membership-level');
      const saved = await data(await callAs(server(), `${CARDS}/save`, admin, card), membershipCardSchema);
      expect(saved).toMatchObject({
        name: '高级会员',
        level: '7',
        benefits: ['2000 核时', '100 GB 存储'],
        enabled: true,
      });
      const before = await data(
        await callAs(server(), '/cgi/user-center-service/user/getUserDetails', user),
        userDetailsSchema,
      );
      expect(before.premium).toBe(false);

      const grant = await data(
        await callAs(server(), `${CARDS}/grant`, admin, { cardId: saved.id, username: 'mc-user' }),
        cardGrantSchema,
      );
      // 30 days of 86 400 000 ms after the grant.
      expect(Date.parse(grant.expiresAt ?? '') - Date.parse(grant.grantedAt)).toBe(30 * 86_400_000);
      const interests = await data(
        await callAs(server(), '/cgi/user-center-service/user/privilege/interests', user),
        interestsSchema,
      );
      expect(interests).toMatchObject({ userLevel: '7', premium: true, member: true });
      expect(interests.cards.map((c) => c.name)).toContain('高级会员');
      const pack = await data(
        await callAs(server(), '/cgi/user-center-service/user/privilege/card/pack/look?active=true', user),
        z.array(cardGrantSchema),
      );
      expect(pack.map((g) => [g.card.name, g.active])).toEqual([['高级会员', true]]);
      const other = await userToken(server(), 'mc-other', false);
      const none = await callAs(server(), '/cgi/user-center-service/user/privilege/card/pack/look', other);
      expect(await data(none, z.array(cardGrantSchema))).toEqual([]);
    });

    it('hides disabled cards from users and deletes cards with their grants', async () => {
      const admin = await userToken(server(), 'md-admin', true);
      const user = await userToken(server(), 'md-user', false);
      const saved = await data(
        await callAs(server(), `${CARDS}/save`, admin, { name: '停售卡', level: '5', enabled: false }),
        membershipCardSchema,
      );
      const interests = await data(
        await callAs(server(), '/cgi/user-center-service/user/privilege/interests', user),
        interestsSchema,
      );
      expect(interests.cards.some((c) => c.id === saved.id)).toBe(false);
      const all = await data(await callAs(server(), `${CARDS}/list`, admin), z.array(membershipCardSchema));
      expect(all.some((c) => c.id === saved.id)).toBe(true);
      await data(
        await callAs(server(), `${CARDS}/delete`, admin, { id: saved.id }),
        z.object({ done: z.literal(true) }),
      );
      expect(await refused(await callAs(server(), `${CARDS}/delete`, admin, { id: saved.id }), 404)).toBe(
        'membership-card-not-found',
      );
    });

    it('lists users by keyword (LIKE wildcards taken literally) and changes a level', async () => {
      const admin = await userToken(server(), 'mu-admin', true);
      const user = await userToken(server(), 'mu_find_me', false);
      await userToken(server(), 'muXfindXme', false);
      const list = (keyword: string) =>
        callAs(
          server(),
          `/cgi/admin-service/adminUser/getUserList?size=20&current=1&keyword=${keyword}`,
          admin,
        );
      const page = await data(await list('mu_find'), adminUserPageSchema);
      expect(page.records.map((r) => r.username)).toEqual(['mu_find_me']);
      const asUser = await callAs(server(), '/cgi/admin-service/adminUser/getUserList', user);
      expect(await refused(asUser, 403)).toBe('forbidden');
      const id = page.records[0]?.id ?? 0;
      const set = (userLevel: string) =>
        callAs(server(), '/cgi/admin-service/adminUser/setUserLevel', admin, { userId: id, userLevel });
      expect(await data(await set('8'), adminUserSchema)).toMatchObject({ userLevel: '8', premium: true });
      expect(await refused(await set('99'), 400)).toBe('membership-level');
      const details = await data(
        await callAs(server(), '/cgi/user-center-service/user/getUserDetails', user),
        userDetailsSchema,
      );
      expect(details.premium).toBe(true);
    });
  },
  OPTIONS,
);
