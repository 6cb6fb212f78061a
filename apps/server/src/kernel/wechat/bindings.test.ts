import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import type { AppDatabase } from '../db/open-database.js';
import { insertUser } from '../db/user-rows.js';
import {
  BIND_CODE_TTL_MINUTES,
  bindWithCode,
  issueBindCode,
  peekBindCode,
  userOfWeChat,
} from './bindings.js';

const who = (openid: string, unionid: string | null = null) => ({
  openid,
  unionid,
  nickname: null,
  avatarUrl: null,
});

for (const kind of DATABASE_KINDS) {
  describe(`WeChat bindings [${kind}]`, () => {
    let database: AppDatabase & { readonly dataDir: string };
    let users: number[] = [];
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      users = [];
      for (const username of ['wa', 'wb']) {
        const row = await insertUser(database.db, {
          username,
          passwordHash: 'x',
          userLevel: '0',
          admin: false,
        });
        users.push(row.id);
      }
    });
    afterAll(() => database.close());

    it('lets a bind code live 30 minutes, unused', async () => {
      const now = new Date('2026-01-01T00:00:00Z');
      const code = await issueBindCode(database.db, who('o-exp'), now);
      const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
      expect(await peekBindCode(database.db, code, later(BIND_CODE_TTL_MINUTES - 1))).toMatchObject({
        openid: 'o-exp',
      });
      expect(await peekBindCode(database.db, code, later(BIND_CODE_TTL_MINUTES))).toBeNull();
      expect(await bindWithCode(database.db, users[0] ?? 0, code, later(BIND_CODE_TTL_MINUTES + 1))).toBe(
        'code-gone',
      );
    });

    it('binds one WeChat user to one account, unique both ways, the code used once', async () => {
      const [a = 0, b = 0] = users;
      const first = await issueBindCode(database.db, who('o-1', 'u-1'));
      const again = await issueBindCode(database.db, who('o-1', 'u-1'));
      expect(await bindWithCode(database.db, a, first)).toBe('bound');
      expect(await bindWithCode(database.db, a, first)).toBe('code-gone');
      expect(await userOfWeChat(database.db, who('o-other-app', 'u-1'))).toBe(a);
      // The same WeChat user's second code, on another account: bound elsewhere.
      expect(await bindWithCode(database.db, b, again)).toBe('bound-elsewhere');
      // Another WeChat user on the bound account: already bound (status 2000).
      expect(await bindWithCode(database.db, a, await issueBindCode(database.db, who('o-2')))).toBe(
        'already-bound',
      );
      expect(await userOfWeChat(database.db, who('o-2'))).toBeNull();
    });
  });
}
