import type { TestProject } from 'vitest/node';
import { pgMissing, startPgCluster } from './pg-cluster.js';
import { provideSlurmCluster } from './slurm-cluster.js';

/**
 * Vitest globalSetup: one throw-away PostgreSQL cluster for the whole run (under a second to start),
 * handed to the tests as `inject('postgres')`. When PostgreSQL is not installed the run still starts and
 * every PostgreSQL half of describeOnDatabases fails with the install hint (unit tests are unaffected).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The job-centre tests' Slurm cluster (slurm-cluster.ts), then PostgreSQL; stopped in reverse.
  const stopSlurm = await provideSlurmCluster(project);
  const stopPostgres = await setupPostgres(project);
  return async () => {
    await stopPostgres();
    await stopSlurm();
  };
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const missing = pgMissing();
  if (missing) {
    project.provide('postgres', { url: null, error: missing });
    return () => Promise.resolve();
  }
  let cluster;
  try {
    cluster = await startPgCluster();
  } catch (e) {
    project.provide('postgres', { url: null, error: `the test PostgreSQL cluster failed: ${String(e)}` });
    return () => Promise.resolve();
  }
  if (process.env.TOPOFORGE_PG_TIMING)
    console.log(`test PostgreSQL cluster started in ${cluster.startMs} ms`);
  project.provide('postgres', { url: cluster.url, error: null });
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL cluster (superuser URL), or why there is none. */
    postgres: { url: string; error: null } | { url: null; error: string };
  }
}
