import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../kernel/db/open-database.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import { grantCard, saveCard } from './cards.js';
import { lapseExpiredCards } from './expiry.js';
import { membershipDb } from './rows.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

for (const kind of DATABASE_KINDS) {
  describe(`lapsed membership cards [${kind}]`, () => {
    let database: AppDatabase & { dataDir: string };
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });
    const user = async (username: string) =>
      (
        await database.db
          .insertInto('users')
          .values({ username, password_hash: 'x', is_admin: 0, created_at: new Date(T0).toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const level = async (id: number) =>
      (
        await database.db
          .selectFrom('users')
          .select('user_level')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).user_level;

    it('lowers a lapsed card holder to registered once, unless another grant or a later change holds', async () => {
      const db = membershipDb(database.db);
      const month = await saveCard(db, { name: '月卡', level: '7', days: 30 }, T0);
      const forever = await saveCard(db, { name: '永久卡', level: '6', days: null }, T0);
      const [ann, bob, cat] = [await user('ann'), await user('bob'), await user('cat')];
      for (const id of [ann, bob, cat]) await grantCard(db, month.id, id, null, T0);
      await grantCard(db, forever.id, bob, null, T0 + DAY); // bob's level is 6 now, without end
      await database.db.updateTable('users').set({ user_level: '8' }).where('id', '=', cat).execute();

      expect(await lapseExpiredCards(db, T0 + 29 * DAY)).toBe(0);
      expect(await level(ann)).toBe('7');
      // 30 days after the grant the month card has lapsed.
      expect(await lapseExpiredCards(db, T0 + 30 * DAY)).toBe(1);
      expect([await level(ann), await level(bob), await level(cat)]).toEqual(['0', '6', '8']);
      // Acted on once: a level an administrator sets afterwards stays.
      await database.db.updateTable('users').set({ user_level: '7' }).where('id', '=', ann).execute();
      expect(await lapseExpiredCards(db, T0 + 60 * DAY)).toBe(0);
      expect(await level(ann)).toBe('7');
    });
  });
}
