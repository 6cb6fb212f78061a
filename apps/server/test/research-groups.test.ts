import {
  groupAllocationPageSchema,
  groupAllocationSchema,
  groupLoginInfoSchema,
  groupMemberSchema,
  myGroupSchema,
  researchGroupSchema,
} from '@topoforge/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { creditBalance } from '../src/kernel/credit/credit.js';
import { creditDb } from '../src/kernel/credit/credit-rows.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import { okData as data, refusalCode as refused, WITHOUT_PROGRAMS } from './support/answers.js';
import { callAs, userToken } from './support/user-token.js';

/** Research groups through the real server (issue 23 item 4): who may do what, and credit allocation. */
const OPTIONS = { overrides: WITHOUT_PROGRAMS };
const ADMIN = '/cgi/admin-service/research-group';
const USER = '/cgi/user-center-service/research-group';

const userId = async (server: TestServer, username: string): Promise<number> =>
  (
    await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

describeOnDatabases(
  'research groups',
  (server) => {
    it('lets only administrators create groups, with a unique name and a known leader', async () => {
      const admin = await userToken(server(), 'rg-admin', true);
      const lead = await userToken(server(), 'rg-lead', false);
      const create = (token: string, body: object) => callAs(server(), `${ADMIN}/create`, token, body);
      expect(await refused(await create(lead, { name: 'A', leaderUsername: 'rg-lead' }), 403)).toBe(
        'forbidden',
      );
      const group = await data(
        await create(admin, { name: 'A组', leaderUsername: 'rg-lead' }),
        researchGroupSchema,
      );
      expect(group).toMatchObject({ name: 'A组', leaderName: 'rg-lead', memberCount: 1 });
      expect(await refused(await create(admin, { name: 'A组', leaderUsername: 'rg-lead' }), 409)).toBe(
        'group-name-taken',
      );
      expect(await refused(await create(admin, { name: 'B', leaderUsername: 'nobody' }), 404)).toBe(
        'group-user-unknown',
      );
      const list = await data(await callAs(server(), `${ADMIN}/list`, admin), z.array(researchGroupSchema));
      expect(list.map((g) => g.name)).toContain('A组');
      expect(await refused(await callAs(server(), `${ADMIN}/list`, lead), 403)).toBe('forbidden');
    });

    it('lets the leader manage members; members only look; outsiders are refused', async () => {
      const admin = await userToken(server(), 'm-admin', true);
      const lead = await userToken(server(), 'm-lead', false);
      const ann = await userToken(server(), 'm-ann', false);
      const out = await userToken(server(), 'm-out', false);
      const group = await data(
        await callAs(server(), `${ADMIN}/create`, admin, { name: 'M组', leaderUsername: 'm-lead' }),
        researchGroupSchema,
      );
      const add = (token: string, username: string) =>
        callAs(server(), `${USER}/member/add`, token, { groupId: group.id, username });
      const members = await data(await add(lead, 'm-ann'), z.array(groupMemberSchema));
      expect(members.map((m) => [m.username, m.role])).toEqual([
        ['m-lead', 'leader'],
        ['m-ann', 'member'],
      ]);
      expect(await refused(await add(lead, 'm-ann'), 409)).toBe('group-member-exists');
      expect(await refused(await add(ann, 'm-out'), 403)).toBe('group-forbidden');
      const look = (token: string) => callAs(server(), `${USER}/members?groupId=${group.id}`, token);
      expect((await data(await look(ann), z.array(groupMemberSchema))).length).toBe(2);
      expect(await refused(await look(out), 403)).toBe('group-forbidden');
      const remove = (body: object) =>
        callAs(server(), `${USER}/member/remove`, lead, { groupId: group.id, ...body });
      expect(await refused(await remove({ userId: await userId(server(), 'm-lead') }), 409)).toBe(
        'group-leader-stays',
      );
      const mine = await data(await callAs(server(), `${USER}/mine`, ann), z.array(myGroupSchema));
      expect(mine).toEqual([
        expect.objectContaining({ name: 'M组', role: 'member', balanceCoreHours: null }),
      ]);
    });

    it("allocates the group's credit to a member, records it, and refuses what the credit does not cover", async () => {
      const admin = await userToken(server(), 'c-admin', true);
      const lead = await userToken(server(), 'c-lead', false);
      const bob = await userToken(server(), 'c-bob', false);
      const group = await data(
        await callAs(server(), `${ADMIN}/create`, admin, { name: 'C组', leaderUsername: 'c-lead' }),
        researchGroupSchema,
      );
      await callAs(server(), `${USER}/member/add`, lead, { groupId: group.id, username: 'c-bob' });
      const credit = creditDb(server().db);
      const recharge = (token: string, coreHours: number) =>
        callAs(server(), `${ADMIN}/recharge`, token, { groupId: group.id, coreHours });
      expect(await refused(await recharge(lead, 100), 403)).toBe('forbidden');
      const topped = await data(await recharge(admin, 100), z.object({ balanceCoreHours: z.number() }));
      expect(topped.balanceCoreHours).toBe(100);
      expect(await refused(await recharge(admin, -1000), 400)).toBe('group-credit-insufficient');
      const bobId = await userId(server(), 'c-bob');
      const allocate = (token: string, coreHours: number) =>
        callAs(server(), `${USER}/allocate`, token, {
          groupId: group.id,
          userId: bobId,
          coreHours,
          note: '项目A',
        });
      const record = await data(await allocate(lead, 12.5), groupAllocationSchema);
      expect(record).toMatchObject({
        username: 'c-bob',
        coreHours: 12.5,
        note: '项目A',
        createdBy: 'c-lead',
      });
      // 100 − 12.5 core-hours stay with the group; the member's own account holds 12.5.
      expect((await creditBalance(credit, { kind: 'group', id: group.id })).balanceCoreHours).toBe(87.5);
      expect((await creditBalance(credit, { kind: 'user', id: bobId })).balanceCoreHours).toBe(12.5);
      expect(await refused(await allocate(lead, 1000), 400)).toBe('group-credit-insufficient');
      expect(await refused(await allocate(bob, 1), 403)).toBe('group-forbidden');
      expect(await refused(await allocate(admin, 1), 403)).toBe('group-forbidden');
      const page = await data(
        await callAs(server(), `${USER}/allocations?groupId=${group.id}`, bob),
        groupAllocationPageSchema,
      );
      expect(page).toMatchObject({ total: 1, current: 1, size: 20 });
      const mine = await data(await callAs(server(), `${USER}/mine`, lead), z.array(myGroupSchema));
      expect(mine[0]).toMatchObject({ role: 'leader', balanceCoreHours: 87.5 });
    });

    it('lets administrators name another leader and delete a group', async () => {
      const admin = await userToken(server(), 's-admin', true);
      const lead = await userToken(server(), 's-lead', false);
      await userToken(server(), 's-next', false);
      const group = await data(
        await callAs(server(), `${ADMIN}/create`, admin, { name: 'S组', leaderUsername: 's-lead' }),
        researchGroupSchema,
      );
      const setLeader = (token: string) =>
        callAs(server(), `${ADMIN}/set-leader`, token, { groupId: group.id, username: 's-next' });
      expect(await refused(await setLeader(lead), 403)).toBe('forbidden');
      expect(await data(await setLeader(admin), researchGroupSchema)).toMatchObject({
        leaderName: 's-next',
        memberCount: 2,
      });
      const mine = await data(await callAs(server(), `${USER}/mine`, lead), z.array(myGroupSchema));
      expect(mine.map((g) => g.role)).toEqual(['member']);
      const remove = () => callAs(server(), `${ADMIN}/delete`, admin, { groupId: group.id });
      await data(await remove(), z.object({ done: z.literal(true) }));
      expect(await refused(await remove(), 404)).toBe('group-not-found');
      expect(await data(await callAs(server(), `${USER}/mine`, lead), z.array(myGroupSchema))).toEqual([]);
    });

    it("shows a leader their members' logins, and nobody else's", async () => {
      const admin = await userToken(server(), 'l-admin', true);
      const lead = await userToken(server(), 'l-lead', false);
      await userToken(server(), 'l-mem', false);
      await userToken(server(), 'l-out', false);
      const group = await data(
        await callAs(server(), `${ADMIN}/create`, admin, { name: 'L组', leaderUsername: 'l-lead' }),
        researchGroupSchema,
      );
      await callAs(server(), `${USER}/member/add`, lead, { groupId: group.id, username: 'l-mem' });
      const [mem, outsider] = [await userId(server(), 'l-mem'), await userId(server(), 'l-out')];
      const info = await data(
        await callAs(
          server(),
          `/cgi/user-center-service/userProfile/getResearchGroupLoginInfo?userIdStr=${mem}|${outsider}|x`,
          lead,
        ),
        z.array(groupLoginInfoSchema),
      );
      // userToken logged each user in once.
      expect(info).toEqual([{ userId: mem, lastLoginAt: expect.any(String) as string, loginCount: 1 }]);
    });
  },
  OPTIONS,
);
