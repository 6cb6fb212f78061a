import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import type { AppDatabase } from '../db/open-database.js';
import type { CreditOwner } from './credit.js';
import {
  addCredit,
  creditBalance,
  creditLedger,
  creditTotals,
  CreditInsufficientError,
  holdCredit,
  settleCredit,
  transferCredit,
} from './credit.js';
import type { CreditDb } from './credit-rows.js';
import { creditDb } from './credit-rows.js';

for (const kind of DATABASE_KINDS) {
  describe(`computing credit [${kind}]`, () => {
    let database: AppDatabase & { dataDir: string };
    let db: CreditDb;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = creditDb(database.db);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('recharges, holds a job, and charges only what it used', async () => {
      const user: CreditOwner = { kind: 'user', id: 1 };
      expect(await creditBalance(db, user)).toEqual({ balanceCoreHours: 0, heldCoreHours: 0 });
      await addCredit(db, user, 10, 'recharge', { note: 'first', byUserId: null });
      // 4 cores × 1 h × coefficient 0.5 = 2 core-hours held.
      const held = await holdCredit(db, user, 2, { jobId: 7 });
      expect(held).toBe(7200);
      expect(await creditBalance(db, user)).toEqual({ balanceCoreHours: 8, heldCoreHours: 2 });
      // It ran 15 minutes on 4 cores at 0.5: 0.5 core-hours.
      expect(await settleCredit(db, user, held, 0.5, { jobId: 7 })).toBe(1800);
      expect(await creditBalance(db, user)).toEqual({ balanceCoreHours: 9.5, heldCoreHours: 0 });
      expect(await creditTotals(db, user)).toEqual({ grantedCoreHours: 10, usedCoreHours: 0.5 });
      const ledger = await creditLedger(db, user, { current: 1, size: 10 });
      expect(ledger.total).toBe(4);
      expect(ledger.records.map((r) => [r.kind, r.coreHours])).toEqual([
        ['charge', -0.5],
        ['release', 2],
        ['hold', -2],
        ['recharge', 10],
      ]);
    });

    it('refuses a hold the balance cannot cover, and never overdraws under concurrent holds', async () => {
      const user: CreditOwner = { kind: 'user', id: 2 };
      await addCredit(db, user, 3, 'recharge');
      await expect(holdCredit(db, user, 3.5, { jobId: 1 })).rejects.toBeInstanceOf(CreditInsufficientError);
      const tries = await Promise.allSettled(
        [1, 2, 3, 4, 5].map((j) => holdCredit(db, user, 1, { jobId: j })),
      );
      expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(3);
      expect(await creditBalance(db, user)).toEqual({ balanceCoreHours: 0, heldCoreHours: 3 });
    });

    it('charges at most what was held, and takes back a recharge only down to zero', async () => {
      const user: CreditOwner = { kind: 'user', id: 3 };
      await addCredit(db, user, 1, 'recharge');
      const held = await holdCredit(db, user, 1, { jobId: 9 });
      expect(await settleCredit(db, user, held, 5, { jobId: 9 })).toBe(3600);
      await expect(addCredit(db, user, -1, 'recharge')).rejects.toBeInstanceOf(CreditInsufficientError);
      expect(await creditBalance(db, user)).toEqual({ balanceCoreHours: 0, heldCoreHours: 0 });
    });

    it('moves credit from a research group to a member, refusing more than the group has', async () => {
      const group: CreditOwner = { kind: 'group', id: 1 };
      const member: CreditOwner = { kind: 'user', id: 4 };
      await addCredit(db, group, 100, 'recharge');
      await transferCredit(db, group, member, 40, { note: 'allocation' });
      await expect(transferCredit(db, group, member, 61)).rejects.toBeInstanceOf(CreditInsufficientError);
      expect((await creditBalance(db, group)).balanceCoreHours).toBe(60);
      expect((await creditBalance(db, member)).balanceCoreHours).toBe(40);
    });
  });
}
