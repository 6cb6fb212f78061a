import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from '../../../../scripts/bench/local-server.js';
import type { ServerProcess } from './server-process.js';
import { startServerProcess } from './server-process.js';

/**
 * Server replicas and a reverse proxy for replicas.test.ts: real `main.ts` processes (startServerProcess)
 * behind Debian's nginx, the way docs/deploy.md runs TopoForge on several machines.
 */

export const NGINX_BIN = '/usr/sbin/nginx';
export const NGINX_MISSING =
  `nginx is not installed (${NGINX_BIN} is missing), and the replica test runs two servers behind it: ` +
  'run `bash scripts/setup-system.sh test` (as root)';

/** null when nginx is there, else the message telling how to install it. */
export function nginxMissing(): string | null {
  try {
    accessSync(NGINX_BIN, constants.X_OK);
    return null;
  } catch {
    return NGINX_MISSING;
  }
}

/** nginx's process with what it printed (for failure messages) and a promise of its exit. */
interface Started {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  output(): string;
  /** SIGTERM (SIGKILL after `graceMs`), resolved once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

function started(child: ChildProcess): Started {
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    output: () => output,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export interface Replica {
  readonly name: string;
  readonly port: number;
  readonly url: (path: string) => string;
  readonly server: ServerProcess;
  /** SIGTERM, as a service manager stops it; resolves with how it exited (SIGKILL after 15 s). */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** One server process (startServerProcess: main.ts from source) with `env`, answering /cgi/health. */
export async function startReplica(name: string, env: Readonly<Record<string, string>>): Promise<Replica> {
  const server = await startServerProcess(env);
  return {
    name,
    port: Number(new URL(server.url('/')).port),
    url: server.url,
    server,
    async terminate() {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      const exit = await server.exited;
      clearTimeout(timer);
      return exit;
    },
  };
}

export interface Proxy extends Started {
  readonly port: number;
  readonly url: (path: string) => string;
  /** nginx's error log (upstream failures and retries are logged there). */
  errorLog(): Promise<string>;
}

/**
 * nginx.conf for `upstreams` behind one loopback listener: round robin, a replica that refuses a
 * connection is marked down for `failTimeout` and the request goes to the next one (a request not yet
 * sent to a replica is safe to send again, whatever its method). One connection per request to the
 * replicas (no upstream keepalive), so a stopping replica's closed listener is all nginx needs to see.
 * docs/deploy.md shows the same settings for production; `X-Upstream` (which replica answered) is the
 * test's own.
 */
export function nginxConfig(dir: string, listenPort: number, upstreams: readonly number[]): string {
  const temp = (name: string): string => `${name}_temp_path ${join(dir, name)};`;
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream topoforge {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=30s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 25m;
    location / {
      proxy_pass http://topoforge;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 5s;
      proxy_read_timeout 660s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Debian's nginx in front of the replicas' ports, in a temp prefix of its own, stopped by stop(). */
export async function startProxy(upstreams: readonly number[]): Promise<Proxy> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = await mkdtemp(join(tmpdir(), 'topoforge-nginx-'));
  // As root, nginx's worker runs as `nobody`: it must reach the temp folders nginx creates here.
  await chmod(dir, 0o755);
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, upstreams));
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = started(child);
  const errorLog = (): Promise<string> => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const proxy: Proxy = {
    ...base,
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    errorLog,
    async stop() {
      await base.stop(5_000);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.race([
      waitForHealth(`http://127.0.0.1:${port}`, 20_000),
      base.exited.then(() => Promise.reject(new Error('exited'))),
    ]);
  } catch (e) {
    const log = await errorLog();
    await proxy.stop();
    throw new Error(`nginx did not start (${String(e)}):\n${base.output()}\n${log}`, { cause: e });
  }
  return proxy;
}
