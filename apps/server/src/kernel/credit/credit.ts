import type { CreditDb, CreditEntryKind, CreditOwnerKind } from './credit-rows.js';

/**
 * Computing credit (issue 23 item 2): a balance per user or research group in core-hours, and a ledger of
 * every change. Amounts are stored as whole core-seconds so sums are exact; the functions take and answer
 * core-hours. Every change runs in one transaction with its ledger row, and a debit is one conditional
 * UPDATE (`balance >= amount`), so two concurrent debits can never take the balance below zero on either
 * database.
 */
export interface CreditOwner {
  readonly kind: CreditOwnerKind;
  readonly id: number;
}

export interface CreditBalance {
  /** What may be spent now (amounts held for active jobs excluded). */
  readonly balanceCoreHours: number;
  /** Held for running and pending jobs until they finish. */
  readonly heldCoreHours: number;
}

export interface CreditChange {
  readonly note?: string;
  /** The administrator or group leader who made it (null for the system). */
  readonly byUserId?: number | null;
  readonly jobId?: number | null;
}

/** The balance does not cover a debit (the caller shows 002 §8 "Please contact the customer manager …"). */
export class CreditInsufficientError extends Error {
  readonly code = 'credit-insufficient';
  constructor(
    readonly owner: CreditOwner,
    readonly neededCoreHours: number,
  ) {
    super(`credit of ${owner.kind} ${owner.id} does not cover ${neededCoreHours} core-hours`);
  }
}

export const SECONDS_PER_HOUR = 3600;
/** Core-hours to whole core-seconds (rounded up when taken, so credit is never overdrawn by rounding). */
export const toCoreSeconds = (coreHours: number, round: (x: number) => number = Math.round): number =>
  round(coreHours * SECONDS_PER_HOUR);
export const toCoreHours = (coreSeconds: number | string): number => Number(coreSeconds) / SECONDS_PER_HOUR;

async function ensureAccount(db: CreditDb, owner: CreditOwner): Promise<void> {
  await db
    .insertInto('credit_accounts')
    .values({ owner_kind: owner.kind, owner_id: owner.id, balance: 0, held: 0 })
    .onConflict((oc) => oc.columns(['owner_kind', 'owner_id']).doNothing())
    .execute();
}

async function record(
  db: CreditDb,
  owner: CreditOwner,
  kind: CreditEntryKind,
  amount: number,
  change: CreditChange,
): Promise<void> {
  await db
    .insertInto('credit_entries')
    .values({
      owner_kind: owner.kind,
      owner_id: owner.id,
      kind,
      amount,
      job_id: change.jobId ?? null,
      note: change.note ?? '',
      created_by: change.byUserId ?? null,
      created_at: Date.now(),
    })
    .execute();
}

/** Moves `amount` core-seconds from balance to held (hold > 0) or back; false when the balance is short. */
async function moveBalance(db: CreditDb, owner: CreditOwner, amount: number, held: number): Promise<boolean> {
  const result = await db
    .updateTable('credit_accounts')
    .set((eb) => ({ balance: eb('balance', '+', amount), held: eb('held', '+', held) }))
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where((eb) => eb('balance', '>=', -amount))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function creditBalance(db: CreditDb, owner: CreditOwner): Promise<CreditBalance> {
  const row = await db
    .selectFrom('credit_accounts')
    .select(['balance', 'held'])
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
  return { balanceCoreHours: toCoreHours(row?.balance ?? 0), heldCoreHours: toCoreHours(row?.held ?? 0) };
}

/**
 * Adds core-hours (negative takes them back; refused below zero) as a recharge by an administrator or an
 * allocation. Answers the new balance.
 */
export async function addCredit(
  db: CreditDb,
  owner: CreditOwner,
  coreHours: number,
  kind: 'recharge' | 'allocation' | 'refund',
  change: CreditChange = {},
): Promise<CreditBalance> {
  const amount = toCoreSeconds(coreHours);
  await db.transaction().execute(async (trx) => {
    await ensureAccount(trx, owner);
    if (!(await moveBalance(trx, owner, amount, 0))) throw new CreditInsufficientError(owner, -coreHours);
    await record(trx, owner, kind, amount, change);
  });
  return creditBalance(db, owner);
}

/** Moves core-hours from one holder to another (a research group allocating to a member, or back). */
export async function transferCredit(
  db: CreditDb,
  from: CreditOwner,
  to: CreditOwner,
  coreHours: number,
  change: CreditChange = {},
): Promise<void> {
  if (!(coreHours > 0)) throw new RangeError('a transfer moves a positive number of core-hours');
  const amount = toCoreSeconds(coreHours);
  await db.transaction().execute(async (trx) => {
    await ensureAccount(trx, from);
    await ensureAccount(trx, to);
    if (!(await moveBalance(trx, from, -amount, 0))) throw new CreditInsufficientError(from, coreHours);
    await moveBalance(trx, to, amount, 0);
    await record(trx, from, 'allocation', -amount, change);
    await record(trx, to, 'allocation', amount, change);
  });
}

/**
 * Holds the most a job may cost (cores × time limit × coefficient) while it is active; throws
 * CreditInsufficientError when the balance cannot cover it. Answers the core-seconds held.
 */
export async function holdCredit(
  db: CreditDb,
  owner: CreditOwner,
  coreHours: number,
  change: CreditChange,
): Promise<number> {
  const amount = toCoreSeconds(coreHours, Math.ceil);
  await db.transaction().execute(async (trx) => {
    await ensureAccount(trx, owner);
    if (!(await moveBalance(trx, owner, -amount, amount)))
      throw new CreditInsufficientError(owner, coreHours);
    await record(trx, owner, 'hold', -amount, change);
  });
  return amount;
}

/**
 * Ends a job's hold: releases the held core-seconds and charges what it used (never more than held, since
 * Slurm stops a job at its time limit). Answers the core-seconds charged.
 */
export async function settleCredit(
  db: CreditDb,
  owner: CreditOwner,
  heldSeconds: number,
  usedCoreHours: number,
  change: CreditChange,
): Promise<number> {
  const charge = Math.min(heldSeconds, toCoreSeconds(usedCoreHours, Math.ceil));
  await db.transaction().execute(async (trx) => {
    await ensureAccount(trx, owner);
    await moveBalance(trx, owner, heldSeconds - charge, -heldSeconds);
    await record(trx, owner, 'release', heldSeconds, change);
    if (charge > 0) await record(trx, owner, 'charge', -charge, change);
  });
  return charge;
}

export interface CreditEntry {
  readonly id: number;
  readonly kind: CreditEntryKind;
  readonly coreHours: number;
  readonly jobId: number | null;
  readonly note: string;
  readonly createdAt: Date;
}

/** The holder's entries, newest first, with the total count (for paging). */
export async function creditLedger(
  db: CreditDb,
  owner: CreditOwner,
  page: { readonly current: number; readonly size: number },
): Promise<{ records: CreditEntry[]; total: number }> {
  const where = db
    .selectFrom('credit_entries')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id);
  const [rows, count] = await Promise.all([
    where
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    coreHours: toCoreHours(r.amount),
    jobId: r.job_id,
    note: r.note,
    createdAt: new Date(Number(r.created_at)),
  }));
  return { records, total: Number(count.n) };
}

/** Core-hours granted (recharges, allocations net) and used (charges net of refunds): 002 §3 Hashrate. */
export async function creditTotals(
  db: CreditDb,
  owner: CreditOwner,
): Promise<{ grantedCoreHours: number; usedCoreHours: number }> {
  const rows = await db
    .selectFrom('credit_entries')
    .select(['kind', (eb) => eb.fn.sum<number | string>('amount').as('total')])
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .groupBy('kind')
    .execute();
  const sum = (kinds: CreditEntryKind[]) =>
    rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + Number(r.total ?? 0), 0);
  return {
    grantedCoreHours: toCoreHours(sum(['recharge', 'allocation'])),
    usedCoreHours: toCoreHours(-sum(['charge', 'refund'])),
  };
}
