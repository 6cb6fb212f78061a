import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * A throw-away one-node Slurm cluster for the job-centre tests (issue 23 item 6), started once per
 * `vitest run` from global-setup.ts like the PostgreSQL cluster, in a temp dir, as root, without systemd
 * (the facts measured in ../shared/design/TOOLS-HERE.md): munged with its own key and socket, slurmctld
 * and slurmd on free loopback ports, the filetxt completion log. The node declares 4 CPUs on any machine
 * (config_overrides) so a few one-core test jobs run side by side; partition `serial` lets one job run
 * at a time (MaxCPUsPerNode=1), which keeps a second job pending for as long as a test needs.
 */
export const SLURM_MISSING =
  'Slurm is not installed (slurmctld, slurmd, munged, sbatch are missing), and the job-centre tests run on ' +
  'a real one-node cluster: run `bash scripts/setup-system.sh test` (as root; installs slurm-wlm and munge)';
export const SLURM_NOT_ROOT =
  'the job-centre tests start a Slurm cluster and run jobs as per-user Unix accounts, which needs root';

const PROGRAMS = ['/usr/sbin/slurmctld', '/usr/sbin/slurmd', '/usr/sbin/munged', '/usr/bin/sbatch'];

export interface SlurmCluster {
  /** The cluster's slurm.conf: give it to the server as SLURM_CONF. */
  readonly conf: string;
  readonly startMs: number;
  stop(): Promise<void>;
}

export function slurmMissing(): string | null {
  try {
    for (const p of PROGRAMS) accessSync(p, constants.X_OK);
  } catch {
    return SLURM_MISSING;
  }
  return process.getuid?.() === 0 ? null : SLURM_NOT_ROOT;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${output.slice(-2000)}`)),
    );
  });
}

function slurmConf(dir: string, host: string, ctldPort: number, slurmdPort: number): string {
  return [
    'ClusterName=topoforge-test',
    `SlurmctldHost=${host}(127.0.0.1)`,
    `SlurmctldPort=${ctldPort}`,
    `SlurmdPort=${slurmdPort}`,
    'SlurmUser=root',
    'SlurmdUser=root',
    'AuthType=auth/munge',
    'CredType=cred/munge',
    `AuthInfo=socket=${join(dir, 'munge', 'munge.socket.2')}`,
    `StateSaveLocation=${join(dir, 'state')}`,
    `SlurmdSpoolDir=${join(dir, 'spool')}`,
    `SlurmctldPidFile=${join(dir, 'slurmctld.pid')}`,
    `SlurmdPidFile=${join(dir, 'slurmd.pid')}`,
    `SlurmctldLogFile=${join(dir, 'slurmctld.log')}`,
    `SlurmdLogFile=${join(dir, 'slurmd.log')}`,
    'MailProg=/bin/true',
    'ProctrackType=proctrack/linuxproc',
    'TaskPlugin=task/none',
    'SelectType=select/cons_tres',
    'SelectTypeParameters=CR_Core',
    'SlurmdParameters=config_overrides',
    'AccountingStorageType=accounting_storage/none',
    'JobCompType=jobcomp/filetxt',
    `JobCompLoc=${join(dir, 'jobcomp.log')}`,
    'MinJobAge=600',
    'ReturnToService=2',
    // The scheduler looks at new jobs at once and every second, so tests do not wait on it.
    'SchedulerParameters=sched_interval=1',
    `NodeName=${host} NodeAddr=127.0.0.1 CPUs=4 RealMemory=2000 State=UNKNOWN`,
    `PartitionName=debug Nodes=${host} Default=YES MaxTime=INFINITE State=UP`,
    `PartitionName=serial Nodes=${host} MaxCPUsPerNode=1 MaxTime=60 State=UP`,
    '',
  ].join('\n');
}

const pidOf = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

async function waitUntilUp(env: NodeJS.ProcessEnv, dir: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      const out = execFileSync('sinfo', ['-h', '-o', '%T'], { env, timeout: 5000, encoding: 'utf8' });
      if (/idle|mixed|alloc/.test(out)) return;
    } catch {
      // slurmctld not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the test Slurm cluster did not come up:\n${readTail(join(dir, 'slurmctld.log'))}`);
}

const readTail = (file: string): string => {
  try {
    return readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '(no log)';
  }
};

/** Starts munged, slurmctld and slurmd in a fresh temp dir; stop() ends exactly those and removes it. */
export async function startSlurmCluster(): Promise<SlurmCluster> {
  const missing = slurmMissing();
  if (missing) throw new Error(missing);
  const began = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'topoforge-slurm-'));
  // Job accounts pass through the temp dir to nothing of theirs, but slurmd's children need to reach it.
  await chmod(dir, 0o755);
  for (const sub of ['munge', 'state', 'spool']) await mkdir(join(dir, sub), { mode: 0o755 });
  await writeFile(join(dir, 'munge.key'), randomBytes(1024), { mode: 0o400 });
  const host = hostname();
  const conf = join(dir, 'slurm.conf');
  await writeFile(conf, slurmConf(dir, host, await freePort(), await freePort()));
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', SLURM_CONF: conf };
  const stop = async (): Promise<void> => {
    // Jobs a failed test left running would outlive slurmd (their slurmstepd keeps them): cancel them first.
    for (const partition of ['debug', 'serial']) {
      try {
        execFileSync('scancel', [`--partition=${partition}`], { env, timeout: 5000, stdio: 'ignore' });
      } catch {
        // the cluster is already down
      }
    }
    for (const pidFile of ['slurmd.pid', 'slurmctld.pid', 'munged.pid']) {
      const pid = pidOf(join(dir, pidFile));
      if (pid === null) continue;
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 300));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await run(
      '/usr/sbin/munged',
      [
        `--key-file=${join(dir, 'munge.key')}`,
        `--socket=${join(dir, 'munge', 'munge.socket.2')}`,
        `--pid-file=${join(dir, 'munged.pid')}`,
        `--log-file=${join(dir, 'munged.log')}`,
        `--seed-file=${join(dir, 'munged.seed')}`,
        '--force',
      ],
      env,
    );
    await run('/usr/sbin/slurmctld', ['-i'], env);
    await run('/usr/sbin/slurmd', [], env);
    await waitUntilUp(env, dir);
  } catch (e) {
    await stop();
    throw e;
  }
  return { conf, startMs: Math.round(performance.now() - began), stop };
}

/** For global-setup.ts: starts the run's cluster and provides `inject('slurm')`, or why there is none. */
export async function provideSlurmCluster(project: TestProject): Promise<() => Promise<void>> {
  const missing = slurmMissing();
  if (missing) {
    project.provide('slurm', { conf: null, error: missing });
    return () => Promise.resolve();
  }
  try {
    const cluster = await startSlurmCluster();
    project.provide('slurm', { conf: cluster.conf, error: null });
    return () => cluster.stop();
  } catch (e) {
    project.provide('slurm', { conf: null, error: `the test Slurm cluster failed: ${String(e)}` });
    return () => Promise.resolve();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Slurm cluster (its slurm.conf), or why there is none. */
    slurm: { conf: string; error: null } | { conf: null; error: string };
  }
}
