import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/open-database.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import {
  addMember,
  createGroup,
  deleteGroup,
  groupRole,
  groupsOfUser,
  listGroups,
  membersOf,
  removeMember,
  setLeader,
} from './index.js';

for (const kind of DATABASE_KINDS) {
  describe(`research groups [${kind}]`, () => {
    let database: AppDatabase & { dataDir: string };
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      for (const username of ['lead', 'ann', 'bob', 'carl']) {
        const row = await database.db
          .insertInto('users')
          .values({ username, password_hash: 'x', is_admin: 0, created_at: new Date(0).toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[username] = row.id;
      }
    });
    afterAll(async () => {
      await database?.close();
    });
    const id = (name: string): number => ids[name] ?? -1;

    it('creates a group whose leader is its first member, and refuses a second group of that name', async () => {
      const group = await createGroup(
        database.db,
        { name: '计算化学组', leaderUserId: id('lead') },
        null,
        1000,
      );
      expect(group).not.toBeNull();
      expect(
        await createGroup(database.db, { name: '计算化学组', leaderUserId: id('ann') }, null),
      ).toBeNull();
      expect(await groupRole(database.db, id('lead'), group ?? 0)).toBe('leader');
      expect(await groupRole(database.db, id('ann'), group ?? 0)).toBeNull();
      expect(await groupsOfUser(database.db, id('lead'))).toEqual([
        { groupId: group, name: '计算化学组', role: 'leader', leaderUserId: id('lead'), joinedAt: 1000 },
      ]);
    });

    it('adds members once, lists them leader first, and counts them', async () => {
      const group =
        (await createGroup(database.db, { name: 'MOF', leaderUserId: id('lead') }, null, 10)) ?? 0;
      expect(await addMember(database.db, group, id('bob'), 20)).toBe(true);
      expect(await addMember(database.db, group, id('ann'), 30)).toBe(true);
      expect(await addMember(database.db, group, id('ann'), 40)).toBe(false);
      const members = await membersOf(database.db, group);
      expect(members.map((m) => [m.username, m.role])).toEqual([
        ['lead', 'leader'],
        ['bob', 'member'],
        ['ann', 'member'],
      ]);
      const [listed] = await listGroups(database.db, group);
      expect(listed).toMatchObject({ name: 'MOF', leaderName: 'lead', memberCount: 3, createdAt: 10 });
      expect((await groupsOfUser(database.db, id('ann'))).map((g) => [g.name, g.role])).toEqual([
        ['MOF', 'member'],
      ]);
    });

    it('never removes the leader as a member; a new leader demotes the old one', async () => {
      const group =
        (await createGroup(database.db, { name: 'polymers', leaderUserId: id('lead') }, null)) ?? 0;
      await addMember(database.db, group, id('bob'));
      expect(await removeMember(database.db, group, id('lead'))).toBe('leader');
      expect(await removeMember(database.db, group, id('carl'))).toBe('absent');
      expect(await setLeader(database.db, group, id('carl'))).toBe(true);
      expect(await groupRole(database.db, id('carl'), group)).toBe('leader');
      expect(await groupRole(database.db, id('lead'), group)).toBe('member');
      expect((await listGroups(database.db, group))[0]?.leaderUserId).toBe(id('carl'));
      expect(await removeMember(database.db, group, id('bob'))).toBe('removed');
      expect(await groupRole(database.db, id('bob'), group)).toBeNull();
      expect(await setLeader(database.db, 999_999, id('bob'))).toBe(false);
    });

    it('deletes a group with its memberships', async () => {
      const group = (await createGroup(database.db, { name: 'gone', leaderUserId: id('bob') }, null)) ?? 0;
      expect(await deleteGroup(database.db, group)).toBe(true);
      expect(await deleteGroup(database.db, group)).toBe(false);
      expect(await groupRole(database.db, id('bob'), group)).toBeNull();
      expect((await groupsOfUser(database.db, id('bob'))).some((g) => g.groupId === group)).toBe(false);
    });
  });
}
