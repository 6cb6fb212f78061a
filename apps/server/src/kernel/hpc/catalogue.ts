import type { Application, ApplicationBody, Partition, RefundRule } from '@topoforge/contract';
import { applicationBodySchema, refundRuleSchema } from '@topoforge/contract';
import type { Selectable } from 'kysely';
import type { HpcApplicationsTable, HpcDb, HpcPartitionsTable } from './hpc-rows.js';
import type { SlurmPartition } from './slurm-parse.js';

/**
 * What administrators manage for the job centre: applications, partitions' display names and price
 * coefficients, and the refund rule. The two default applications (GROMACS `gmx`, LAMMPS `lmp`, Debian's
 * program names) are written on first use when the table was never seeded — a first-run default, not a
 * migration, so an administrator who removes them does not get them back.
 */
export const DEFAULT_APPLICATIONS: readonly ApplicationBody[] = [
  {
    name: 'GROMACS',
    engine: 'gromacs',
    program: 'gmx',
    description: 'grompp + mdrun on the .top/.gro (and .mdp) of a topology zip',
  },
  {
    name: 'LAMMPS',
    engine: 'lammps',
    program: 'lmp',
    description: 'lmp -in the in.* script of a topology zip, or an uploaded input script',
  },
];
const SEEDED = 'applications-seeded';
const REFUND_RULE = 'refund-rule';
/** Until an administrator says otherwise: no refunds. */
export const NO_REFUNDS: RefundRule = { rawStates: [], percent: 0 };

const flag = (v: boolean | number): boolean => v === true || v === 1;
export const applicationWire = (row: Selectable<HpcApplicationsTable>): Application => ({
  id: row.id,
  name: row.name,
  engine: row.engine,
  program: row.program,
  description: row.description,
  enabled: flag(row.enabled),
});

async function seedOnce(db: HpcDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('hpc_settings')
      .values({ key: SEEDED, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(made.numInsertedOrUpdatedRows ?? 0) === 0) return;
    for (const app of DEFAULT_APPLICATIONS) await saveApplication(trx, app);
  });
}

export async function listApplications(db: HpcDb, enabledOnly: boolean): Promise<Application[]> {
  await seedOnce(db);
  let q = db.selectFrom('hpc_applications').selectAll().orderBy('id');
  if (enabledOnly) q = q.where('enabled', '=', 1);
  return (await q.execute()).map(applicationWire);
}

export async function findApplication(db: HpcDb, id: number): Promise<Application | null> {
  await seedOnce(db);
  const row = await db.selectFrom('hpc_applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? applicationWire(row) : null;
}

/** Creates (no id) or updates an application; null when the id names none. */
export async function saveApplication(db: HpcDb, input: ApplicationBody): Promise<Application | null> {
  const body = applicationBodySchema.parse(input);
  const values = {
    name: body.name,
    engine: body.engine,
    program: body.program,
    description: body.description,
    // 1/0: SQLite binds no booleans, and PostgreSQL reads '1'/'0' as a boolean.
    enabled: body.enabled ? 1 : 0,
  };
  if (body.id === undefined) {
    const row = await db
      .insertInto('hpc_applications')
      .values({ ...values, created_at: Date.now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return applicationWire(row);
  }
  const row = await db
    .updateTable('hpc_applications')
    .set(values)
    .where('id', '=', body.id)
    .returningAll()
    .executeTakeFirst();
  return row ? applicationWire(row) : null;
}

export async function removeApplication(db: HpcDb, id: number): Promise<boolean> {
  await seedOnce(db);
  const result = await db.deleteFrom('hpc_applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A partition's settings, or the defaults: its Slurm name and coefficient 1 (no discount). */
const settingsOf = (rows: Selectable<HpcPartitionsTable>[], name: string) => {
  const row = rows.find((r) => r.name === name);
  return { displayName: row?.display_name ?? name, priceCoefficient: Number(row?.price_coefficient ?? 1) };
};

/** sinfo's partitions with their settings; `withGone` adds configured ones sinfo no longer shows. */
export async function partitionsWithSettings(
  db: HpcDb,
  slurm: readonly SlurmPartition[],
  withGone: boolean,
): Promise<Partition[]> {
  const rows = await db.selectFrom('hpc_partitions').selectAll().orderBy('name').execute();
  const live = slurm.map((p) => ({
    name: p.name,
    ...settingsOf(rows, p.name),
    available: p.up,
    nodes: p.nodes,
    cpus: p.cpus,
    maxTimeMinutes: p.maxTimeMinutes,
  }));
  if (!withGone) return live;
  const gone = rows
    .filter((r) => !slurm.some((p) => p.name === r.name))
    .map((r) => ({
      name: r.name,
      ...settingsOf(rows, r.name),
      available: false,
      nodes: 0,
      cpus: 0,
      maxTimeMinutes: null,
    }));
  return [...live, ...gone];
}

export async function savePartitionSettings(
  db: HpcDb,
  name: string,
  displayName: string,
  priceCoefficient: number,
): Promise<void> {
  const values = { display_name: displayName, price_coefficient: priceCoefficient, updated_at: Date.now() };
  await db
    .insertInto('hpc_partitions')
    .values({ name, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}

export async function readRefundRule(db: HpcDb): Promise<RefundRule> {
  const row = await db
    .selectFrom('hpc_settings')
    .select('value')
    .where('key', '=', REFUND_RULE)
    .executeTakeFirst();
  if (!row) return NO_REFUNDS;
  const parsed = refundRuleSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : NO_REFUNDS;
}

export async function saveRefundRule(db: HpcDb, rule: RefundRule): Promise<RefundRule> {
  const value = JSON.stringify(refundRuleSchema.parse(rule));
  await db
    .insertInto('hpc_settings')
    .values({ key: REFUND_RULE, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return readRefundRule(db);
}
