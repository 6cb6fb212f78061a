import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { sql } from 'kysely';
import { accountsMigration } from './accounts-migration.js';
import { consultationMigration } from './consultation-migration.js';
import { jobsRecoveryMigration } from './jobs-recovery-migration.js';
import { oidcMigration } from './oidc-migration.js';
import { rateLimitsMigration } from '../rate-limit/migration.js';
import { verificationCodesMigration } from '../verification/migration.js';
import { contentMigration } from './content-migration.js';
import { referenceAdditionsMigration } from '../reference/migration.js';
import { storageMigration } from '../storage/migration.js';
import { certificateMigration } from '../storage/certificate-migration.js';
import { weChatBindingsMigration } from '../wechat/migration.js';
import { hpcMigration } from '../hpc/migration.js';
import { researchGroupsMigration } from '../groups/migration.js';
import { membershipMigration } from './membership-migration.js';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The schema's history, in code (no migration files to ship next to dist/). Each migration is written once
 * for both databases; the few types that differ (auto-increment key, timestamp, boolean) come from
 * `types(dialect)`. Never edit a migration that has shipped: add the next one.
 */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_users_jobs_click_events': initial(dialect),
    '0002_jobs_recovery': jobsRecoveryMigration(dialect),
    '0003_rate_limits': rateLimitsMigration(dialect),
    '0004_verification_codes': verificationCodesMigration(dialect),
    '0005_accounts': accountsMigration(dialect),
    '0006_oidc': oidcMigration(dialect),
    '0007_sales_tracks': consultationMigration(dialect),
    '0008_content': contentMigration(dialect),
    '0009_reference_additions': referenceAdditionsMigration(dialect),
    '0011_storage': storageMigration(dialect),
    '0015_teacher_certificates': certificateMigration(dialect),
    '0014_wechat_bindings': weChatBindingsMigration(dialect),
    '0012_hpc_jobs_credit': hpcMigration(dialect),
    '0010_research_groups': researchGroupsMigration(dialect),
    '0013_membership_catalogue': membershipMigration(dialect),
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}

function types(dialect: DialectName) {
  return dialect === 'postgres'
    ? { id: sql`serial`, timestamp: sql`timestamptz`, flag: sql`boolean`, no: sql`false` }
    : { id: sql`integer`, timestamp: sql`text`, flag: sql`integer`, no: sql`0` };
}

// Kysely's schema builder is untyped on purpose (the tables do not exist yet when it runs).
function initial(dialect: DialectName): Migration {
  const t = types(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('user_level', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('is_admin', t.flag, (c) => c.notNull().defaultTo(t.no))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .check(sql`status in ('queued', 'running', 'succeeded', 'failed', 'timeout', 'cancelled')`),
        )
        .addColumn('atoms', 'integer')
        .addColumn('queued_at', t.timestamp, (c) => c.notNull())
        .addColumn('started_at', t.timestamp)
        .addColumn('finished_at', t.timestamp)
        .addColumn('duration_ms', 'integer')
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('jobs_queued_at').on('jobs').column('queued_at').execute();

      await db.schema
        .createTable('click_events')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('device_id', 'text')
        .addColumn('platform', 'text')
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('page_name', 'text')
        .addColumn('button_name', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('referer', 'text')
        .addColumn('url', 'text')
        .addColumn('channel_id', 'text')
        .addColumn('type', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('click_events_created_at')
        .on('click_events')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('click_events').execute();
      await db.schema.dropTable('jobs').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
