import type { Kysely } from 'kysely';
import type { CreditDb } from '../credit/credit-rows.js';
import { creditDb } from '../credit/credit-rows.js';
import type { Database } from '../db/schema.js';
import type { HpcDb } from './hpc-rows.js';
import { hpcDb } from './hpc-rows.js';
import type { HpcSettings } from './settings.js';
import { SlurmClient, SlurmError } from './slurm-client.js';
import { HttpError } from '../http/errors.js';

/**
 * What the job centre's parts share: the database, the Slurm client and where the spaces are. Built once
 * per app (services/hpc-agent) with the configured settings.
 */
export interface JobCentre {
  readonly db: HpcDb;
  /** The same database, typed for kernel/credit. */
  readonly credit: CreditDb;
  readonly slurm: SlurmClient;
  readonly dataDir: string;
  readonly settings: HpcSettings;
}

export function jobCentre(db: Kysely<Database>, dataDir: string, settings: HpcSettings): JobCentre {
  const slurm = new SlurmClient({
    slurmConf: settings.slurmConf,
    binDir: settings.slurmBinDir,
    timeoutMs: settings.slurmTimeoutMs,
  });
  return { db: hpcDb(db), credit: creditDb(db), slurm, dataDir, settings };
}

/** A SlurmError as the answer users see (503 for a cluster that is missing or silent). */
export function slurmHttpError(e: unknown): unknown {
  if (!(e instanceof SlurmError)) return e;
  if (e.kind === 'not-configured') return new HttpError(503, 'hpc-not-configured');
  if (e.kind === 'not-installed') return new HttpError(503, 'hpc-slurm-missing');
  if (e.kind === 'no-answer') return new HttpError(503, 'hpc-cluster-unavailable');
  const detail = (e.detail.split('\n').find((l) => l.trim() !== '') ?? e.message).slice(0, 300);
  return new HttpError(422, 'hpc-slurm-refused', { detail });
}

/** Runs a Slurm call, answering its failure as slurmHttpError says. */
export async function askSlurm<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw slurmHttpError(e);
  }
}
