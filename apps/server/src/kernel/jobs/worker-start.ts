import { fileURLToPath } from 'node:url';
import type { ResourceLimits } from 'node:worker_threads';
import { Worker } from 'node:worker_threads';
import type { WorkerSetup } from './worker-protocol.js';

/** The worker's entry beside this file: worker-main.js in dist, worker-main.ts when run from source. */
export const WORKER_MAIN = siblingModule(import.meta.url, 'worker-main');

/** The test configuration maps @topoforge/* to the packages' source, as vitest and `tsx --tsconfig` do. */
const SOURCE_TSCONFIG = fileURLToPath(new URL('../../../../../tsconfig.tests.json', import.meta.url));

/**
 * The URL of module `name` in the folder of `moduleUrl`, with the same extension: .js when the server
 * runs from dist, .ts when it runs from source (vitest, tsx).
 */
export function siblingModule(moduleUrl: string, name: string): URL {
  const extension = moduleUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, moduleUrl);
}

/**
 * Starts a job worker. Built JavaScript starts as it is. TypeScript source (tests, `tsx`) cannot be
 * loaded by Node 20 in a worker by itself, and the main thread's loader hooks do not reach workers, so
 * the worker first registers tsx with the test tsconfig: its @topoforge/* imports then resolve to the
 * same package sources the main thread runs, not to the packages' older dist.
 */
export function startWorker(entry: URL, setup: WorkerSetup, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits === undefined ? {} : { resourceLimits };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: setup, ...limits });
  return new Worker(tsxBootCode(entry), { eval: true, workerData: setup, ...limits });
}

/**
 * ES module code that registers tsx with the test tsconfig, then imports `entry` (TypeScript source): how
 * a worker thread, or a cluster job run from source (slurm-job.ts), loads the server's .ts modules.
 */
export function tsxBootCode(entry: URL): string {
  // The ESM build: tsx's CommonJS api cannot register its hooks when loaded through import().
  const tsx = import.meta.resolve('tsx/esm/api');
  const tsconfig = process.env.TSX_TSCONFIG_PATH ?? SOURCE_TSCONFIG;
  return [
    `import(${JSON.stringify(tsx)})`,
    `.then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} }); })`,
    `.then(() => import(${JSON.stringify(entry.href)}));`,
  ].join('');
}
