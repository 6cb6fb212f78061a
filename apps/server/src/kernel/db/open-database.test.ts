import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseError, openDatabase, redactUrl, SQLITE_FILE } from './open-database.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tf-open-db-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates DATA_DIR and the SQLite file in WAL mode, with its tables', async () => {
    const dataDir = join(dir, 'nested', 'data');
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(database.dialect).toBe('sqlite');
      expect(existsSync(join(dataDir, SQLITE_FILE))).toBe(true);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const tables = await database.db.introspection.getTables();
      // Migrations 0001–0015: jobs and tracking, rate limits, codes, accounts, OIDC, consultations, content,
      // reference lists, research groups, storage, HPC jobs and credit, membership and catalogue, WeChat, certificates.
      expect(tables.map((t) => t.name).sort()).toEqual([
        'ad_closures',
        'ads',
        'click_events',
        'content_news',
        'content_notices',
        'content_pages',
        'credit_accounts',
        'credit_entries',
        'group_allocations',
        'hpc_applications',
        'hpc_jobs',
        'hpc_partitions',
        'hpc_settings',
        'jobs',
        'login_records',
        'membership_card_grants',
        'membership_cards',
        'oauth_clients',
        'oidc_keys',
        'oidc_payloads',
        'products',
        'rate_limits',
        'reference_email_domains',
        'reference_sensitive_words',
        'reference_universities',
        'reference_version',
        'research_group_members',
        'research_groups',
        'reward_claims',
        'rewards',
        'sales_tracks',
        'software_licences',
        'storage_spaces',
        'storage_uploads',
        'teacher_certificates',
        'user_reminders',
        'user_warning_settings',
        'users',
        'verification_codes',
        'wechat_bind_codes',
        'wechat_bindings',
      ]);
    } finally {
      await database.close();
    }
  });

  it('lets several processes open one fresh SQLite file at once (each waits for the first one to migrate)', async () => {
    // Without the migration lock, 3 of 4 such rounds failed with 'table "users" already exists'.
    for (let round = 0; round < 2; round += 1) {
      const dataDir = join(dir, `race-${round}`);
      expect(await openTogether(dataDir, 6)).toEqual(Array<string>(6).fill('ok'));
    }
  });

  it('says which database it cannot reach, without the password', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const error = await openDatabase({
      dataDir: dir,
      databaseUrl: 'postgres://tf:hunter2@127.0.0.1:1/tf',
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatabaseError);
    expect(String(error)).toMatch(
      /cannot open the database postgres:\/\/tf@127\.0\.0\.1:1\/tf: .*ECONNREFUSED/,
    );
    expect(String(error)).not.toContain('hunter2');
  });

  it('redacts passwords from URLs', () => {
    expect(redactUrl('postgres://u:p@h:5432/d?sslmode=require')).toBe(
      'postgres://u@h:5432/d?sslmode=require',
    );
    expect(redactUrl('nonsense')).toBe('(unparsable DATABASE_URL)');
  });
});

const root = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Starts `count` processes (test/support/open-database-process.ts), then lets them all open at once. */
async function openTogether(dataDir: string, count: number): Promise<string[]> {
  const children = Array.from({ length: count }, () =>
    spawn(`${root}node_modules/.bin/tsx`, ['apps/server/test/support/open-database-process.ts', dataDir], {
      cwd: root,
    }),
  );
  const outputs = children.map((child) => {
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // A child that dies before "ready" counts as ready: its output then says why.
    const ready = new Promise<void>((resolve) => {
      child.stdout.on('data', () => output.includes('ready') && resolve());
      child.on('close', () => resolve());
    });
    const closed = new Promise<string>((resolve) =>
      child.on('close', () => resolve(output.replace('ready\n', '').trim())),
    );
    return { ready, closed };
  });
  await Promise.all(outputs.map((o) => o.ready));
  for (const child of children) child.stdin.end('go\n');
  return Promise.all(outputs.map((o) => o.closed));
}
