import {
  groupAdminListRoute,
  groupAllocateRoute,
  groupAllocationsRoute,
  groupCreateRoute,
  groupDeleteRoute,
  groupMemberAddRoute,
  groupMemberRemoveRoute,
  groupMembersRoute,
  groupRechargeRoute,
  groupSetLeaderRoute,
  myGroupsRoute,
  researchGroupLoginInfoRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { addCredit, creditBalance, CreditInsufficientError } from '../../kernel/credit/credit.js';
import { creditDb } from '../../kernel/credit/credit-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import * as groups from '../../kernel/groups/index.js';
import { allocate, allocationPage } from './allocations.js';
import { researchGroupLoginInfo } from './login-info.js';
import {
  callerRole,
  existingGroup,
  groupWire,
  me,
  membersWire,
  requireManager,
  userIdByName,
} from './wire.js';

/**
 * Research groups (issue 23 item 4): administrators create groups and name leaders; leaders manage
 * members and allocate the group's computing credit; members see their groups and allocations.
 */
export function registerResearchGroupService(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const deps = { auth: ctx.auth };

  registerApiRoute(app, deps, groupAdminListRoute, async () => (await groups.listGroups(db)).map(groupWire));
  registerApiRoute(app, deps, groupCreateRoute, async ({ body, user }) => {
    const leader = await userIdByName(db, body.leaderUsername);
    const group = { name: body.name, leaderUserId: leader, description: body.description ?? null };
    const id = await groups.createGroup(db, group, user?.id ?? null);
    if (id === null) throw new HttpError(409, 'group-name-taken', { name: body.name });
    return groupWire(await existingGroup(db, id));
  });
  registerApiRoute(app, deps, groupSetLeaderRoute, async ({ body }) => {
    const userId = await userIdByName(db, body.username);
    if (!(await groups.setLeader(db, body.groupId, userId))) throw new HttpError(404, 'group-not-found');
    return groupWire(await existingGroup(db, body.groupId));
  });
  registerApiRoute(app, deps, groupDeleteRoute, async ({ body }) => {
    if (!(await groups.deleteGroup(db, body.groupId))) throw new HttpError(404, 'group-not-found');
    return { done: true as const };
  });

  registerApiRoute(app, deps, groupRechargeRoute, async ({ body, user }) => {
    await existingGroup(db, body.groupId);
    const owner = { kind: 'group', id: body.groupId } as const;
    const change = { note: body.note ?? '', byUserId: user?.id ?? null };
    try {
      return await addCredit(creditDb(db), owner, body.coreHours, 'recharge', change);
    } catch (e) {
      if (e instanceof CreditInsufficientError)
        throw new HttpError(400, 'group-credit-insufficient', { coreHours: -body.coreHours });
      throw e;
    }
  });

  registerApiRoute(app, deps, myGroupsRoute, async ({ user }) => {
    const mine = await groups.groupsOfUser(db, me(user).id);
    return Promise.all(
      mine.map(async (m) => {
        const group = groupWire(await existingGroup(db, m.groupId));
        const balance =
          m.role === 'leader'
            ? (await creditBalance(creditDb(db), { kind: 'group', id: m.groupId })).balanceCoreHours
            : null;
        return { ...group, role: m.role, balanceCoreHours: balance };
      }),
    );
  });
  registerApiRoute(app, deps, groupMembersRoute, async ({ query, user }) => {
    await callerRole(db, me(user), query.groupId);
    return membersWire(db, query.groupId);
  });
  registerApiRoute(app, deps, groupMemberAddRoute, async ({ body, user }) => {
    await requireManager(db, me(user), body.groupId);
    const userId = await userIdByName(db, body.username);
    if (!(await groups.addMember(db, body.groupId, userId))) throw new HttpError(409, 'group-member-exists');
    return membersWire(db, body.groupId);
  });
  registerApiRoute(app, deps, groupMemberRemoveRoute, async ({ body, user }) => {
    await requireManager(db, me(user), body.groupId);
    const outcome = await groups.removeMember(db, body.groupId, body.userId);
    if (outcome === 'absent') throw new HttpError(404, 'group-not-member');
    if (outcome === 'leader') throw new HttpError(409, 'group-leader-stays');
    return membersWire(db, body.groupId);
  });
  registerAllocationRoutes(app, ctx);
}

function registerAllocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, groupAllocateRoute, async ({ body, user }) => {
    const caller = me(user).id;
    if ((await callerRole(db, me(user), body.groupId)) !== 'leader')
      throw new HttpError(403, 'group-forbidden');
    if ((await groups.groupRole(db, body.userId, body.groupId)) === null)
      throw new HttpError(404, 'group-not-member');
    const note = body.note ?? '';
    const id = await allocate(db, { ...body, note, byUserId: caller });
    const page = await allocationPage(db, body.groupId, null, { current: 1, size: 20 });
    const made = page.records.find((r) => r.id === id);
    if (!made) throw new Error(`allocation ${id} was not read back`);
    return made;
  });
  registerApiRoute(app, deps, groupAllocationsRoute, async ({ query, user }) => {
    const role = await callerRole(db, me(user), query.groupId);
    const only = role === 'member' ? me(user).id : null;
    const page = { current: query.current, size: query.size };
    return { ...(await allocationPage(db, query.groupId, only, page)), ...page };
  });
  registerApiRoute(app, deps, researchGroupLoginInfoRoute, async ({ query, user }) =>
    researchGroupLoginInfo(db, me(user), query.userIdStr),
  );
}
