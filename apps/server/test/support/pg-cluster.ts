import { spawn, execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, openSync, closeSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL 15 (package postgresql-15, pulled in by `scripts/setup-system.sh test`). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const PG_MISSING =
  `PostgreSQL 15 is not installed (${PG_BIN}/initdb and postgres are missing), and the API tests run on ` +
  'SQLite and PostgreSQL: run `bash scripts/setup-system.sh test` (as root)';

export interface PgCluster {
  /** Superuser URL of the cluster's `postgres` database (trust auth, loopback only). */
  readonly url: string;
  /** Milliseconds initdb plus start-up took. */
  readonly startMs: number;
  stop(): Promise<void>;
}

/** null when both programs are there, else the message telling how to install them. */
export function pgMissing(): string | null {
  try {
    accessSync(join(PG_BIN, 'initdb'), constants.X_OK);
    accessSync(join(PG_BIN, 'postgres'), constants.X_OK);
    return null;
  } catch {
    return PG_MISSING;
  }
}

/**
 * A throw-away cluster in a temp dir on a free loopback port, tuned for tests (no fsync). PostgreSQL
 * refuses to run as root: as root, initdb and postgres run as the `postgres` system user (the temp dir is
 * chowned to it); otherwise as the current user.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const missing = pgMissing();
  if (missing) throw new Error(missing);
  const began = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'topoforge-pg-'));
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C', TZ: 'UTC' };
  try {
    await run(
      join(PG_BIN, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      { env, owner },
    );
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const logFile = join(dir, `postgres-${attempt}.log`);
      const server = startPostgres(dataDir, dir, port, logFile, env, owner);
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      const ready = await waitReady(url, server);
      if (ready) {
        return { url, startMs: Math.round(performance.now() - began), stop: () => stop(server, dir) };
      }
      const log = readTail(logFile);
      // Another process may have taken the port between freePort() and bind(): try once more.
      if (attempt < 3 && /could not (bind|create listen socket)/i.test(log)) continue;
      await stop(server, dir);
      throw new Error(`PostgreSQL did not start:\n${log}`);
    }
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}

interface Owner {
  readonly uid: number;
  readonly gid: number;
}

function postgresUser(): Owner {
  const id = (flag: string): number =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'running as root, the tests need the `postgres` system user (created by the postgresql package)',
    );
  }
}

function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; owner: Owner | undefined },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options.owner,
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${output.slice(-2000)}`)),
    );
  });
}

function startPostgres(
  dataDir: string,
  socketDir: string,
  port: number,
  logFile: string,
  env: NodeJS.ProcessEnv,
  owner: Owner | undefined,
): ChildProcess {
  const log = openSync(logFile, 'a');
  if (owner) chownSync(logFile, owner.uid, owner.gid);
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '300',
    shared_buffers: '32MB',
  };
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const child = spawn(join(PG_BIN, 'postgres'), args, { env, stdio: ['ignore', log, log], ...owner });
  closeSync(log);
  return child;
}

async function waitReady(url: string, server: ChildProcess, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) return false;
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  return false;
}

/** Fast shutdown (SIGINT), SIGKILL if it lingers, then the whole temp dir goes. */
async function stop(server: ChildProcess, dir: string): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGINT');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(dir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function readTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '(no log)';
  }
}
